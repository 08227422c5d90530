// The indexer on its embedded database (PGlite), as `npm start` runs it: events on anvil
// become rows and API answers, a reorg rewinds them, and bad queries and foreign origins are
// refused. (A restart is tested on Postgres, where production restarts: postgres.test.ts.)
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEther } from 'viem';
import type { RunningIndexer } from '../../scripts/chain/indexer.mjs';
import { DEMO_MINTS, DEMO_POSITIONS, DEMO_STAKING } from '../../scripts/contracts/deploy.mjs';
import {
  BLOCKS_BEFORE_DEPLOYMENT,
  abis,
  stake,
  startTestChain,
  type TestChain,
} from './support/chain';
import {
  HUB_ORIGIN,
  allActivity,
  caughtUp,
  eventually,
  expectPoolToMatchChain,
  get,
  startPgliteIndexer,
  type ActivityItem,
  type Answer,
  type ErrorAnswer,
  type EventPlace,
  type Page,
  type PoolAnswer,
  type PoolTotals,
} from './support/indexer';

const DAY_S = 86_400;
const FLEXIBLE = 0;

let chain: TestChain;
let indexer: RunningIndexer;

beforeAll(async () => {
  chain = await startTestChain();
  indexer = await startPgliteIndexer(chain);
  await caughtUp(indexer.url, chain);
}, 180_000);

afterAll(async () => {
  await indexer?.stop();
  await chain?.stop();
});

