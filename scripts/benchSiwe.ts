// `npm run bench:siwe`: a load test of the sign-in server on loopback, bounded in time. Starts a
// redis-server and two server instances sharing it (as behind a load balancer without sticky
// sessions: each sign-in takes its nonce from one instance and verifies on the other), then
// runs CONCURRENCY loops of GET /nonce → sign → POST /verify for BENCH_SIWE_SECONDS, and prints
// sign-ins per second, requests per second and latency percentiles. With
// BENCH_SIWE_OUTAGE_SECONDS > 0 it then stops Redis for that long while the loops keep asking for
// nonces (how fast each 503 comes), starts it again on the same port, and measures how long the
// instances take to serve again by themselves. Everything it started is stopped by pid. Not part
// of `npm test`.
//
// The client signs with anvil's test key #0 (an ordinary account: the server recovers it
// without asking a chain). Client and servers share this machine's CPUs.
import { setTimeout as sleep } from 'node:timers/promises';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { ANVIL_KEYS } from '../tests/server/support/accounts';
import { findFreePort } from './chain/hub.mjs';
import { startRedis } from './chain/redis.mjs';
import { startSignInServer, type SignInServer } from './chain/signInServer.mjs';

const SECONDS = Number(process.env.BENCH_SIWE_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_SIWE_CONCURRENCY ?? 16);
const INSTANCES = Number(process.env.BENCH_SIWE_INSTANCES ?? 2);
const OUTAGE_SECONDS = Number(process.env.BENCH_SIWE_OUTAGE_SECONDS ?? 0);
const RECOVERY_LIMIT_MS = 30_000;
const RECOVERY_POLL_MS = 10;
const HUB_ORIGIN = 'http://127.0.0.1:4173';
const HUB_DOMAIN = '127.0.0.1:4173';

const account = privateKeyToAccount(ANVIL_KEYS[0]);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function describe(name: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (value: number) => value.toFixed(1);
  return `${name}: p50 ${f(percentile(sorted, 50))} ms, p95 ${f(percentile(sorted, 95))} ms, p99 ${f(percentile(sorted, 99))} ms`;
}

/**
 * Stops Redis for OUTAGE_SECONDS while CONCURRENCY loops ask every instance for nonces, then
 * starts it again on the same port and waits until each instance serves a nonce again.
 */
