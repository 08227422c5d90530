/** Types of indexer.mjs, for the TypeScript tests and benchmark. */
export declare const INDEXER_ROOT: string;
export declare const SCRATCH_DIR: string;
export declare function localIndexerDataDir(port: number): string;
export declare const DEFAULT_INDEXER_PORT: number;
/** An empty PGlite database to copy into a new data directory (undefined if none can be made). */
export declare function pgliteTemplate(): Promise<string | undefined>;
export declare const LOCAL_POLLING_INTERVAL_MS: number;
/** Where the indexer listens unless told (loopback). */
export declare const DEFAULT_INDEXER_HOST: string;
/** Ponder's command line, always with `--hostname`. */
export declare function ponderArgs(options: {
  command?: 'start' | 'serve';
  port: number;
  host?: string;
  schema?: string;
  viewsSchema?: string;
}): string[];

export interface RunningIndexer {
  url: string;
  pid: number;
  logFile: string;
  /** From spawn to the first 200 of /ready (start) or /health (serve). */
  readyMs: number;
  stop: () => Promise<void>;
  exited: Promise<number | string>;
}

export declare function startIndexer(options: {
  rpcUrl: string;
  port: number;
  host?: string;
  chainId?: number;
  command?: 'start' | 'serve';
  dataDir?: string;
  fresh?: boolean;
  ephemeral?: boolean;
  databaseUrl?: string;
  schema?: string;
  viewsSchema?: string;
  deploymentFile?: string;
  hubOrigins?: string;
  pollingIntervalMs?: number;
  logName?: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}): Promise<RunningIndexer>;
