/** Types of signInServer.mjs, for the TypeScript tests and the load test. */
export interface SignInServer {
  url: string;
  pid: number;
  logFile: string;
  stop: () => Promise<void>;
  exited: Promise<number | string>;
}

export declare function startSignInServer(options: {
  port: number;
  env?: Record<string, string>;
  logName?: string;
}): Promise<SignInServer>;
