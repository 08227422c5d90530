import type { ConfigEnv, UserConfig } from 'vite';

/** A module id with forward slashes (ids carry the platform's separators). */
export const normalizeId = (id: string) => id.replace(/\\/g, '/');

/** What `moduleGraph` uses of a plugin's context (`this` in `buildEnd`). */
interface GraphContext {
  getModuleIds(): Iterable<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
  error(message: string): never;
}

/**
 * Reads the module graph of a build from a plugin's `buildEnd` (before chunking), for the
 * plugins that group modules into chunks of their own (`startChunks`, `closureChunks`).
 */
export function moduleGraph(context: GraphContext, plugin: string) {
  const ids = [...context.getModuleIds()];
  return {
    /** The module whose path ends with `suffix`; the build stops, naming `plugin`, if none does. */
    find(suffix: string): string {
      const id = ids.find((candidate) => normalizeId(candidate).endsWith(suffix));
      if (!id) context.error(`${plugin}: no module ${suffix}.`);
      return id;
    },
    /** The modules `id` imports statically (directly). */
    importedIds(id: string): readonly string[] {
      return context.getModuleInfo(id)?.importedIds ?? [];
    },
    /** The modules that import `id` statically (directly). */
    importers(id: string): readonly string[] {
      return ids.filter((candidate) =>
        (context.getModuleInfo(candidate)?.importedIds ?? []).includes(id),
      );
    },
    /** `root` and every module it imports statically, transitively, but for those `skip` names. */
    staticClosure(root: string, skip: (id: string) => boolean = () => false): Set<string> {
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id) || skip(id)) return;
        seen.add(id);
        for (const imported of context.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      visit(root);
      return seen;
    },
  };
}

/** A plugin's `apply`: the browser's production build only (not the dev server, not an SSR build). */
export const browserBuildOnly = (_config: UserConfig, env: ConfigEnv) =>
  env.command === 'build' && !env.isSsrBuild;

/** The Vite config of a plugin that adds chunk groups to rolldown's code splitting (and `build` options). */
export function chunkGroupsConfig<Group>(groups: Group[], build: UserConfig['build'] = {}) {
  return { build: { ...build, rolldownOptions: { output: { codeSplitting: { groups } } } } };
}
