import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** One round trip: count the request, start the window on the first, answer the count and TTL. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { current, redis.call('PTTL', KEYS[1]) }
`;

/** What the plugin really passes to `child`: the route's merged limit options. */
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The rate limiter's counters in Redis, shared by every instance. A count that Redis cannot
 * make is answered with `unavailable()` (the route then refuses the request): the limiter fails
 * closed, so an outage never lifts the limits.
 */
export function createRedisRateLimitStore(
  redis: Redis,
  unavailable: () => Error,
  nameSpace = 'rate:',
): FastifyRateLimitStoreCtor {
  class RedisRateLimitStore implements FastifyRateLimitStore {
    // The plugin constructs the store with its options, which this store does not need.
    constructor(
      _options: unknown,
      private readonly prefix = nameSpace,
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      redis.eval(INCREMENT, 1, `${this.prefix}${key}`, timeWindow).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl });
        },
        () => callback(unavailable()),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { method = '', url = '' } = (options as RouteLimitOptions).routeInfo ?? {};
      return new RedisRateLimitStore(undefined, `${this.prefix}${String(method)}${url}-`);
    }
  }
  return RedisRateLimitStore;
}
