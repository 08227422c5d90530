import type { Plugin } from 'vite';
import { browserBuildOnly, chunkGroupsConfig, moduleGraph } from './moduleGraph.ts';

export interface SharedChunkOptions {
  /** The chunk's name (`[name]` of its file). */
  name: string;
  /**
   * Lazily loaded modules of the app (paths from the project root) whose pages share code. One
   * root: the chunk is that module with what it alone needs of the code left (the closure minus
   * `exclude`'s), so a page part's small shared pieces travel in one file with it.
   */
  roots: readonly string[];
  /**
   * Modules whose static closure stays out (paths from the project root): the start, loaded
   * before any lazy chunk, and the roots of other chunk groups, so the shared chunk never holds
   * a module that one of those chunks imports (which would make the two chunks import each
   * other: a cycle whose first-evaluated side can call the other's functions before they exist).
   */
  exclude: readonly string[];
  /** The group's rank among rolldown's chunk groups (higher takes its modules first). */
  priority?: number;
}

/**
 * One chunk for the code every given page root imports statically (directly or through other
 * modules), app and packages alike. Left to the automatic splitting, that code is cut into one
 * chunk per set of lazy chunks sharing it (the home's staking section and /mint's screen share
 * the query layer, formatting, the history's lazy wrapper and a few selectors, each set also
 * shared with a different later chunk): about ten files of 0.1–2 KiB that both pages always
 * download together, each with its own import and export glue. Any module of the chunk is
 * needed by every root, so no page downloads code it would not have loaded; later chunks that
 * need one of them import this one, already there.
 */
export function sharedChunk({ name, roots, exclude, priority = -2 }: SharedChunkOptions): Plugin {
  let members = new Set<string>();
  return {
    name: 'bear-hub:shared-chunk',
    apply: browserBuildOnly,
    config: () =>
      chunkGroupsConfig([
        {
          name,
          // Below the start's and the closure chunks' groups: what they capture stays theirs.
          priority,
          test: (id: string) => members.has(id),
          includeDependenciesRecursively: false,
        },
      ]),
    buildEnd() {
      const graph = moduleGraph(this, 'sharedChunk');
      const closure = (path: string) => graph.staticClosure(graph.find(`/${path}`));
      const excluded = new Set(exclude.flatMap((path) => [...closure(path)]));
      const [first = new Set<string>(), ...others] = roots.map(closure);
      members = new Set(
        [...first].filter(
          (id) =>
            !excluded.has(id) &&
            (roots.length === 1 || !roots.some((root) => id.endsWith(`/${root}`))) &&
            others.every((set) => set.has(id)),
        ),
      );
    },
  };
}
