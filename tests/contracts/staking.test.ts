import {
  decodeErrorResult,
  encodeFunctionData,
  getAddress,
  parseEther,
  parseEventLogs,
  zeroAddress,
  type Address,
  type Hash,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearStakingAbi, bearTokenAbi } from '@/contracts/generated';
import {
  reentrantTokenAbi,
  reentrantTokenBytecode,
} from '@/contracts/generated/test/ReentrantToken';
import {
  devAccount,
  expectRevert,
  isolateChainState,
  publicClient,
  testClient,
  waitForSuccess,
  walletFor,
} from './support/chain';
import {
  accrual,
  advanceTime,
  approve,
  approveAndStake,
  deployStaking,
  DEV_ACCOUNT_1_KEY,
  fundRewards,
  latestTimestamp,
  LOCK_S,
  lockOf,
  mineAt,
  REWARD_TERM_S,
  signPermit,
  stakingCallAbi,
  stakingReader,
  stakingWriter,
  TEST_APR_BPS,
  TIER,
  tokenBalance,
  transferTokens,
  YEAR_S,
  deployFundedStaking,
  FIXTURE_GRANT,
  FIXTURE_POOL,
  minedAt,
} from './support/staking';

isolateChainState();

type Permit = Awaited<ReturnType<typeof signPermit>>;

const DAY_S = 24n * 60n * 60n;
const POOL = FIXTURE_POOL;
const GRANT = FIXTURE_GRANT;
const AMOUNT = parseEther('1000');

let owner: Address;
let alice: Address;
let bob: Address;
let carol: Address;
let token: Address;
let staking: Address;
let read: ReturnType<typeof stakingReader>;
let write: ReturnType<typeof stakingWriter>;

beforeAll(async () => {
  alice = await devAccount(1);
  bob = await devAccount(2);
  carol = await devAccount(3);
  ({ owner, token, staking, read, write } = await deployFundedStaking([alice, bob, carol]));
});

function stakeReward(amount: bigint, tier: number, aprBps: number = TEST_APR_BPS[tier]!) {
  return accrual(amount, aprBps, REWARD_TERM_S[tier]!);
}

