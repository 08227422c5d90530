/** Types of anvil.mjs, for the TypeScript end-to-end setup. */
export declare const PROJECT_ROOT: string;
export declare const LOCAL_CHAIN_DIR: string;
export declare const LOCAL_CHAIN_ID: number;
export declare const DEFAULT_ANVIL_PORT: number;
export declare const DEFAULT_ANVIL_HOST: string;
export declare const ANVIL_BINARY: string;

export interface AnvilInstance {
  rpcUrl: string;
  pid: number;
  readyMs: number;
  logFile: string;
  stop: () => Promise<void>;
  exited: Promise<number | string>;
}

export declare function anvilBinary(): string;
export declare function isPortTaken(port: number): boolean;
export declare function freePort(port: number): Promise<void>;
export declare function rpc(rpcUrl: string, method: string, params?: unknown[]): Promise<unknown>;
export declare function startAnvil(options?: {
  port?: number;
  host?: string;
  quiet?: boolean;
}): Promise<AnvilInstance>;
