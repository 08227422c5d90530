/** Types of redis.mjs, for the TypeScript tests. */
export interface RedisInstance {
  url: string;
  pid: number;
  logFile: string;
  stop: () => Promise<void>;
}

export declare function hasRedisServer(): boolean;
export declare function startRedis(options: {
  port: number;
  host?: string;
}): Promise<RedisInstance>;
