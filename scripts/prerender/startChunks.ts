import type { Plugin } from 'vite';
import {
  browserBuildOnly,
  chunkGroupsConfig,
  moduleGraph,
  normalizeId,
} from '../build/moduleGraph.ts';

/** The code `main.tsx` evaluates after the first paint, one step (a dynamic import) at a time. */
export interface StartSteps {
  /** The browser entry (`src/main.tsx`): what it imports statically stays in its own chunk. */
  entry: string;
  /** The boot module (`src/app/boot.tsx`): the last step, with everything it imports statically. */
  boot: string;
  /**
   * The steps before it, in order, each a chunk of its own: of the modules `boot` needs, those
   * matching `modules`; and `entry`, the module `main.tsx` imports for the step, if it is not one
   * of them.
   */
  steps: readonly { name: string; modules: readonly RegExp[]; entry?: string }[];
}

/**
 * The chunks of the app's start, and their preloading.
 *
 * 1. Chunks: everything `boot` needs (its static imports, transitively, minus what the entry
 *    already has) goes into a few chunks: one per step (e.g. react-dom, the router), the rest
 *    with `boot`; a package's modules that only lazy chunks use stay out of them. Left to the automatic splitting it was some fifteen files, many of a few hundred
 *    bytes (each module shared with a lazy chunk becomes a chunk of its own); every file is a
 *    request and a `<link rel="modulepreload">` the browser inserts on the main thread.
 * 2. Preloading: a dynamic import made by the entry of one of these chunks preloads all of them.
 *    Vite preloads, for each dynamic import, the files of that import only, so each step would
 *    wait for its own download; this way the first step downloads the whole start at once.
 *
 * The module graph is read at `buildEnd`, before chunking; the chunks at `generateBundle`, which
 * runs before Vite writes the preload lists (its own `generateBundle`, a post plugin, calls
 * `resolveDependencies`).
 */
export function startChunks({ entry, boot, steps }: StartSteps): Plugin {
  /** Module ids statically reachable from `boot` and not from the entry. */
  let startModules = new Set<string>();
  /** The start's chunks (file names), once the bundle is generated. */
  let startFiles = new Set<string>();
  let entryFiles = new Set<string>();
  const inStep = (id: string, modules: readonly RegExp[]) =>
    modules.some((pattern) => pattern.test(normalizeId(id)));
  return {
    name: 'bear-hub:start-chunks',
    apply: browserBuildOnly,
    config: () =>
      chunkGroupsConfig(
        [
          ...steps.map((step, index) => ({
            name: step.name,
            priority: steps.length + 1 - index,
            test: (id: string) =>
              (startModules.has(id) && inStep(id, step.modules)) ||
              (step.entry !== undefined && normalizeId(id).endsWith(step.entry)),
          })),
          {
            name: 'boot',
            priority: 0,
            test: (id: string) => startModules.has(id),
            // What the entry has stays there (its dependencies are the entry's, not the start's).
            includeDependenciesRecursively: false,
          },
        ],
        {
          modulePreload: {
            resolveDependencies: (file, deps, { hostId, hostType }) => {
              if (hostType !== 'js' || !entryFiles.has(hostId) || !startFiles.has(file))
                return deps;
              // The file imported first, then the rest; the entry chunk itself is loaded already.
              return [...new Set([file, ...deps, ...startFiles])].filter(
                (dep) => !entryFiles.has(dep),
              );
            },
          },
        },
      ),
    buildEnd() {
      const { find, staticClosure: closure } = moduleGraph(this, 'startChunks');
      const fromEntry = closure(find(entry));
      startModules = new Set([...closure(find(boot))].filter((id) => !fromEntry.has(id)));
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const files = new Set<string>();
      for (const chunk of chunks) {
        if (chunk.moduleIds.some((id) => startModules.has(id))) files.add(chunk.fileName);
      }
      startFiles = files;
      entryFiles = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
    },
  };
}
