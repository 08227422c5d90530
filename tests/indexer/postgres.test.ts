// The production path: one `ponder start` writes to Postgres (its own schema, published as
// views in a stable one), a `ponder serve` instance answers the API from those views, and the
// writer resumes after a restart without duplicating a row. The writer's restart and the
// reader's start overlap: both mostly wait on Ponder's start-up.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEther } from 'viem';
import { findFreePort } from '../../scripts/chain/hub.mjs';
import { startIndexer, type RunningIndexer } from '../../scripts/chain/indexer.mjs';
import { abis, stake, startTestChain, type TestChain } from './support/chain';
import {
  HUB_ORIGIN,
  allActivity,
  caughtUp,
  eventually,
  expectPoolToMatchChain,
  get,
  type ErrorAnswer,
  type PoolAnswer,
} from './support/indexer';
import { startPostgres, type RunningPostgres } from './support/postgres';

/** The deployment's own schema, and the stable one the API instances read. */
const DEPLOYMENT_SCHEMA = 'bear_indexer_test_1';
const VIEWS_SCHEMA = 'bear_indexer';

let postgres: RunningPostgres;
let chain: TestChain;
let writer: RunningIndexer;
let reader: RunningIndexer;
/** The position opened while the writer was stopped. */
let openedWhileDown: Awaited<ReturnType<typeof stake>>;
const DOWNTIME_STAKER = 4;

const common = () => ({
  rpcUrl: chain.rpcUrl,
  databaseUrl: postgres.url,
  deploymentFile: chain.deploymentFile,
  hubOrigins: HUB_ORIGIN,
  pollingIntervalMs: 100,
});

async function startWriter() {
  const port = await findFreePort();
  return startIndexer({
    ...common(),
    port,
    schema: DEPLOYMENT_SCHEMA,
    viewsSchema: VIEWS_SCHEMA,
    logName: `indexer-test-pg-writer-${port}.log`,
  });
}

async function startReader() {
  const port = await findFreePort();
  return startIndexer({
    ...common(),
    command: 'serve',
    port,
    schema: VIEWS_SCHEMA,
    logName: `indexer-test-pg-reader-${port}.log`,
  });
}

beforeAll(async () => {
  [postgres, chain] = await Promise.all([startPostgres(), startTestChain()]);
  // Ready: the deployment's events are indexed (all in its backfill); then it stops.
  writer = await startWriter();
  await writer.stop();
  // Events while it is down; then it restarts, and a reader starts beside it.
  openedWhileDown = await stake(chain, chain.accounts[DOWNTIME_STAKER]!, parseEther('300'), 2);
  [writer, reader] = await Promise.all([startWriter(), startReader()]);
}, 240_000);

afterAll(async () => {
  await Promise.allSettled([reader?.stop(), writer?.stop()]);
  await Promise.allSettled([postgres?.stop(), chain?.stop()]);
});

