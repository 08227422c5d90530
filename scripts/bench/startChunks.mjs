// The chunks that hydrate a page, read from the build manifest (dist/.vite/manifest.json): what
// index.html loads (the entry and its static imports) and the chunks of the app's start that the
// entry imports after the first paint, one step after the other (react-dom, the router, the state
// libraries, the boot chunk; named by `startChunks` in vite.config.ts), with their static imports.
export const START_CHUNK_NAMES = ['react-dom', 'router', 'state', 'boot'];

/** A chunk's key and every chunk it imports statically, transitively. */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** { entryKey, startKeys, hydrateKeys }: the entry, the start's chunks, and all of it. */
export function startOf(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('No entry in the build manifest.');
  const startKeys = START_CHUNK_NAMES.map((name) => {
    const key = (manifest[entryKey].dynamicImports ?? []).find(
      (candidate) => manifest[candidate]?.name === name,
    );
    if (!key)
      throw new Error(
        `No chunk named ${name} imported by the entry (see startChunks in vite.config.ts).`,
      );
    return key;
  });
  const hydrateKeys = [
    ...new Set([entryKey, ...startKeys].flatMap((key) => [...staticClosure(manifest, key)])),
  ];
  return { entryKey, startKeys, hydrateKeys };
}
