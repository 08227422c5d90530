import { parseEther, type Address, type Hash } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearStakingAbi, bearTokenAbi } from '@/contracts/generated';
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
  approve,
  approveAndStake,
  deployStaking,
  deployToken,
  DEV_ACCOUNT_1_KEY,
  FLEXIBLE_MIN_HOLD_S,
  fundRewards,
  latestTimestamp,
  signPermit,
  stakingReader,
  stakingWriter,
  TEST_APR_BPS,
  TIER,
  tokenBalance,
  YEAR_S,
  deployFundedStaking,
  FIXTURE_GRANT,
  minedAt,
  transferTokens,
} from './support/staking';

isolateChainState();

const GRANT = FIXTURE_GRANT;
const AMOUNT = parseEther('1000');

let owner: Address;
let alice: Address;
let bob: Address;
let token: Address;
let staking: Address;
let read: ReturnType<typeof stakingReader>;
let write: ReturnType<typeof stakingWriter>;

beforeAll(async () => {
  alice = await devAccount(1);
  bob = await devAccount(2);
  ({ owner, token, staking, read, write } = await deployFundedStaking([alice, bob]));
});

describe('BearStaking: APR guard', () => {
  it('behavior: a stake whose tier APR dropped below the agreed minimum reverts with AprChanged and locks nothing', async () => {
    const shown = TEST_APR_BPS[TIER.days365];
    await waitForSuccess(await write.setTierApr(owner, TIER.days365, 1_000));
    await approve(token, alice, staking, AMOUNT);

    await expectRevert(write.stake(alice, AMOUNT, TIER.days365, shown), 'AprChanged', [
      1_000,
      shown,
    ]);

    expect(await tokenBalance(token, alice)).toBe(GRANT);
    expect(await read.positionsOf(alice)).toEqual([]);
    expect((await read.stats()).totalDeposited).toBe(0n);
  });

  it('behavior: the APR change mined first in the same block makes the stake revert on chain, not only in simulation', async () => {
    await approve(token, alice, staking, AMOUNT);
    const shown = TEST_APR_BPS[TIER.days30];
    await testClient.setAutomine(false);
    let hashes: Hash[];
    try {
      const change = await walletFor(owner).writeContract({
        address: staking,
        abi: bearStakingAbi,
        functionName: 'setTierApr',
        args: [TIER.days30, 100],
        gas: 100_000n,
      });
      const stake = await walletFor(alice).writeContract({
        address: staking,
        abi: bearStakingAbi,
        functionName: 'stake',
        args: [AMOUNT, TIER.days30, shown],
        gas: 400_000n,
      });
      hashes = [change, stake];
      await testClient.mine({ blocks: 1 });
    } finally {
      await testClient.setAutomine(true);
    }
    const [changed, staked] = await Promise.all(
      hashes.map((hash) => publicClient.waitForTransactionReceipt({ hash })),
    );
    expect(changed?.status).toBe('success');
    expect(staked?.status).toBe('reverted');
    expect(changed?.blockNumber).toBe(staked?.blockNumber);
    expect(await tokenBalance(token, alice)).toBe(GRANT);
    expect(await read.positionsOf(alice)).toEqual([]);
  });

  it('behavior: a raised APR is no surprise: the stake goes through and keeps the new, higher APR', async () => {
    await waitForSuccess(await write.setTierApr(owner, TIER.days7, 900));
    const { staked } = await approveAndStake(
      staking,
      token,
      alice,
      AMOUNT,
      TIER.days7,
      TEST_APR_BPS[TIER.days7],
    );
    expect(staked.aprBps).toBe(900);
  });

  it('behavior: stakeWithPermit honours the same APR guard and leaves the permit unused when it refuses', async () => {
    const signer = privateKeyToAccount(DEV_ACCOUNT_1_KEY);
    expect(signer.address).toBe(alice);
    const shown = TEST_APR_BPS[TIER.days15];
    await waitForSuccess(await write.setTierApr(owner, TIER.days15, shown - 1));
    const permit = await signPermit(
      token,
      signer,
      staking,
      AMOUNT,
      (await latestTimestamp()) + 3_600n,
    );

    await expectRevert(
      write.stakeWithPermit(alice, AMOUNT, TIER.days15, shown, permit),
      'AprChanged',
      [shown - 1, shown],
    );
    const nonces = () =>
      publicClient.readContract({
        address: token,
        abi: bearTokenAbi,
        functionName: 'nonces',
        args: [alice],
      });
    expect(await nonces()).toBe(0n);

    // The same signature still works once the visitor agrees to the new APR.
    await waitForSuccess(
      await write.stakeWithPermit(alice, AMOUNT, TIER.days15, shown - 1, permit),
    );
    expect(await nonces()).toBe(1n);
    expect((await read.positionsOf(alice)).map(({ aprBps }) => aprBps)).toEqual([shown - 1]);
  });

  it('behavior: after an accepted ownership transfer only the new owner sets APRs, and the guard follows its changes', async () => {
    await waitForSuccess(await write.transferOwnership(owner, bob));
    await waitForSuccess(await write.acceptOwnership(bob));
    await expectRevert(write.setTierApr(owner, TIER.flexible, 0), 'OwnableUnauthorizedAccount', [
      owner,
    ]);
    await waitForSuccess(await write.setTierApr(bob, TIER.flexible, 200));
    await approve(token, alice, staking, AMOUNT);
    await expectRevert(
      write.stake(alice, AMOUNT, TIER.flexible, TEST_APR_BPS[TIER.flexible]),
      'AprChanged',
      [200, TEST_APR_BPS[TIER.flexible]],
    );
  });
});