describe('indexer on Postgres', () => {
  it('behavior: a `ponder serve` instance answers from what the indexer writes, as it writes it', async () => {
    await caughtUp(writer.url, chain);
    const account = chain.accounts[2]!;
    const written = await allActivity(writer.url, account);
    expect(written.length).toBeGreaterThan(0);
    expect(await allActivity(reader.url, account)).toEqual(written);
    expect((await get<PoolAnswer>(reader.url, '/pool')).body).toEqual(
      (await get<PoolAnswer>(writer.url, '/pool')).body,
    );

    // A new position reaches the reader through the views, with no restart.
    const staker = chain.accounts[1]!;
    const amount = parseEther('250');
    const staked = await stake(chain, staker, amount, 3);
    const seen = await eventually(
      () => allActivity(reader.url, staker),
      (items) => items.some((item) => item.kind === 'stake'),
      'the reader shows the new stake',
    );
    expect(seen[0]).toMatchObject({
      kind: 'stake',
      positionId: staked.id.toString(),
      amount: amount.toString(),
      tier: 3,
    });

    // What changed, as the writer indexed it (the reader's views include Ponder's checkpoint).
    const changes = await eventually(
      () => get<{ blockNumber: number; staking: number; chainId: number }>(reader.url, '/changes'),
      (answer) => answer.body.staking === Number(staked.receipt.blockNumber),
      'the reader names the stake’s block',
    );
    expect(changes.body.chainId).toBe(31337);
    expect(changes.body.blockNumber).toBeGreaterThanOrEqual(Number(staked.receipt.blockNumber));

    // The same app: the same refusals and origins.
    const refused = await get<ErrorAnswer>(reader.url, '/activity/0x12?limit=5');
    expect([refused.status, refused.body.error.code]).toEqual([400, 'invalid_account']);
    const foreign = await get(reader.url, `/activity/${staker}`, { origin: 'http://evil.test' });
    expect(foreign.status).toBe(403);
    expect((await fetch(`${reader.url}/ready`)).status).toBe(200);
  });

  it('behavior: an account’s rewards and closed positions read the same from a `ponder serve` instance as from the writer', async () => {
    const account = chain.accounts[1]!;
    const { bearStaking } = chain.deployment;
    const opened = await stake(chain, account, parseEther('100'), 0);
    // Past the flexible tier's one-day hold; the unstake pays what accrued.
    await chain.rpc('evm_increaseTime', [86_400 + 60]);
    await chain.rpc('evm_mine');
    await chain.send(account, {
      address: bearStaking,
      abi: abis.bearStaking,
      functionName: 'unstake',
      args: [opened.id],
    });
    type Closed = { items: { positionId: string; earned: string }[] };
    const closed = await eventually(
      () => get<Closed>(reader.url, `/positions/${account}/closed`),
      (answer) => answer.body.items[0]?.positionId === opened.id.toString(),
      'the reader lists the closed position',
    );
    await caughtUp(writer.url, chain);
    expect((await get<Closed>(writer.url, `/positions/${account}/closed`)).body).toEqual(
      closed.body,
    );
    const paid = await chain.client.getContractEvents({
      address: bearStaking,
      abi: abis.bearStaking,
      eventName: 'RewardsClaimed',
      args: { holder: account },
      fromBlock: 0n,
    });
    const rewards = await get(reader.url, `/rewards/${account}`);
    expect(rewards.body).toEqual({
      claimed: paid.reduce((sum, event) => sum + event.args.amount!, 0n).toString(),
      claims: paid.length,
      closedEarned: closed.body.items[0]!.earned,
      closedPositions: 1,
    });
    expect((await get(writer.url, `/rewards/${account}`)).body).toEqual(rewards.body);
  });

  it('behavior: a restarted writer resumes where it stopped, without duplicates', async () => {
    await caughtUp(writer.url, chain);
    // Resumed from its own tables, not indexed again from scratch.
    const log = readFileSync(writer.logFile, 'utf8');
    expect(log).toContain('Detected crash recovery');
    expect(log).not.toContain('Created database tables');

    const account = chain.accounts[DOWNTIME_STAKER]!;
    const staked = await chain.client.getContractEvents({
      address: chain.deployment.bearStaking,
      abi: abis.bearStaking,
      eventName: 'Staked',
      args: { holder: account },
      fromBlock: 0n,
    });
    for (const api of [writer.url, reader.url]) {
      const activity = await allActivity(api, account);
      const stakes = activity.filter((item) => item.kind === 'stake');
      expect(stakes.map((item) => item.positionId).sort()).toEqual(
        staked.map((event) => event.args.id!.toString()).sort(),
      );
      expect(stakes[0]).toMatchObject({ positionId: openedWhileDown.id.toString() });
      expect(new Set(activity.map((item) => item.id)).size).toBe(activity.length);
      await expectPoolToMatchChain(api, chain);
    }
  });
});
