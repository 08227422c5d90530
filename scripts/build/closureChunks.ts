import type { Plugin } from 'vite';
import { browserBuildOnly, chunkGroupsConfig, moduleGraph, normalizeId } from './moduleGraph.ts';

/** A chunk made of a lazily loaded module of the app and the package code it imports. */
export interface ClosureChunk {
  /** The chunk's name (`[name]` of its file). */
  name: string;
  /** The module, `import()`ed by the app (its path from the project root). */
  root: string;
}

export interface ClosureChunksOptions {
  chunks: readonly ClosureChunk[];
  /**
   * Modules whose static imports stay where they are (their path from the project root): the
   * entry and the start, loaded before any lazy chunk.
   */
  exclude: readonly string[];
  /**
   * Package modules left to the automatic splitting even when a root reaches them. The module
   * graph has every static import, including those of names the chunk never uses (tree-shaking
   * removes them from it); a captured module moves into the chunk, which every other chunk that
   * needs the module then imports.
   */
  keepOut?: RegExp;
}

const isPackageModule = (id: string) => normalizeId(id).includes('/node_modules/');

/**
 * One chunk for each given module of the app with the package code it imports statically,
 * directly or through other modules (minus what the `exclude` modules import statically).
 * Left to the automatic splitting, that code is cut into one chunk per set of lazy chunks that
 * share it: viem's read path, which `wallet/clients.ts` brings, came as eight files, from 0.1 to
 * 14 KiB, always downloaded and evaluated together (an `import()` evaluates its whole static
 * graph at once). One file is one request and compresses better. A lazy chunk that needs only
 * part of it (the address checksum on connect) then downloads all of it, which a page reading
 * the chain loads anyway.
 *
 * The app's own modules that other code shares stay where the automatic splitting puts them:
 * code loaded with the start's listeners shares some (`loadOnce`), and capturing them would make
 * that code import the chunk; an app module that only the chunk's own modules and modules that
 * load the chunk anyway import joins it (`wallet/rpcReads.ts`, the read ABIs). And an app module of the closure that itself imports captured package
 * code, or an app module that joined, joins the chunk too: left in a chunk of its own, it would
 * import the chunk that imports it, a cycle in which the one evaluated first calls the other's
 * functions before they exist (the page's reads failed so, "r is not a function", when
 * `wallet/multicall.ts` was split off). The module graph is read at `buildEnd`, before
 * chunking; the groups rank below the start's (`startChunks.ts`) and leave the dependencies of
 * what they capture alone.
 */
export function closureChunks({ chunks, exclude, keepOut }: ClosureChunksOptions): Plugin {
  /** Group name → the module ids it captures. */
  let members = new Map<string, Set<string>>();
  return {
    name: 'bear-hub:closure-chunks',
    apply: browserBuildOnly,
    config: () =>
      chunkGroupsConfig(
        chunks.map((chunk) => ({
          name: chunk.name,
          priority: -1,
          test: (id: string) => members.get(chunk.name)?.has(id) ?? false,
          includeDependenciesRecursively: false,
        })),
      ),
    buildEnd() {
      const graph = moduleGraph(this, 'closureChunks');
      const find = (path: string) => graph.find(`/${path}`);
      const closure = graph.staticClosure;
      const excluded = new Set(exclude.flatMap((path) => [...closure(find(path))]));
      const keptOut = (id: string) =>
        isPackageModule(id) && (keepOut?.test(normalizeId(id)) ?? false);
      members = new Map(
        chunks.map((chunk) => {
          const root = find(chunk.root);
          const reached = [...closure(root, keptOut)].filter((id) => !excluded.has(id));
          const captured = new Set([root, ...reached.filter(isPackageModule)]);
          // An app module joins when it imports a captured module (or it would be a cycle), or
          // when every module importing it is captured or imports the root itself (no code
          // that goes without the chunk needs it); and so on until none is left.
          const candidates = reached.filter((id) => !captured.has(id));
          const importers = new Map(candidates.map((id) => [id, graph.importers(id)]));
          const reachesRoot = (id: string) => closure(id).has(root);
          for (let joined = true; joined;) {
            joined = false;
            for (const id of candidates) {
              if (captured.has(id)) continue;
              if (
                graph.importedIds(id).some((imported) => captured.has(imported)) ||
                importers
                  .get(id)!
                  .every((importer) => captured.has(importer) || reachesRoot(importer))
              ) {
                captured.add(id);
                joined = true;
              }
            }
          }
          return [chunk.name, captured];
        }),
      );
    },
  };
}