describe('BearStaking: stake', () => {
  it('behavior: stake opens a position with the tier APR, its unlock time and the full-term reward reserved, and takes the tokens', async () => {
    const { id, receipt, staked } = await approveAndStake(
      staking,
      token,
      alice,
      AMOUNT,
      TIER.days30,
    );
    const startedAt = await minedAt(receipt);
    const reward = stakeReward(AMOUNT, TIER.days30);

    expect(id).toBe(1n);
    expect(staked).toEqual({
      holder: alice,
      id: 1n,
      tier: TIER.days30,
      amount: AMOUNT,
      aprBps: 1200,
      unlocksAt: startedAt + lockOf(TIER.days30),
      reward,
    });
    expect(await read.position(id)).toEqual({
      id,
      holder: alice,
      tier: TIER.days30,
      aprBps: 1200,
      amount: AMOUNT,
      startedAt,
      unlocksAt: startedAt + lockOf(TIER.days30),
      rewardEndsAt: startedAt + lockOf(TIER.days30),
      reward,
      claimed: 0n,
      claimable: 0n,
      closed: false,
    });
    expect(await tokenBalance(token, alice)).toBe(GRANT - AMOUNT);
    expect(await tokenBalance(token, staking)).toBe(POOL + AMOUNT);
    expect(await read.stats()).toEqual({
      totalDeposited: AMOUNT,
      totalLocked: AMOUNT,
      rewardPool: POOL - reward,
      rewardsReserved: reward,
      rewardsFunded: POOL,
      rewardsPaid: 0n,
      openPositions: 1n,
    });
  });

  it('behavior: a stake is refused for a zero amount, an unknown tier and a missing allowance', async () => {
    await approve(token, alice, staking, AMOUNT);
    await expectRevert(write.stake(alice, 0n, TIER.days7), 'ZeroAmount');
    await expectRevert(write.stake(alice, AMOUNT, 5), 'UnknownTier', [5]);
    await expectRevert(write.stake(bob, AMOUNT, TIER.days7), 'ERC20InsufficientAllowance', [
      staking,
      0n,
      AMOUNT,
    ]);
    expect((await read.stats()).openPositions).toBe(0n);
  });

  it('behavior: rewards accrue linearly and stop at the end of the term', async () => {
    const locked = await approveAndStake(staking, token, alice, AMOUNT, TIER.days7);
    const flexible = await approveAndStake(staking, token, bob, AMOUNT, TIER.flexible);
    const lockedStart = await minedAt(locked.receipt);
    const flexibleStart = await minedAt(flexible.receipt);

    const halfWeek = lockOf(TIER.days7) / 2n;
    await mineAt(lockedStart + halfWeek);
    expect(await read.claimable(locked.id)).toBe(accrual(AMOUNT, 600, halfWeek));
    expect(await read.claimable(locked.id)).toBeGreaterThan(0n);

    await mineAt(lockedStart + lockOf(TIER.days7));
    const full = stakeReward(AMOUNT, TIER.days7);
    expect(await read.claimable(locked.id)).toBe(full);
    await mineAt(lockedStart + 40n * DAY_S);
    expect(await read.claimable(locked.id)).toBe(full);

    // The flexible tier earns for its 365-day horizon, then stops.
    expect(await read.claimable(flexible.id)).toBe(
      accrual(AMOUNT, 300, lockedStart + 40n * DAY_S - flexibleStart),
    );
    await mineAt(flexibleStart + YEAR_S + 100n);
    expect(await read.claimable(flexible.id)).toBe(stakeReward(AMOUNT, TIER.flexible));
  });
});

