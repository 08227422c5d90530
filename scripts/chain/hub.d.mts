/** Types of hub.mjs, for the TypeScript end-to-end setup. */
export interface PreviewServer {
  url: string;
  pid: number;
  stop: () => Promise<void>;
  exited: Promise<number | string>;
}

export declare function buildHub(options: {
  rpcUrl: string;
  outDir?: string;
  logName?: string;
  env?: Record<string, string>;
}): Promise<{ ms: number }>;
export declare function findFreePort(): Promise<number>;
export declare function startPreview(options: {
  outDir?: string;
  port: number;
  host?: string;
  logName?: string;
}): Promise<PreviewServer>;
/** Where `npm start` builds and serves the hub, relative to the project root (gitignored, never `dist`). */
export declare const LOCAL_BUILD_DIR: string;
export declare function viteBuildArgs(options?: { outDir?: string }): string[];
export declare function vitePreviewArgs(options: {
  outDir?: string;
  port: number;
  host?: string;
}): string[];
