/** Types of topology.mjs, for the TypeScript tests and benchmark. */
export declare const TOPOLOGY_DIR: string;
export declare const DEFAULT_TOPOLOGY_PORT: number;
export declare const READER_STATEMENT_TIMEOUT_MS: number;

export interface TopologyProcess {
  name: string;
  pid: number;
  port: number;
  log: string;
  /** A piece of its command line, checked before it is signalled. */
  match: string;
  stopSignal: NodeJS.Signals;
  grace?: number;
  /** How to tell it serves (isProcessReady). */
  ready?: { http?: string; rpc?: string; redis?: number; postgres?: number; bin?: string };
  /** How it was started, for startProcessAgain: the environment as changes from the starter's. */
  launch: {
    command: string;
    args: string[];
    cwd: string;
    env: { set: Record<string, string>; unset: string[] };
    user?: { uid: number; gid: number };
  };
}

export interface TopologyState {
  startedAt: string;
  /** nginx: the one origin the hub talks to. */
  origin: string;
  hubOrigins: string[];
  indexerUrl: string;
  signInUrl: string;
  rpcUrl: string;
  deploymentFile: string;
  blockTimeS: number;
  databaseUrl: string;
  redisUrl: string;
  writerUrl: string;
  /** The writer's own schema, and the views schema the readers read. */
  writerSchema: string;
  viewsSchema: string;
  nginxConf: string;
  readyMs: number;
  processes: TopologyProcess[];
}

export declare function renderNginxSite(values: Record<string, string>): string;

export declare function startTopology(options?: {
  dir?: string;
  port?: number;
  readers?: number;
  signIn?: number;
  blockTimeS?: number;
  hubOrigins?: string[];
  log?: (line: string) => void;
}): Promise<TopologyState>;

export declare function readTopology(dir?: string): TopologyState | undefined;
export declare function stopProcess(entry: TopologyProcess): Promise<boolean>;
export declare function isProcessReady(entry: TopologyProcess): Promise<boolean>;
/** Sends a signal to a recorded process and waits for its exit (false: it was not running). */
export declare function signalProcess(
  entry: TopologyProcess,
  signal: NodeJS.Signals,
  timeoutMs?: number,
): Promise<boolean>;
/** Starts a stopped process again as it was started; resolves once it is ready. */
export declare function startProcessAgain(options: {
  dir?: string;
  name: string;
  wait?: boolean;
  timeoutMs?: number;
}): Promise<TopologyProcess>;
/** `nginx -s reload`; resolves once only new workers run. */
export declare function reloadNginx(state: TopologyState, timeoutMs?: number): Promise<void>;
export declare function stopTopology(options?: {
  dir?: string;
  log?: (line: string) => void;
}): Promise<void>;
/** Blocks between the chain's head and the writer's indexed block (undefined if unreadable). */
export declare function indexerLag(state: TopologyState): Promise<number | undefined>;