describe('BearStaking: claim and unstake', () => {
  it('behavior: claim pays what accrued and books it; a later claim pays only the time since', async () => {
    const { id, receipt } = await approveAndStake(staking, token, alice, AMOUNT, TIER.days30);
    const start = await minedAt(receipt);
    const before = await tokenBalance(token, alice);

    await testClient.setNextBlockTimestamp({ timestamp: start + 10n * DAY_S });
    const first = await waitForSuccess(await write.claim(alice, id));
    const firstPaid = accrual(AMOUNT, 1200, 10n * DAY_S);
    const [claimed] = parseEventLogs({
      abi: bearStakingAbi,
      logs: first.logs,
      eventName: 'RewardsClaimed',
    });
    expect(claimed?.args).toEqual({ holder: alice, id, amount: firstPaid });
    expect(await tokenBalance(token, alice)).toBe(before + firstPaid);

    await testClient.setNextBlockTimestamp({ timestamp: start + 12n * DAY_S });
    await waitForSuccess(await write.claim(alice, id));
    const totalPaid = accrual(AMOUNT, 1200, 12n * DAY_S);
    expect(await tokenBalance(token, alice)).toBe(before + totalPaid);

    const position = await read.position(id);
    expect(position.claimed).toBe(totalPaid);
    expect(position.claimable).toBe(0n);
    const stats = await read.stats();
    expect(stats.rewardsPaid).toBe(totalPaid);
    expect(stats.rewardsReserved).toBe(stakeReward(AMOUNT, TIER.days30) - totalPaid);
  });

  it('behavior: only the holder may claim or unstake; a never-issued id is refused the same way', async () => {
    const { id } = await approveAndStake(staking, token, alice, AMOUNT, TIER.flexible);
    await expectRevert(write.claim(bob, id), 'NotYourPosition', [id]);
    await expectRevert(write.unstake(bob, id), 'NotYourPosition', [id]);
    await expectRevert(write.claim(alice, 999n), 'NotYourPosition', [999n]);
    await expectRevert(write.unstake(alice, 0n), 'NotYourPosition', [0n]);
  });

  it('behavior: unstake one second before unlock is StillLocked; exactly at unlock it pays principal plus rewards and closes the position', async () => {
    const { id, receipt } = await approveAndStake(staking, token, alice, AMOUNT, TIER.days7);
    const unlocksAt = (await minedAt(receipt)) + lockOf(TIER.days7);
    const reward = stakeReward(AMOUNT, TIER.days7);

    await testClient.setNextBlockTimestamp({ timestamp: unlocksAt - 1n });
    await expectRevert(write.unstake(alice, id), 'StillLocked', [unlocksAt]);

    await testClient.setNextBlockTimestamp({ timestamp: unlocksAt });
    const unstaked = await waitForSuccess(await write.unstake(alice, id));
    expect(await minedAt(unstaked)).toBe(unlocksAt);
    const [event] = parseEventLogs({
      abi: bearStakingAbi,
      logs: unstaked.logs,
      eventName: 'Unstaked',
    });
    expect(event?.args).toEqual({
      holder: alice,
      id,
      amount: AMOUNT,
      rewardPaid: reward,
      rewardReleased: 0n,
    });
    expect(await tokenBalance(token, alice)).toBe(GRANT + reward);
    expect(await read.positionsOf(alice)).toEqual([]);
    expect((await read.position(id)).closed).toBe(true);
    expect(await read.stats()).toEqual({
      totalDeposited: 0n,
      totalLocked: 0n,
      rewardPool: POOL - reward,
      rewardsReserved: 0n,
      rewardsFunded: POOL,
      rewardsPaid: reward,
      openPositions: 0n,
    });

    await expectRevert(write.claim(alice, id), 'PositionClosed', [id]);
    await expectRevert(write.unstake(alice, id), 'PositionClosed', [id]);
  });

  it('behavior: a flexible position unstakes once its hold is over and gives the unearned part of its reservation back to the pool', async () => {
    const { id, receipt } = await approveAndStake(staking, token, alice, AMOUNT, TIER.flexible);
    const start = await minedAt(receipt);
    const reward = stakeReward(AMOUNT, TIER.flexible);

    await testClient.setNextBlockTimestamp({ timestamp: start + 30n * DAY_S });
    const unstaked = await waitForSuccess(await write.unstake(alice, id));
    const earned = accrual(AMOUNT, 300, 30n * DAY_S);
    const [event] = parseEventLogs({
      abi: bearStakingAbi,
      logs: unstaked.logs,
      eventName: 'Unstaked',
    });
    expect(event?.args).toMatchObject({ rewardPaid: earned, rewardReleased: reward - earned });
    expect(await tokenBalance(token, alice)).toBe(GRANT + earned);
    const stats = await read.stats();
    expect(stats.rewardPool).toBe(POOL - earned);
    expect(stats.rewardsReserved).toBe(0n);
  });

  it('behavior: claimAll pays every open position of the caller in one transfer', async () => {
    const tiers = [TIER.flexible, TIER.days7, TIER.days365];
    const opened = [];
    for (const tier of tiers)
      opened.push(await approveAndStake(staking, token, alice, AMOUNT, tier));
    const starts = await Promise.all(opened.map(({ receipt }) => minedAt(receipt)));
    const claimAt = starts[0]! + 3n * DAY_S;
    const before = await tokenBalance(token, alice);

    await testClient.setNextBlockTimestamp({ timestamp: claimAt });
    const receipt = await waitForSuccess(await write.claimAll(alice));

    const expected = tiers.map((tier, i) =>
      accrual(AMOUNT, TEST_APR_BPS[tier]!, claimAt - starts[i]!),
    );
    const claims = parseEventLogs({
      abi: bearStakingAbi,
      logs: receipt.logs,
      eventName: 'RewardsClaimed',
    });
    expect(claims.map(({ args }) => [args.id, args.amount])).toEqual(
      opened.map(({ id }, i) => [id, expected[i]]),
    );
    const total = expected.reduce((sum, amount) => sum + amount, 0n);
    const transfers = parseEventLogs({
      abi: bearTokenAbi,
      logs: receipt.logs,
      eventName: 'Transfer',
    });
    expect(transfers.map(({ args }) => args)).toEqual([{ from: staking, to: alice, value: total }]);
    expect(await tokenBalance(token, alice)).toBe(before + total);
    expect(await read.claimableOf(alice)).toBe(0n);

    // Nothing to claim: the call succeeds and moves nothing.
    const empty = await waitForSuccess(await write.claimAll(bob));
    expect(parseEventLogs({ abi: bearTokenAbi, logs: empty.logs, eventName: 'Transfer' })).toEqual(
      [],
    );
  });
});