describe('BearStaking: a flexible reservation cannot be used to block other stakes', () => {
  it('behavior: a flexible position is held one day, accrues for 365 days, and shows both dates', async () => {
    const { id, receipt, staked } = await approveAndStake(
      staking,
      token,
      alice,
      AMOUNT,
      TIER.flexible,
    );
    const start = await minedAt(receipt);
    expect(staked.unlocksAt).toBe(start + FLEXIBLE_MIN_HOLD_S);
    const position = await read.position(id);
    expect(position.unlocksAt).toBe(start + FLEXIBLE_MIN_HOLD_S);
    expect(position.rewardEndsAt).toBe(start + YEAR_S);

    await testClient.setNextBlockTimestamp({ timestamp: start + FLEXIBLE_MIN_HOLD_S - 1n });
    await expectRevert(write.unstake(alice, id), 'StillLocked', [start + FLEXIBLE_MIN_HOLD_S]);
    await testClient.setNextBlockTimestamp({ timestamp: start + FLEXIBLE_MIN_HOLD_S });
    await waitForSuccess(await write.unstake(alice, id));
    expect(await tokenBalance(token, alice)).toBe(
      GRANT + accrual(AMOUNT, TEST_APR_BPS[TIER.flexible], FLEXIBLE_MIN_HOLD_S),
    );
    // The flexible hold is not a lock: totalLocked never counted it.
    expect((await read.stats()).totalLocked).toBe(0n);
  });

  it('behavior: a flexible stake cannot take more than the flexible share of the pool, nor one holder more than its part of it, and each says what is left', async () => {
    // A pool of 3 tokens: flexible positions may hold 25 % of it, 0.75; one holder 10 % of that,
    // 0.075 (2.5 tokens at 3 % for a year).
    const small = await deployStaking(owner, token);
    const smallRead = stakingReader(small);
    const smallWrite = stakingWriter(small);
    const available = () =>
      publicClient.readContract({
        address: small,
        abi: bearStakingAbi,
        functionName: 'flexibleRewardAvailable',
      });
    const availableTo = (holder: Address) =>
      publicClient.readContract({
        address: small,
        abi: bearStakingAbi,
        functionName: 'flexibleRewardAvailableTo',
        args: [holder],
      });
    await fundRewards(small, token, owner, parseEther('3'));
    expect(await available()).toBe(parseEther('0.75'));
    expect(await availableTo(alice)).toBe(parseEther('0.075'));
    await approve(token, alice, small, parseEther('100'));

    await expectRevert(
      smallWrite.stake(alice, parseEther('100'), TIER.flexible),
      'FlexibleRewardLimitReached',
      [parseEther('0.75'), parseEther('3')],
    );
    await expectRevert(
      smallWrite.stake(alice, parseEther('3'), TIER.flexible),
      'FlexibleHolderLimitReached',
      [parseEther('0.075'), parseEther('0.09')],
    );
    const first = await approveAndStake(small, token, alice, parseEther('2'), TIER.flexible);
    expect(await availableTo(alice)).toBe(parseEther('0.015'));
    expect(await availableTo(bob)).toBe(parseEther('0.075'));
    await approveAndStake(small, token, alice, parseEther('0.5'), TIER.flexible);
    expect(await availableTo(alice)).toBe(0n);

    // Ten holders at their part fill the share: then nobody's flexible stake fits.
    const others = [owner, bob, ...(await Promise.all([3, 4, 5, 6, 7, 8, 9].map(devAccount)))];
    for (const holder of others) {
      if (holder !== owner && holder !== bob) {
        await transferTokens(token, owner, holder, parseEther('10'));
      }
      await approveAndStake(small, token, holder, parseEther('2.5'), TIER.flexible);
    }
    expect(await available()).toBe(0n);
    expect((await smallRead.stats()).rewardPool).toBe(parseEther('2.25'));
    await approve(token, alice, small, parseEther('1'));
    await expectRevert(
      smallWrite.stake(alice, parseEther('1'), TIER.flexible),
      'FlexibleRewardLimitReached',
      [0n, parseEther('0.03')],
    );

    // Leaving after half the term gives back the unearned half: room for new flexible stakes.
    await testClient.setNextBlockTimestamp({
      timestamp: (await minedAt(first.receipt)) + YEAR_S / 2n,
    });
    await waitForSuccess(await smallWrite.unstake(alice, first.id));
    expect(
      await publicClient.readContract({
        address: small,
        abi: bearStakingAbi,
        functionName: 'flexibleRewardsReserved',
      }),
    ).toBe(parseEther('0.69'));
    // (2.25 + 0.03 back + 0.69 still held) * 25 % - 0.69
    expect(await available()).toBe(parseEther('0.0525'));
    // Alice's part (0.07425) less the 0.015 she still holds is more: the share's room bounds her.
    expect(await availableTo(alice)).toBe(parseEther('0.0525'));
  });

  it('behavior: front-running a locked stake with a flexible stake that fills the pool fails: the locked stake in the same block still lands', async () => {
    const small = await deployStaking(owner, token);
    const smallRead = stakingReader(small);
    await fundRewards(small, token, owner, parseEther('3'));
    await approve(token, alice, small, parseEther('102.5'));
    // 200 tokens for 30 days at 12 % need about 1.97 of the 3: within the 75 % kept for locks.
    const victimStake = parseEther('200');
    await approve(token, bob, small, victimStake);

    await testClient.setAutomine(false);
    let hashes: Hash[];
    try {
      const send = (from: Address, functionName: 'stake' | 'unstake', args: readonly unknown[]) =>
        walletFor(from).writeContract({
          address: small,
          abi: bearStakingAbi,
          functionName,
          args,
          gas: 400_000n,
        } as Parameters<ReturnType<typeof walletFor>['writeContract']>[0]);
      hashes = [
        // Attacker: try to reserve the whole pool (refused) ...
        await send(alice, 'stake', [parseEther('100'), TIER.flexible, 0]),
        // ... reserve as much as one holder may of the flexible tier ...
        await send(alice, 'stake', [parseEther('2.5'), TIER.flexible, 0]),
        // ... and try to leave at once.
        await send(alice, 'unstake', [1n]),
        // Victim: a 30-day stake placed in the same block.
        await send(bob, 'stake', [victimStake, TIER.days30, 0]),
      ];
      await testClient.mine({ blocks: 1 });
    } finally {
      await testClient.setAutomine(true);
    }
    const receipts = await Promise.all(
      hashes.map((hash) => publicClient.waitForTransactionReceipt({ hash })),
    );
    expect(receipts.map(({ status }) => status)).toEqual([
      'reverted',
      'success',
      'reverted',
      'success',
    ]);
    // The attacker's tokens stay in the contract for the whole hold.
    expect(await tokenBalance(token, alice)).toBe(GRANT - parseEther('2.5'));
    const [position] = await smallRead.positionsOf(alice);
    expect(position?.unlocksAt).toBe((await minedAt(receipts[1]!)) + FLEXIBLE_MIN_HOLD_S);
    expect((await smallRead.positionsOf(bob)).map(({ amount }) => amount)).toEqual([victimStake]);
  });
});