async function outage(
  servers: SignInServer[],
  redisPort: number,
  stopRedis: () => Promise<void>,
  keep: (stop: () => Promise<void>) => void,
): Promise<boolean> {
  await stopRedis();
  const answerMs: number[] = [];
  const answers = new Map<string, number>();
  const deadline = performance.now() + OUTAGE_SECONDS * 1000;
  const loop = async (offset: number) => {
    for (let round = offset; performance.now() < deadline; round += 1) {
      const started = performance.now();
      const response = await fetch(`${servers[round % servers.length]!.url}/nonce`);
      const body = await response.text();
      answerMs.push(performance.now() - started);
      const code =
        response.status === 503 ? (JSON.parse(body) as { error: { code: string } }).error.code : '';
      const key = `${response.status}${code ? ` ${code}` : ''}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => loop(index)));
  console.log(
    `Redis stopped for ${OUTAGE_SECONDS} s: ${JSON.stringify(Object.fromEntries(answers))}`,
  );
  console.log(describe('GET /nonce with Redis stopped', answerMs));
  console.log(`metric: siwe_store_down_answer_max_ms ${Math.max(...answerMs).toFixed(1)}`);

  const redis = await startRedis({ port: redisPort });
  keep(redis.stop);
  const restarted = performance.now();
  const recoveryMs = await Promise.all(
    servers.map(async (server) => {
      while (performance.now() - restarted < RECOVERY_LIMIT_MS) {
        const response = await fetch(`${server.url}/nonce`);
        await response.arrayBuffer();
        if (response.ok) return performance.now() - restarted;
        await sleep(RECOVERY_POLL_MS);
      }
      return Number.POSITIVE_INFINITY;
    }),
  );
  const slowest = Math.max(...recoveryMs);
  console.log(
    `metric: siwe_store_recovery_ms ${slowest.toFixed(0)} (Redis answering → every instance serving)`,
  );
  return (
    [...answers.keys()].every((key) => key === '503 store_unavailable') &&
    slowest < RECOVERY_LIMIT_MS
  );
}

async function main(): Promise<void> {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = () => Promise.allSettled(stops.reverse().map((stop) => stop()));
  process.on('SIGINT', () => void stopAll().finally(() => process.exit(130)));
  try {
    const redisPort = Number(process.env.BENCH_SIWE_REDIS_PORT) || (await findFreePort());
    const redis = await startRedis({ port: redisPort });
    stops.push(redis.stop);
    const servers: SignInServer[] = [];
    const keyPrefix = `bench-${Date.now()}:`; // one prefix: the instances share nonces and sessions
    for (let index = 0; index < INSTANCES; index += 1) {
      const server = await startSignInServer({
        port: await findFreePort(),
        logName: `bench-siwe-${index}.log`,
        env: {
          SIWE_HUB_ORIGIN: HUB_ORIGIN,
          // Ordinary accounts are verified without a chain; the URL is never called here.
          SIWE_CHAINS: '31337=http://127.0.0.1:9',
          SIWE_COOKIE_SECRET: 'bench-cookie-key-0123456789abcdef0123',
          REDIS_URL: redis.url,
          SIWE_REDIS_PREFIX: keyPrefix,
          SIWE_RATE_LIMIT_NONCE_PER_MINUTE: '100000000',
          SIWE_RATE_LIMIT_VERIFY_PER_MINUTE: '100000000',
        },
      });
      stops.push(server.stop);
      servers.push(server);
    }
    console.log(
      `sign-in load test: ${INSTANCES} instance(s) on Redis ${redis.url}, ${CONCURRENCY} loops, ${SECONDS} s`,
    );

    const nonceMs: number[] = [];
    const verifyMs: number[] = [];
    const failures = new Map<string, number>();
    let signIns = 0;
    let loopIndex = 0;
    const deadline = performance.now() + SECONDS * 1000;
    const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);

    const loop = async (offset: number) => {
      let round = offset;
      while (performance.now() < deadline) {
        const nonceServer = servers[round % servers.length]!;
        const verifyServer = servers[(round + 1) % servers.length]!;
        round += 1;
        let started = performance.now();
        const nonceResponse = await fetch(`${nonceServer.url}/nonce`);
        const nonce = await nonceResponse.text();
        nonceMs.push(performance.now() - started);
        if (!nonceResponse.ok) {
          fail(`nonce ${nonceResponse.status}`);
          continue;
        }
        const message = createSiweMessage({
          domain: HUB_DOMAIN,
          uri: HUB_ORIGIN,
          address: account.address,
          chainId: 31337,
          nonce,
          issuedAt: new Date(),
          version: '1',
        });
        const signature = await account.signMessage({ message });
        started = performance.now();
        const verifyResponse = await fetch(`${verifyServer.url}/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: HUB_ORIGIN },
          body: JSON.stringify({ message, signature }),
        });
        await verifyResponse.arrayBuffer();
        verifyMs.push(performance.now() - started);
        if (verifyResponse.status === 200) signIns += 1;
        else fail(`verify ${verifyResponse.status}`);
      }
    };
    const startedAt = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, () => loop(loopIndex++)));
    const elapsedS = (performance.now() - startedAt) / 1000;

    const requests = nonceMs.length + verifyMs.length;
    console.log(`sign-ins completed: ${signIns} in ${elapsedS.toFixed(1)} s`);
    console.log(`metric: siwe_sign_ins_per_s ${(signIns / elapsedS).toFixed(0)}`);
    console.log(`metric: siwe_requests_per_s ${(requests / elapsedS).toFixed(0)} (nonce + verify)`);
    console.log(describe('GET /nonce', nonceMs));
    console.log(describe('POST /verify', verifyMs));
    console.log(
      failures.size === 0
        ? 'failures: none'
        : `failures: ${JSON.stringify(Object.fromEntries(failures))}`,
    );
    if (failures.size > 0 || signIns === 0) process.exitCode = 1;
    if (OUTAGE_SECONDS > 0) {
      const ok = await outage(servers, redisPort, redis.stop, (stop) => stops.push(stop));
      if (!ok) process.exitCode = 1;
    }
  } finally {
    await stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:siwe failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