describe('BearStaking: APR and the reward pool', () => {
  it('behavior: an APR change applies to new positions only', async () => {
    const first = await approveAndStake(staking, token, alice, AMOUNT, TIER.days30);
    const changed = await waitForSuccess(await write.setTierApr(owner, TIER.days30, 3000));
    const [event] = parseEventLogs({
      abi: bearStakingAbi,
      logs: changed.logs,
      eventName: 'TierAprSet',
    });
    expect(event?.args).toEqual({ tier: TIER.days30, aprBps: 3000 });
    expect((await read.tiers())[TIER.days30]?.aprBps).toBe(3000);
    const second = await approveAndStake(staking, token, bob, AMOUNT, TIER.days30);

    await mineAt((await minedAt(second.receipt)) + lockOf(TIER.days30));
    expect(await read.position(first.id)).toMatchObject({
      aprBps: 1200,
      claimable: accrual(AMOUNT, 1200, lockOf(TIER.days30)),
    });
    expect(await read.position(second.id)).toMatchObject({
      aprBps: 3000,
      claimable: accrual(AMOUNT, 3000, lockOf(TIER.days30)),
    });
  });

  it('behavior: only the owner sets APRs, for known tiers and up to the maximum', async () => {
    await expectRevert(write.setTierApr(alice, TIER.days7, 100), 'OwnableUnauthorizedAccount', [
      alice,
    ]);
    await expectRevert(write.setTierApr(owner, 5, 100), 'UnknownTier', [5]);
    await expectRevert(write.setTierApr(owner, TIER.days7, 50_001), 'AprTooHigh', [50_001, 50_000]);
    expect((await read.tiers()).map(({ aprBps }) => aprBps)).toEqual([...TEST_APR_BPS]);
  });

  it('behavior: a stake whose full-term reward the pool cannot cover is refused until the pool grows', async () => {
    const small = await deployStaking(owner, token);
    const smallWrite = stakingWriter(small);
    const smallRead = stakingReader(small);
    // 100 tokens for 365 days at 25 % reserve exactly the 25 funded.
    await fundRewards(small, token, owner, parseEther('25'));
    await approveAndStake(small, token, alice, parseEther('100'), TIER.days365);
    expect((await smallRead.stats()).rewardPool).toBe(0n);

    await approve(token, bob, small, parseEther('1'));
    await expectRevert(smallWrite.stake(bob, parseEther('1'), TIER.days365), 'RewardPoolTooSmall', [
      0n,
      parseEther('0.25'),
    ]);
    await expectRevert(smallWrite.fundRewards(bob, 0n), 'ZeroAmount');

    // Anyone may fund the pool; then the same stake goes through.
    const funded = await fundRewards(small, token, carol, parseEther('1'));
    const [event] = parseEventLogs({
      abi: bearStakingAbi,
      logs: funded.logs,
      eventName: 'RewardsFunded',
    });
    expect(event?.args).toEqual({ funder: carol, amount: parseEther('1') });
    await approveAndStake(small, token, bob, parseEther('1'), TIER.days365);
    expect((await smallRead.stats()).rewardPool).toBe(parseEther('0.75'));
  });

  it('behavior: an early flexible unstake releases its reservation so a refused stake fits again', async () => {
    const small = await deployStaking(owner, token);
    const smallWrite = stakingWriter(small);
    await fundRewards(small, token, owner, parseEther('3'));
    // 2.5 tokens flexible at 3 % for the 365-day horizon reserve 0.075: one holder's part of
    // the flexible share (10 % of 25 % of the pool).
    const flexible = await approveAndStake(small, token, alice, parseEther('2.5'), TIER.flexible);
    // 298 tokens for 30 days at 12 % need about 2.939 of the 2.925 left.
    const locked = parseEther('298');
    await approve(token, bob, small, locked);
    await expectRevert(smallWrite.stake(bob, locked, TIER.days30), 'RewardPoolTooSmall', [
      parseEther('2.925'),
      stakeReward(locked, TIER.days30),
    ]);

    await testClient.setNextBlockTimestamp({
      timestamp: (await minedAt(flexible.receipt)) + YEAR_S / 2n,
    });
    // Half the term unearned: 0.0375 goes back to the pool.
    await waitForSuccess(await smallWrite.unstake(alice, flexible.id));
    await waitForSuccess(await smallWrite.stake(bob, locked, TIER.days30));
  });
});

