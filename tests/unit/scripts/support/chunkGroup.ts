import type { Plugin } from 'vite';

/** A module graph: each module id and the ids it imports statically. */
export type ModuleGraph = Record<string, string[]>;

/**
 * The membership test of the (first) chunk group a build plugin adds, after the plugin read
 * `graph` at `buildEnd`, as rolldown would ask it during chunking.
 */
export function chunkGroupMembers(plugin: Plugin, graph: ModuleGraph): (id: string) => boolean {
  const config = (
    plugin.config as unknown as () => {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: { test: (id: string) => boolean }[] } };
        };
      };
    }
  )();
  const context = {
    getModuleIds: () => Object.keys(graph),
    getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id]! } : null),
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  (plugin.buildEnd as unknown as (this: typeof context) => void).call(context);
  const [group] = config.build.rolldownOptions.output.codeSplitting.groups;
  return (id) => group!.test(id);
}