describe('BearStaking: amounts near the type limits', () => {
  it('behavior: the largest uint128 amount stakes when its reward fits; a larger amount or reward is refused, never wrapped', async () => {
    const max128 = 2n ** 128n - 1n;
    const bigToken = await deployToken(owner, 2n ** 200n);
    // Flexible at 100 %: a year's reward equals the amount. 365 days at 500 %: five times it.
    const big = await deployStaking(owner, bigToken, [10_000, 600, 900, 1_200, 50_000]);
    const bigWrite = stakingWriter(big);
    // One holder's flexible part (10 % of 25 % of the pool) holds a reward of max128.
    await fundRewards(big, bigToken, owner, 2n ** 134n);
    await approve(bigToken, owner, big, 2n ** 199n);

    await expectRevert(
      bigWrite.stake(owner, max128 + 1n, TIER.flexible, 10_000),
      'SafeCastOverflowedUintDowncast',
      [128, max128 + 1n],
    );
    await expectRevert(
      bigWrite.stake(owner, max128, TIER.days365, 50_000),
      'SafeCastOverflowedUintDowncast',
      [128, accrual(max128, 50_000, YEAR_S)],
    );
    await waitForSuccess(await bigWrite.stake(owner, max128, TIER.flexible, 10_000));
    await waitForSuccess(await bigWrite.stake(owner, max128 / 5n, TIER.days365, 50_000));
    const positions = await stakingReader(big).positionsOf(owner);
    expect(positions.map(({ amount, reward }) => [amount, reward])).toEqual([
      [max128, max128],
      [max128 / 5n, accrual(max128 / 5n, 50_000, YEAR_S)],
    ]);
    const stats = await stakingReader(big).stats();
    expect(stats.totalDeposited).toBe(max128 + max128 / 5n);
    expect(stats.rewardsFunded).toBe(stats.rewardPool + stats.rewardsReserved + stats.rewardsPaid);
  });
});