describe('BearStaking: totals and views', () => {
  it('behavior: totalLocked drops exactly when each lock ends, with no transaction to the contract', async () => {
    const week = await approveAndStake(staking, token, alice, parseEther('100'), TIER.days7);
    const fortnight = await approveAndStake(staking, token, bob, parseEther('200'), TIER.days15);
    await approveAndStake(staking, token, carol, parseEther('400'), TIER.flexible);
    const weekUnlock = (await minedAt(week.receipt)) + lockOf(TIER.days7);
    const fortnightUnlock = (await minedAt(fortnight.receipt)) + lockOf(TIER.days15);

    const totals = async () => {
      const { totalLocked, totalDeposited } = await read.stats();
      return [totalLocked, totalDeposited];
    };
    expect(await totals()).toEqual([parseEther('300'), parseEther('700')]);
    await mineAt(weekUnlock - 1n);
    expect(await totals()).toEqual([parseEther('300'), parseEther('700')]);
    await mineAt(weekUnlock);
    expect(await totals()).toEqual([parseEther('200'), parseEther('700')]);
    await mineAt(fortnightUnlock - 1n);
    expect(await read.totalLocked()).toBe(parseEther('200'));
    await mineAt(fortnightUnlock);
    expect(await totals()).toEqual([0n, parseEther('700')]);
  });

  it('behavior: two stakes into one tier in the same second both count as locked until their shared unlock', async () => {
    await approve(token, alice, staking, parseEther('300'));
    await testClient.setAutomine(false);
    try {
      const nonce = await publicClient.getTransactionCount({ address: alice });
      const gas = 400_000n;
      const hashes: Hash[] = [];
      for (const [i, amount] of [parseEther('100'), parseEther('200')].entries()) {
        hashes.push(await stakeWithNonce(alice, amount, TIER.days7, nonce + i, gas));
      }
      await testClient.mine({ blocks: 1 });
      const receipts = await Promise.all(hashes.map((hash) => waitForSuccess(hash)));
      expect(receipts[0]?.blockNumber).toBe(receipts[1]?.blockNumber);
      const unlocksAt = (await minedAt(receipts[0]!)) + lockOf(TIER.days7);
      expect(await read.totalLocked()).toBe(parseEther('300'));
      await testClient.setAutomine(true);
      await mineAt(unlocksAt - 1n);
      expect(await read.totalLocked()).toBe(parseEther('300'));
      await mineAt(unlocksAt);
      expect(await read.totalLocked()).toBe(0n);
    } finally {
      await testClient.setAutomine(true);
    }
  });

  it('behavior: the tier table lists every lock duration, reward term and APR', async () => {
    expect(await read.tiers()).toEqual(
      TEST_APR_BPS.map((aprBps, id) => ({
        id,
        lockDuration: LOCK_S[id],
        rewardDuration: REWARD_TERM_S[id],
        aprBps,
      })),
    );
  });

  it('behavior: dashboard returns stats, tiers, the account positions with claimable, balance and allowance in one call', async () => {
    await approveAndStake(staking, token, alice, AMOUNT, TIER.days15);
    await approveAndStake(staking, token, alice, AMOUNT * 2n, TIER.flexible);
    await approve(token, alice, staking, parseEther('5'));
    await mineAt((await latestTimestamp()) + DAY_S);

    const board = await read.dashboard(alice);
    const positions = await read.positionsOf(alice);
    expect(board).toEqual({
      timestamp: await latestTimestamp(),
      token,
      stats: await read.stats(),
      tiers: await read.tiers(),
      positions,
      claimable: await read.claimableOf(alice),
      balance: GRANT - AMOUNT * 3n,
      allowance: parseEther('5'),
    });
    expect(positions.map(({ tier }) => tier)).toEqual([TIER.days15, TIER.flexible]);
    expect(board.claimable).toBe(positions[0]!.claimable + positions[1]!.claimable);
    expect(board.claimable).toBeGreaterThan(0n);

    const visitor = await read.dashboard(zeroAddress);
    expect(visitor).toMatchObject({ positions: [], claimable: 0n, balance: 0n, allowance: 0n });
    expect(visitor.stats).toEqual(board.stats);
  });
});