describe('indexer on PGlite', () => {
  it('behavior: it reads the chain from the deployment’s first block, as the record gives it', () => {
    const blocks = Object.values(chain.deployment.contracts).map((entry) => entry.blockNumber!);
    const first = Math.min(...blocks);
    // The deployment's first transaction follows the blocks mined before it.
    expect(first).toBe(BLOCKS_BEFORE_DEPLOYMENT + 1);
    const started = /Started backfill indexing .*block_range=\[(\d+),/.exec(
      readFileSync(indexer.logFile, 'utf8'),
    );
    expect(Number(started?.[1])).toBe(first);
  });

  it('behavior: the deployment’s mints, stakes, tier APRs and reward funding are rows', async () => {
    const account = chain.accounts[2]!;
    const activity = await allActivity(indexer.url, account);
    const positions = DEMO_POSITIONS.filter(([index]) => index === 2);
    const [, minted] = DEMO_MINTS.find(([index]) => index === 2)!;
    expect(activity.map((item) => item.kind).sort()).toEqual(
      [...positions.map(() => 'stake'), 'mint'].sort(),
    );
    const stakes = activity.filter((item) => item.kind === 'stake');
    // Newest first: the last position opened comes first.
    expect(stakes.map((item) => [item.amount, item.tier])).toEqual(
      positions.map(([, amount, tier]) => [amount.toString(), tier]).reverse(),
    );
    const mint = activity.find((item) => item.kind === 'mint');
    expect(mint).toMatchObject({ quantity: Number(minted), account: account.toLowerCase() });

    const bears = await get<Page<{ tokenId: string }>>(indexer.url, '/collection/mints');
    const total = DEMO_MINTS.reduce((sum, [, quantity]) => sum + Number(quantity), 0);
    expect(bears.body.items.map((item) => item.tokenId)).toEqual(
      Array.from({ length: total }, (_, index) => String(total - index)),
    );

    const aprs = await get<Page<{ tier: number; aprBps: number }>>(
      indexer.url,
      '/pool/apr-changes',
    );
    expect(aprs.body.items.map(({ tier, aprBps }) => [tier, aprBps])).toEqual(
      DEMO_STAKING.aprBps.map((aprBps, tier) => [tier, aprBps]),
    );
    const pool = await expectPoolToMatchChain(indexer.url, chain);
    expect(pool.totals!.rewardsFunded).toBe(DEMO_STAKING.rewardPool.toString());
  });

  it('behavior: a stake, a claim, an unstake, a mint and an APR change become rows', async () => {
    const account = chain.accounts[1]!;
    const owner = chain.accounts[0]!;
    const { bearNft, bearStaking } = chain.deployment;
    const amount = parseEther('1000');
    const opened = await stake(chain, account, amount, FLEXIBLE);
    // Past the flexible tier's one-day hold, into another UTC day.
    await chain.rpc('evm_increaseTime', [2 * DAY_S]);
    await chain.rpc('evm_mine');
    const claimed = await chain.send(account, {
      address: bearStaking,
      abi: abis.bearStaking,
      functionName: 'claim',
      args: [opened.id],
    });
    const closed = await chain.send(account, {
      address: bearStaking,
      abi: abis.bearStaking,
      functionName: 'unstake',
      args: [opened.id],
    });
    const price = await chain.client.readContract({
      address: bearNft,
      abi: abis.bearNft,
      functionName: 'price',
    });
    const minted = await chain.send(account, {
      address: bearNft,
      abi: abis.bearNft,
      functionName: 'mint',
      args: [2n],
      value: price * 2n,
    });
    const aprSet = await chain.send(owner, {
      address: bearStaking,
      abi: abis.bearStaking,
      functionName: 'setTierApr',
      args: [2, 1_000],
    });
    await caughtUp(indexer.url, chain);

    const claimsPaid = [...claimed.events, ...closed.events].flatMap((event) =>
      event.eventName === 'RewardsClaimed' ? [event.args.amount.toString()] : [],
    );
    const unstaked = closed.events.find((event) => event.eventName === 'Unstaked');
    const bears = minted.events.find((event) => event.eventName === 'BearsMinted');
    if (unstaked?.eventName !== 'Unstaked' || bears?.eventName !== 'BearsMinted') {
      throw new Error('the chain did not emit Unstaked and BearsMinted');
    }
    const activity = await allActivity(indexer.url, account);
    expect(activity.map((item) => item.kind)).toEqual([
      'mint',
      'unstake',
      ...claimsPaid.map(() => 'claim'),
      'stake',
    ]);
    const [mint, unstake, ...rest] = activity;
    const claims = rest.slice(0, -1);
    const staked = rest.at(-1)!;
    expect(staked).toMatchObject({
      kind: 'stake',
      positionId: opened.id.toString(),
      amount: amount.toString(),
      tier: FLEXIBLE,
      lockSeconds: 0,
      reward: opened.reward.toString(),
      transactionHash: opened.receipt.transactionHash,
      blockNumber: Number(opened.receipt.blockNumber),
    });
    // Newest first: the unstake's own claim, then the explicit one.
    expect(claims.map((item) => item.kind === 'claim' && item.amount)).toEqual(
      [...claimsPaid].reverse(),
    );
    expect(unstake).toMatchObject({
      kind: 'unstake',
      positionId: opened.id.toString(),
      amount: amount.toString(),
      rewardPaid: unstaked.args.rewardPaid.toString(),
      rewardReleased: unstaked.args.rewardReleased.toString(),
      transactionHash: closed.receipt.transactionHash,
    });
    expect(mint).toMatchObject({
      kind: 'mint',
      quantity: 2,
      firstTokenId: bears.args.firstTokenId.toString(),
      tokenIds: [bears.args.firstTokenId, bears.args.firstTokenId + 1n].map(String),
      transactionHash: minted.receipt.transactionHash,
    });

    const aprs = await get<Page<{ tier: number; aprBps: number; transactionHash: string }>>(
      indexer.url,
      '/pool/apr-changes',
    );
    expect(aprs.body.items.at(-1)).toMatchObject({
      tier: 2,
      aprBps: 1_000,
      transactionHash: aprSet.receipt.transactionHash,
    });
    const pool = await expectPoolToMatchChain(indexer.url, chain);
    expect(pool.tiers.find((tier) => tier.tier === 2)?.aprBps).toBe(1_000);

    // The per-block series at the unstake's block: the contract's totals at that block.
    const closedBlock = closed.receipt.blockNumber;
    const blocks = await get<Page<PoolTotals & { blockNumber: number }>>(
      indexer.url,
      `/pool/blocks?from=${closedBlock}&limit=1`,
    );
    const atClose = await chain.client.readContract({
      address: bearStaking,
      abi: abis.bearStaking,
      functionName: 'stats',
      blockNumber: closedBlock,
    });
    expect(blocks.body.items[0]).toMatchObject({
      blockNumber: Number(closedBlock),
      totalDeposited: atClose.totalDeposited.toString(),
      rewardPool: atClose.rewardPool.toString(),
      openPositions: Number(atClose.openPositions),
    });
    const collection = await get<Page<{ totalMinted: number }>>(indexer.url, '/collection/daily');
    expect(collection.body.items.at(-1)?.totalMinted).toBe(Number(bears.args.firstTokenId) + 1);

    // Two UTC days with staking events: the deployment's and the one two days later.
    const daily = await get<
      Page<{ day: string; stakes: number; unstakes: number; claims: number }>
    >(indexer.url, '/pool/daily');
    expect(daily.body.items.length).toBeGreaterThanOrEqual(2);
    const today = daily.body.items.at(-1)!;
    expect(today).toMatchObject({ unstakes: 1, claims: claimsPaid.length });
    const closedAt = (await chain.client.getBlock({ blockNumber: closed.receipt.blockNumber }))
      .timestamp;
    expect(today.day).toBe(new Date(Number(closedAt) * 1000).toISOString().slice(0, 10));
  });

  it('behavior: activity pages follow nextCursor without a gap or a repeat', async () => {
    const account = chain.accounts[1]!;
    const whole = await allActivity(indexer.url, account, 100);
    const paged = await allActivity(indexer.url, account, 2);
    expect(paged.map((item) => item.id)).toEqual(whole.map((item) => item.id));
    const first = await get<Page<ActivityItem>>(indexer.url, `/activity/${account}?limit=2`);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.nextCursor).toBe(first.body.items[1]!.id);
  });

  it('behavior: an account’s closed positions, the latest closed first, and its rewards: paid as its claims, earned as its closed positions paid', async () => {
    const account = chain.accounts[1]!;
    const { bearStaking } = chain.deployment;
    const first = await stake(chain, account, parseEther('100'), FLEXIBLE);
    const second = await stake(chain, account, parseEther('300'), FLEXIBLE);
    // Past the flexible tier's one-day hold; a claim on the second, then both closed.
    await chain.rpc('evm_increaseTime', [DAY_S + 60]);
    await chain.rpc('evm_mine');
    const call = (functionName: 'claim' | 'unstake', id: bigint) =>
      chain.send(account, {
        address: bearStaking,
        abi: abis.bearStaking,
        functionName,
        args: [id],
      });
    await call('claim', second.id);
    await call('unstake', second.id);
    await call('unstake', first.id);
    await caughtUp(indexer.url, chain);

    const read = { address: bearStaking, abi: abis.bearStaking, fromBlock: 0n } as const;
    const [staked, unstaked, claims] = await Promise.all([
      chain.client.getContractEvents({ ...read, eventName: 'Staked', args: { holder: account } }),
      chain.client.getContractEvents({ ...read, eventName: 'Unstaked', args: { holder: account } }),
      chain.client.getContractEvents({
        ...read,
        eventName: 'RewardsClaimed',
        args: { holder: account },
      }),
    ]);
    type Closed = EventPlace & {
      positionId: string;
      amount: string;
      tier: number;
      aprBps: number;
      startedAt: number;
      reward: string;
      rewardReleased: string;
      earned: string;
    };
    const closed: Closed[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const answer: Answer<Page<Closed>> = await get(
        indexer.url,
        `/positions/${account}/closed?${query}`,
      );
      closed.push(...answer.body.items);
      cursor = answer.body.nextCursor;
    } while (cursor);
    // The latest closed first, one per Unstaked, each with its stake and what it paid in all.
    expect(closed.map((item) => item.positionId)).toEqual(
      [...unstaked].reverse().map((event) => event.args.id!.toString()),
    );
    expect(closed.slice(0, 2).map((item) => item.positionId)).toEqual(
      [first.id, second.id].map(String),
    );
    for (const item of closed) {
      const opened = staked.find((event) => event.args.id!.toString() === item.positionId)!;
      const close = unstaked.find((event) => event.args.id!.toString() === item.positionId)!;
      const block = await chain.client.getBlock({ blockNumber: opened.blockNumber });
      const paid = claims
        .filter((event) => event.args.id === close.args.id)
        .reduce((sum, event) => sum + event.args.amount!, 0n);
      expect(item).toMatchObject({
        amount: opened.args.amount!.toString(),
        tier: opened.args.tier,
        aprBps: opened.args.aprBps,
        startedAt: Number(block.timestamp),
        reward: opened.args.reward!.toString(),
        rewardReleased: close.args.rewardReleased!.toString(),
        transactionHash: close.transactionHash,
      });
      // A closed position has paid what it earned: its claims sum to its reservation less the
      // part its close released.
      expect(item.earned).toBe(paid.toString());
    }

    type Rewards = {
      claimed: string;
      claims: number;
      closedEarned: string;
      closedPositions: number;
    };
    const rewards = await get<Rewards>(indexer.url, `/rewards/${account}`);
    expect(rewards.status).toBe(200);
    expect(rewards.body).toEqual({
      claimed: claims.reduce((sum, event) => sum + event.args.amount!, 0n).toString(),
      claims: claims.length,
      closedEarned: closed.reduce((sum, item) => sum + BigInt(item.earned), 0n).toString(),
      closedPositions: closed.length,
    });
    // An account that never staked: nothing paid, nothing closed.
    const none = await get<Rewards>(indexer.url, `/rewards/${chain.accounts[7]}`);
    expect(none.body).toEqual({ claimed: '0', claims: 0, closedEarned: '0', closedPositions: 0 });
  });

  it('behavior: an account’s token transfers, in and out, are listed newest first', async () => {
    const account = chain.accounts[1]!;
    const [sent, received] = await Promise.all(
      (['from', 'to'] as const).map((side) =>
        chain.client.getContractEvents({
          address: chain.deployment.bearToken,
          abi: abis.bearToken,
          eventName: 'Transfer',
          args: { [side]: account },
          fromBlock: 0n,
        }),
      ),
    );
    const expected = [...sent!, ...received!]
      .sort((a, b) => Number(b.blockNumber - a.blockNumber) || b.logIndex - a.logIndex)
      .map((event) => `${event.blockNumber}.${event.logIndex}`);
    const listed: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const answer: Awaited<ReturnType<typeof get<Page<{ id: string; amount: string }>>>> =
        await get(indexer.url, `/token/transfers/${account}?${query}`);
      listed.push(...answer.body.items.map((item) => item.id));
      cursor = answer.body.nextCursor;
    } while (cursor);
    expect(listed).toEqual(expected);
    expect(expected.length).toBeGreaterThanOrEqual(4);
  });

  it('behavior: /changes names the indexed block and moves a part’s block only when it changes', async () => {
    const account = chain.accounts[4]!;
    const other = chain.accounts[0]!;
    await caughtUp(indexer.url, chain);
    type Changes = {
      chainId: number;
      blockNumber: number;
      staking: number | null;
      collection: number | null;
      account?: number | null;
    };
    const read = async (query = '') => (await get<Changes>(indexer.url, `/changes${query}`)).body;
    const before = await read(`?account=${account}`);
    expect(before.chainId).toBe(31337);
    expect(before.blockNumber).toBe(Number(await chain.client.getBlockNumber({ cacheTime: 0 })));
    expect(before.staking).toBeGreaterThan(0);
    expect(before.collection).toBeGreaterThan(0);
    expect(before).toHaveProperty('account');

    // Another account's stake moves the staking block, not this account's.
    const opened = await stake(chain, other, parseEther('10'), FLEXIBLE);
    const afterOther = await eventually(
      () => read(`?account=${account}`),
      (changes) => changes.blockNumber >= Number(opened.receipt.blockNumber),
      'the stake is indexed',
    );
    expect(afterOther.staking).toBe(Number(opened.receipt.blockNumber));
    expect(afterOther.account).toBe(before.account);
    expect(afterOther.collection).toBe(before.collection);

    // Blocks without events move the indexed block only.
    await chain.rpc('anvil_mine', ['0x2']);
    const quiet = await eventually(
      () => read(),
      (changes) => changes.blockNumber >= afterOther.blockNumber + 2,
      'the empty blocks are indexed',
    );
    expect([quiet.staking, quiet.collection]).toEqual([afterOther.staking, afterOther.collection]);
    expect('account' in quiet).toBe(false);

    const own = await stake(chain, account, parseEther('10'), FLEXIBLE);
    const afterOwn = await eventually(
      () => read(`?account=${account}`),
      (changes) => changes.account !== before.account,
      'the account’s stake is indexed',
    );
    expect(afterOwn.account).toBe(Number(own.receipt.blockNumber));
  });

  it('behavior: a series never has more points than asked, and keeps the first and the last', async () => {
    type Point = { blockNumber: number; timestamp: number; totalDeposited: string };
    await caughtUp(indexer.url, chain);
    const all = await get<{ items: Point[] }>(indexer.url, '/pool/series?points=1000');
    const blocks = await get<{ items: Point[] }>(indexer.url, '/pool/blocks?limit=1000');
    // While every block fits, the series is the blocks themselves.
    expect(all.body.items).toEqual(
      blocks.body.items.map(({ blockNumber, timestamp, totalDeposited }) =>
        expect.objectContaining({ blockNumber, timestamp, totalDeposited }),
      ),
    );
    expect(all.body.items.length).toBeGreaterThan(3);
    const few = (await get<{ items: Point[] }>(indexer.url, '/pool/series?points=2')).body.items;
    expect(few.length).toBeLessThanOrEqual(2);
    expect(few.at(-1)).toEqual(all.body.items.at(-1));
    const stamps = few.map((point) => point.timestamp);
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));

    type Minted = { timestamp: number; totalMinted: number };
    const minted = (await get<{ items: Minted[] }>(indexer.url, '/collection/series')).body.items;
    const mints = await get<{ items: { tokenId: string }[] }>(
      indexer.url,
      '/collection/mints?limit=100',
    );
    expect(minted.at(-1)!.totalMinted).toBe(mints.body.items.length);
    const twoPoints = (await get<{ items: Minted[] }>(indexer.url, '/collection/series?points=2'))
      .body.items;
    expect(twoPoints.length).toBeLessThanOrEqual(2);
    expect(twoPoints.at(-1)!.totalMinted).toBe(mints.body.items.length);
    const bad = await get<ErrorAnswer>(indexer.url, '/pool/series?points=1');
    expect([bad.status, bad.body.error.code]).toEqual([400, 'invalid_points']);
  });

  it('behavior: a read carries a validator and a short shared lifetime; a match is a 304', async () => {
    const first = await fetch(`${indexer.url}/pool/series`);
    const tag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(tag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=1');
    await first.text();
    const again = await fetch(`${indexer.url}/pool/series`, { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const refused = await fetch(`${indexer.url}/pool/series?points=0`);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('behavior: a bad query is a 400 with a JSON reason', async () => {
    const account = chain.accounts[1]!;
    // The checksum's case flipped on one letter.
    const badChecksum = account.replace(/[a-f]/, (letter) => letter.toUpperCase());
    const refusals: [string, string][] = [
      ['/activity/0x1234', 'invalid_account'],
      [`/activity/${badChecksum}`, 'invalid_account'],
      [`/activity/${account}?limit=0`, 'invalid_limit'],
      [`/activity/${account}?limit=101`, 'invalid_limit'],
      [`/activity/${account}?limit=ten`, 'invalid_limit'],
      [`/activity/${account}?cursor=yesterday`, 'invalid_cursor'],
      [`/activity/${account}?page=2`, 'unknown_parameter'],
      ['/pool/blocks?from=-1', 'invalid_from'],
      ['/pool/blocks?limit=1001', 'invalid_limit'],
      ['/pool/daily?from=2026-02-31', 'invalid_day'],
      ['/collection/mints?cursor=0x1', 'invalid_cursor'],
      ['/rewards/0x1234', 'invalid_account'],
      [`/rewards/${account}?limit=5`, 'unknown_parameter'],
      [`/positions/${account}/closed?limit=101`, 'invalid_limit'],
      [`/positions/${account}/closed?cursor=7`, 'invalid_cursor'],
    ];
    for (const [path, code] of refusals) {
      const answer = await get<ErrorAnswer>(indexer.url, path);
      expect([path, answer.status, answer.body.error.code]).toEqual([path, 400, code]);
      expect(answer.body.error.message.length).toBeGreaterThan(10);
    }
    const unknown = await get<ErrorAnswer>(indexer.url, '/positions');
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
  });

  it('behavior: only the hub’s origins may read it (CORS)', async () => {
    const path = `/activity/${chain.accounts[2]}`;
    const foreign = await get<ErrorAnswer>(indexer.url, path, { origin: 'http://evil.test' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('origin_not_allowed');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    const hub = await get(indexer.url, path, { origin: HUB_ORIGIN });
    expect(hub.status).toBe(200);
    expect(hub.headers.get('access-control-allow-origin')).toBe(HUB_ORIGIN);
    expect(hub.headers.get('vary')).toContain('Origin');

    // Without an Origin (a server, curl) it answers, and names no origin.
    const server = await get(indexer.url, path);
    expect(server.status).toBe(200);
    expect(server.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('behavior: a reorg rewinds the rows of the dropped blocks', async () => {
    const account = chain.accounts[3]!;
    const before = await allActivity(indexer.url, account);
    const poolBefore = (await get<PoolAnswer>(indexer.url, '/pool')).body.totals;
    const snapshot = await chain.rpc('evm_snapshot');
    const dropped = await stake(chain, account, parseEther('777'), 1);
    await caughtUp(indexer.url, chain);
    const withStake = await allActivity(indexer.url, account);
    expect(withStake[0]).toMatchObject({ kind: 'stake', positionId: dropped.id.toString() });

    // The stake's blocks are replaced by longer empty ones.
    await chain.rpc('evm_revert', [snapshot]);
    await chain.rpc('anvil_mine', ['0x3']);
    const after = await eventually(
      () => allActivity(indexer.url, account),
      (items) => items.length === before.length,
      'the dropped stake leaves the activity',
    );
    await caughtUp(indexer.url, chain);
    expect(after.map((item) => item.id)).toEqual(before.map((item) => item.id));
    const poolAfter = await expectPoolToMatchChain(indexer.url, chain);
    expect(poolAfter.totals!.totalDeposited).toBe(poolBefore!.totalDeposited);
  });

  it('behavior: the locked total falls when locks end, though no event marks it', async () => {
    const before = await expectPoolToMatchChain(indexer.url, chain);
    // Past the 7-day lock of a demo position; then any staking event samples the pool.
    await chain.rpc('evm_increaseTime', [8 * DAY_S]);
    const funder = chain.accounts[0]!;
    const amount = parseEther('1');
    await chain.send(funder, {
      address: chain.deployment.bearToken,
      abi: abis.bearToken,
      functionName: 'approve',
      args: [chain.deployment.bearStaking, amount],
    });
    await chain.send(funder, {
      address: chain.deployment.bearStaking,
      abi: abis.bearStaking,
      functionName: 'fundRewards',
      args: [amount],
    });
    await caughtUp(indexer.url, chain);
    const after = await expectPoolToMatchChain(indexer.url, chain);
    expect(BigInt(after.totals!.totalLocked)).toBeLessThan(BigInt(before.totals!.totalLocked));
  });
});
