/** Types of startChunks.mjs, for the TypeScript build plugins. */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export declare const START_CHUNK_NAMES: string[];
export declare function staticClosure(
  manifest: Manifest,
  key: string,
  seen?: Set<string>,
): Set<string>;
export declare function startOf(manifest: Manifest): {
  entryKey: string;
  startKeys: string[];
  hydrateKeys: string[];
};