/** A stake sent with a fixed nonce and gas (automine off: nothing to estimate against). */
function stakeWithNonce(holder: Address, amount: bigint, tier: number, nonce: number, gas: bigint) {
  return walletFor(holder).writeContract({
    address: staking,
    abi: bearStakingAbi,
    functionName: 'stake',
    args: [amount, tier, 0],
    nonce,
    gas,
  });
}

describe('BearStaking: permit', () => {
  const signer = privateKeyToAccount(DEV_ACCOUNT_1_KEY);

  async function stakeWithPermit(amount: bigint, tier: number, permit: Permit) {
    return walletFor(alice).writeContract({
      address: staking,
      abi: bearStakingAbi,
      functionName: 'stakeWithPermit',
      args: [amount, tier, 0, permit.deadline, permit.v, permit.r, permit.s],
    });
  }

  it('behavior: stakeWithPermit stakes without a prior approval, using a signed EIP-2612 permit', async () => {
    expect(signer.address).toBe(alice);
    const deadline = (await latestTimestamp()) + 3_600n;
    const permit = await signPermit(token, signer, staking, AMOUNT, deadline);

    const receipt = await waitForSuccess(await stakeWithPermit(AMOUNT, TIER.days15, permit));

    const [staked] = parseEventLogs({
      abi: bearStakingAbi,
      logs: receipt.logs,
      eventName: 'Staked',
    });
    expect(staked?.args).toMatchObject({ holder: alice, amount: AMOUNT, tier: TIER.days15 });
    expect(await tokenBalance(token, alice)).toBe(GRANT - AMOUNT);
    expect(
      await publicClient.readContract({
        address: token,
        abi: bearTokenAbi,
        functionName: 'allowance',
        args: [alice, staking],
      }),
    ).toBe(0n);
    expect(
      await publicClient.readContract({
        address: token,
        abi: bearTokenAbi,
        functionName: 'nonces',
        args: [alice],
      }),
    ).toBe(1n);
  });

  it('behavior: a permit someone else submitted first does not block the stake', async () => {
    const deadline = (await latestTimestamp()) + 3_600n;
    const permit = await signPermit(token, signer, staking, AMOUNT, deadline);
    await waitForSuccess(
      await walletFor(bob).writeContract({
        address: token,
        abi: bearTokenAbi,
        functionName: 'permit',
        args: [alice, staking, AMOUNT, deadline, permit.v, permit.r, permit.s],
      }),
    );

    await waitForSuccess(await stakeWithPermit(AMOUNT, TIER.flexible, permit));
    expect((await read.positionsOf(alice)).map(({ amount }) => amount)).toEqual([AMOUNT]);
  });

  it('behavior: an expired permit without an allowance refuses the stake', async () => {
    const deadline = (await latestTimestamp()) - 1n;
    const permit = await signPermit(token, signer, staking, AMOUNT, deadline);
    await expectRevert(
      publicClient.simulateContract({
        account: alice,
        address: staking,
        abi: stakingCallAbi,
        functionName: 'stakeWithPermit',
        args: [AMOUNT, TIER.flexible, 0, permit.deadline, permit.v, permit.r, permit.s],
      }),
      'ERC20InsufficientAllowance',
      [staking, 0n, AMOUNT],
    );
  });
});

