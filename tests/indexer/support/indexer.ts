// Starting the indexer against a test chain and reading its API.
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort } from '../../../scripts/chain/hub.mjs';
import { startIndexer, type RunningIndexer } from '../../../scripts/chain/indexer.mjs';
import { expect } from 'vitest';
import { abis, type TestChain } from './chain';

/** The only origin the test indexers serve (INDEXER_HUB_ORIGINS). */
export const HUB_ORIGIN = 'http://hub.test';
/** Ponder's floor: the tests wait on the live sync, so it polls as often as it may. */
const POLLING_INTERVAL_MS = 100;
const CATCH_UP_TIMEOUT_MS = 60_000;
const WAIT_POLL_MS = 100;

/** An indexer on PGlite in the chain's work directory (`pglite` unless named). */
export async function startPgliteIndexer(
  chain: TestChain,
  { dataDir = join(chain.workDir, 'pglite'), fresh = true } = {},
): Promise<RunningIndexer> {
  const port = await findFreePort();
  return startIndexer({
    rpcUrl: chain.rpcUrl,
    port,
    dataDir,
    fresh,
    deploymentFile: chain.deploymentFile,
    hubOrigins: HUB_ORIGIN,
    pollingIntervalMs: POLLING_INTERVAL_MS,
    logName: `indexer-test-${port}.log`,
  });
}

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** GET a path of the API; the body parsed as JSON. */
export async function get<T = unknown>(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

/** The block Ponder has indexed up to (its /status). */
async function indexedBlock(baseUrl: string): Promise<number> {
  const status = await get<Record<string, { block?: { number: number } }>>(baseUrl, '/status');
  return Object.values(status.body)[0]?.block?.number ?? -1;
}

/** Resolves once the indexer has indexed the chain's current head. */
export async function caughtUp(baseUrl: string, chain: TestChain): Promise<number> {
  const head = Number(await chain.client.getBlockNumber({ cacheTime: 0 }));
  const deadline = Date.now() + CATCH_UP_TIMEOUT_MS;
  for (;;) {
    const block = await indexedBlock(baseUrl);
    if (block >= head) return head;
    if (Date.now() > deadline) {
      throw new Error(
        `the indexer is at block ${block} after ${CATCH_UP_TIMEOUT_MS} ms; head ${head}`,
      );
    }
    await sleep(WAIT_POLL_MS);
  }
}

/** Polls `read` until `done` holds for its value; returns that value. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
): Promise<T> {
  const deadline = Date.now() + CATCH_UP_TIMEOUT_MS;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(
        `${what}: still not so after ${CATCH_UP_TIMEOUT_MS} ms; last ${JSON.stringify(value)}`,
      );
    }
    await sleep(WAIT_POLL_MS);
  }
}

// ---- the API's shapes (as indexer/README.md gives them) -------------------------------------

export interface EventPlace {
  id: string;
  blockNumber: number;
  logIndex: number;
  timestamp: number;
  transactionHash: `0x${string}`;
}

export type ActivityItem = EventPlace & { account: string } & (
    | {
        kind: 'stake';
        positionId: string;
        amount: string;
        tier: number;
        aprBps: number;
        lockSeconds: number;
        unlocksAt: number;
        reward: string;
      }
    | { kind: 'claim'; positionId: string; amount: string }
    | {
        kind: 'unstake';
        positionId: string;
        amount: string;
        rewardPaid: string;
        rewardReleased: string;
      }
    | { kind: 'mint'; firstTokenId: string; quantity: number; tokenIds: string[] }
  );

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface PoolTotals {
  totalDeposited: string;
  totalLocked: string;
  rewardPool: string;
  rewardsReserved: string;
  rewardsFunded: string;
  rewardsPaid: string;
  openPositions: number;
}

export interface PoolAnswer {
  totals: (PoolTotals & { address: string; blockNumber: number; timestamp: number }) | null;
  tiers: { tier: number; aprBps: number; since: EventPlace }[];
}

export interface ErrorAnswer {
  error: { code: string; message: string };
}

/** Every page of an account's activity, following nextCursor. */
export async function allActivity(
  baseUrl: string,
  account: string,
  limit = 100,
): Promise<ActivityItem[]> {
  const items: ActivityItem[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const { body }: Answer<Page<ActivityItem>> = await get(
      baseUrl,
      `/activity/${account}?${query}`,
    );
    items.push(...body.items);
    cursor = body.nextCursor;
  } while (cursor);
  return items;
}

/** The pool's totals as the API gives them equal the contract's stats() at the same block. */
export async function expectPoolToMatchChain(baseUrl: string, chain: TestChain) {
  const { body } = await get<PoolAnswer>(baseUrl, '/pool');
  expect(body.totals).not.toBeNull();
  const stats = await chain.client.readContract({
    address: chain.deployment.bearStaking,
    abi: abis.bearStaking,
    functionName: 'stats',
    blockNumber: BigInt(body.totals!.blockNumber),
  });
  expect(body.totals).toMatchObject({
    totalDeposited: stats.totalDeposited.toString(),
    totalLocked: stats.totalLocked.toString(),
    rewardPool: stats.rewardPool.toString(),
    rewardsReserved: stats.rewardsReserved.toString(),
    rewardsFunded: stats.rewardsFunded.toString(),
    rewardsPaid: stats.rewardsPaid.toString(),
    openPositions: Number(stats.openPositions),
  });
  return body;
}