describe('BearStaking: limits and gas', () => {
  /** Opens `count` positions for `holder` (one approval), cycling through the tiers. */
  async function openPositions(holder: Address, count: number, amount = parseEther('10')) {
    await approve(token, holder, staking, amount * BigInt(count));
    const ids: bigint[] = [];
    const gasUsed: bigint[] = [];
    for (let i = 0; i < count; i += 1) {
      const receipt = await waitForSuccess(await write.stake(holder, amount, i % 5));
      gasUsed.push(receipt.gasUsed);
      const [staked] = parseEventLogs({
        abi: bearStakingAbi,
        logs: receipt.logs,
        eventName: 'Staked',
      });
      ids.push(staked!.args.id);
    }
    return { ids, gasUsed };
  }

  /** Gas of the dashboard read, as eth_estimateGas reports it for an eth_call. */
  function dashboardGas(account: Address) {
    return publicClient.estimateGas({
      to: staking,
      data: encodeFunctionData({ abi: bearStakingAbi, functionName: 'dashboard', args: [account] }),
    });
  }

  it('behavior: a holder has at most MAX_OPEN_POSITIONS open positions, and claimAll there fits easily in a block', async () => {
    const max = await publicClient.readContract({
      address: staking,
      abi: bearStakingAbi,
      functionName: 'MAX_OPEN_POSITIONS',
    });
    expect(max).toBe(100n);
    await openPositions(alice, Number(max));
    await approve(token, alice, staking, AMOUNT);
    await expectRevert(write.stake(alice, AMOUNT, TIER.flexible), 'TooManyPositions', [max]);

    await advanceTime(DAY_S);
    const receipt = await waitForSuccess(await write.claimAll(alice));
    expect(receipt.gasUsed).toBeLessThan(3_000_000n);
    expect(await dashboardGas(alice)).toBeLessThan(5_000_000n);
  });

  it('behavior: gas of the writes and of the dashboard read stays within budget with 1 and 20 positions', async () => {
    const figures: Record<string, bigint> = {};
    const gasOf = async (hash: Hash) => (await waitForSuccess(hash)).gasUsed;

    // One position (bob): the first stake of a tier writes a new unlock checkpoint.
    await approve(token, bob, staking, AMOUNT * 2n);
    // The contract's first stake sets its zero totals and a tier's first checkpoint slot.
    figures['stake (first ever, locked tier)'] = await gasOf(
      await write.stake(bob, AMOUNT, TIER.days7),
    );
    figures['stake (flexible)'] = await gasOf(await write.stake(bob, AMOUNT, TIER.flexible));
    // A fresh contract whose first stake is flexible: its zero totals and the flexible reserve.
    const fresh = await deployStaking(owner, token);
    await fundRewards(fresh, token, owner, POOL);
    await approve(token, carol, fresh, AMOUNT);
    figures['stake (first ever, flexible tier)'] = await gasOf(
      await stakingWriter(fresh).stake(carol, AMOUNT, TIER.flexible),
    );
    const [lockedId, flexibleId] = (await read.positionsOf(bob)).map(({ id }) => id);
    await advanceTime(DAY_S);
    figures['claim'] = await gasOf(await write.claim(bob, lockedId!));
    figures['unstake (flexible)'] = await gasOf(await write.unstake(bob, flexibleId!));
    figures['dashboard, 1 position (eth_estimateGas)'] = await dashboardGas(bob);
    figures['claimAll, 1 position'] = await gasOf(await write.claimAll(bob));
    await advanceTime(lockOf(TIER.days7));
    figures['unstake (locked, after unlock)'] = await gasOf(await write.unstake(bob, lockedId!));

    const { gasUsed } = await openPositions(carol, 20);
    figures['stake (later stakes, min)'] = gasUsed.reduce((a, b) => (a < b ? a : b));
    figures['stake (later stakes, max)'] = gasUsed.reduce((a, b) => (a > b ? a : b));
    await advanceTime(DAY_S);
    figures['dashboard, 20 positions (eth_estimateGas)'] = await dashboardGas(carol);
    figures['claimAll, 20 positions'] = await gasOf(await write.claimAll(carol));

    console.table(Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, Number(v)])));
    expect(figures['stake (first ever, locked tier)']).toBeLessThan(350_000n);
    expect(figures['stake (first ever, flexible tier)']).toBeLessThan(350_000n);
    // A holder's first flexible stake also opens its slot of the per-holder flexible limit.
    expect(figures['stake (later stakes, max)']).toBeLessThan(330_000n);
    expect(figures['claim']).toBeLessThan(100_000n);
    expect(figures['unstake (locked, after unlock)']).toBeLessThan(150_000n);
    expect(figures['claimAll, 20 positions']).toBeLessThan(800_000n);
    expect(figures['dashboard, 20 positions (eth_estimateGas)']).toBeLessThan(1_500_000n);
  });
});

describe('BearStaking: reentrancy', () => {
  it('behavior: a token that calls back into the staking contract during a payout is refused by the guard and paid once', async () => {
    const supply = parseEther('1000000');
    const deployed = await waitForSuccess(
      await walletFor(owner).deployContract({
        abi: reentrantTokenAbi,
        bytecode: reentrantTokenBytecode,
        args: [supply],
      }),
    );
    const hostile = getAddress(deployed.contractAddress!);
    const guarded = await deployStaking(owner, hostile);
    const guardedWrite = stakingWriter(guarded);
    await fundRewards(guarded, hostile, owner, parseEther('1000'));
    await transferTokens(hostile, owner, alice, AMOUNT);
    const { id, receipt } = await approveAndStake(guarded, hostile, alice, AMOUNT, TIER.days7);
    await waitForSuccess(
      await walletFor(owner).writeContract({
        address: hostile,
        abi: reentrantTokenAbi,
        functionName: 'arm',
        args: [guarded],
      }),
    );

    await testClient.setNextBlockTimestamp({ timestamp: (await minedAt(receipt)) + DAY_S });
    await waitForSuccess(await guardedWrite.claim(alice, id));

    const readHostile = <const F extends 'reentered' | 'reentrySucceeded' | 'reentryError'>(
      functionName: F,
    ) => publicClient.readContract({ address: hostile, abi: reentrantTokenAbi, functionName });
    expect(await readHostile('reentered')).toBe(true);
    expect(await readHostile('reentrySucceeded')).toBe(false);
    expect(
      decodeErrorResult({ abi: bearStakingAbi, data: await readHostile('reentryError') }).errorName,
    ).toBe('ReentrancyGuardReentrantCall');
    const paid = accrual(AMOUNT, TEST_APR_BPS[TIER.days7], DAY_S);
    expect(await tokenBalance(hostile, alice)).toBe(paid);
    expect((await stakingReader(guarded).stats()).rewardsPaid).toBe(paid);
  });
});
