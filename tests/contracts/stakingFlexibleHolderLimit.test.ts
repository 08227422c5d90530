import fc from 'fast-check';
import { maxUint256, parseEther, type Address } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearStakingAbi } from '@/contracts/generated';
import {
  devAccount,
  expectRevert,
  isolateChainState,
  publicClient,
  revertOf,
  testClient,
  waitForSuccess,
} from './support/chain';
import {
  accrual,
  approve,
  BPS_DENOMINATOR,
  deployStaking,
  deployToken,
  FLEXIBLE_HOLDER_SHARE_BPS,
  FLEXIBLE_POOL_SHARE_BPS,
  fundRewards,
  stakingReader,
  stakingWriter,
  TEST_APR_BPS,
  TIER,
  transferTokens,
  YEAR_S,
} from './support/staking';

// The flexible share is not first come, first served: one holder's open flexible positions hold
// at most FLEXIBLE_HOLDER_SHARE_BPS (10 %) of it. As a property: whatever one holder does with
// flexible stakes (any amounts, claims, early unstakes, the clock), it never holds more than its
// part, and another holder's flexible stake of a whole holder's part still goes through.

isolateChainState();

const POOL = parseEther('10000');
/** Enough to reserve the whole pool many times over with flexible stakes (3 % a year). */
const HOLDER_GRANT = parseEther('5000000');
const OTHER_GRANT = parseEther('1000000');
const RUNS = 20;
const DAY_S = 86_400n;
const TIME_STEPS_S = [1n, 3_600n, DAY_S, 30n * DAY_S, 200n * DAY_S, 400n * DAY_S];
const FLEXIBLE_APR_BPS = BigInt(TEST_APR_BPS[TIER.flexible]);
/** Refusals a flexible stake, a claim or an unstake may meet here; anything else fails. */
const EXPECTED_REFUSALS = [
  'RewardPoolTooSmall',
  'FlexibleRewardLimitReached',
  'FlexibleHolderLimitReached',
  'StillLocked',
  'PositionClosed',
  'NotYourPosition',
];

type Command =
  | { kind: 'stake'; tokens: bigint }
  | { kind: 'claim'; pick: number }
  | { kind: 'unstake'; pick: number }
  | { kind: 'claimAll' }
  | { kind: 'advance'; step: bigint };

const pick = fc.nat({ max: 20 });
const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('stake' as const),
      // 8,334 tokens reserve a holder's part of the flexible share of a 10,000 pool; 83,334 the
      // whole share; 333,334 the whole pool.
      tokens: fc.oneof(
        fc.bigInt({ min: 1n, max: 1_000n }),
        fc.bigInt({ min: 1_000n, max: 10_000n }),
        fc.bigInt({ min: 10_000n, max: 100_000n }),
        fc.bigInt({ min: 100_000n, max: 5_000_000n }),
      ),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('claim' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('unstake' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('claimAll' as const) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      step: fc.constantFrom(...TIME_STEPS_S),
    }),
  },
);

let owner: Address;
let holder: Address;
let other: Address;
let staking: Address;

beforeAll(async () => {
  owner = await devAccount(0);
  holder = await devAccount(6);
  other = await devAccount(7);
  const token = await deployToken(owner);
  staking = await deployStaking(owner, token);
  await transferTokens(token, owner, holder, HOLDER_GRANT);
  await transferTokens(token, owner, other, OTHER_GRANT);
  await approve(token, holder, staking, maxUint256);
  await approve(token, other, staking, maxUint256);
  await fundRewards(staking, token, owner, POOL);
});

/** One holder's part of the flexible share of `open` (rewardPool + flexibleRewardsReserved). */
function holderPart(open: bigint): bigint {
  const share = (open * FLEXIBLE_POOL_SHARE_BPS) / BPS_DENOMINATOR;
  return (share * FLEXIBLE_HOLDER_SHARE_BPS) / BPS_DENOMINATOR;
}

/** The largest flexible stake whose reward is at most `reward`. */
function largestFlexibleStakeFor(reward: bigint): bigint {
  return (reward * BPS_DENOMINATOR) / FLEXIBLE_APR_BPS;
}

describe('BearStaking: one holder cannot close the flexible tier to the others', () => {
  it('behavior: after any sequence of one holder’s flexible stakes, claims, unstakes and time, it holds at most its part of the flexible share and another holder’s flexible stake of a whole part succeeds', async () => {
    const read = stakingReader(staking);
    const write = stakingWriter(staking);

    /** The holder's bound, checked at the latest block; returns a holder's part now. */
    const checkBound = async () => {
      const stats = await read.stats();
      // Only this holder's flexible positions reserve anything here.
      const held = stats.rewardsReserved;
      const open = stats.rewardPool + held;
      // held <= 10 % of 25 % of (pool + flexible reserved), exactly (no rounding slack).
      expect(held * BPS_DENOMINATOR * BPS_DENOMINATOR).toBeLessThanOrEqual(
        open * FLEXIBLE_POOL_SHARE_BPS * FLEXIBLE_HOLDER_SHARE_BPS,
      );
      return holderPart(open);
    };

    await fc.assert(
      fc.asyncProperty(
        fc.array(commandArbitrary, { minLength: 1, maxLength: 10 }),
        async (commands) => {
          const snapshot = await testClient.snapshot();
          try {
            const ids: bigint[] = [];
            const attempt = async (send: () => Promise<`0x${string}`>) => {
              const pending = send();
              const hash = await pending.catch(() => undefined);
              if (hash) return waitForSuccess(hash);
              const refusal = await revertOf(pending);
              expect(EXPECTED_REFUSALS).toContain(refusal.errorName);
              return undefined;
            };
            for (const command of commands) {
              switch (command.kind) {
                case 'stake': {
                  const amount = parseEther(command.tokens.toString());
                  const receipt = await attempt(() => write.stake(holder, amount, TIER.flexible));
                  if (receipt) ids.push(BigInt(ids.length + 1));
                  break;
                }
                case 'claim':
                case 'unstake': {
                  if (ids.length === 0) break;
                  const id = ids[command.pick % ids.length]!;
                  await attempt(() =>
                    command.kind === 'claim' ? write.claim(holder, id) : write.unstake(holder, id),
                  );
                  break;
                }
                case 'claimAll':
                  await attempt(() => write.claimAll(holder));
                  break;
                case 'advance':
                  await testClient.increaseTime({ seconds: Number(command.step) });
                  await testClient.mine({ blocks: 1 });
                  break;
              }
              const part = await checkBound();
              // Another holder's flexible stake of a whole part: it would go through now
              // (simulated in the next block, nothing sent).
              const amount = largestFlexibleStakeFor(part);
              if (amount > 0n) {
                expect(accrual(amount, FLEXIBLE_APR_BPS, YEAR_S)).toBeLessThanOrEqual(part);
                await publicClient.simulateContract({
                  account: other,
                  address: staking,
                  abi: bearStakingAbi,
                  functionName: 'stake',
                  args: [amount, TIER.flexible, 0],
                  blockTag: 'pending',
                });
              }
            }
            // And sent for real at the end of the sequence.
            const amount = largestFlexibleStakeFor(await checkBound());
            if (amount > 0n) await waitForSuccess(await write.stake(other, amount, TIER.flexible));
          } finally {
            await testClient.revert({ id: snapshot });
          }
        },
      ),
      {
        numRuns: RUNS,
        // One holder filling the whole flexible share with one stake (2,400 of its 2,500).
        examples: [[[{ kind: 'stake', tokens: 80_000n }]]],
      },
    );
  });

  it('behavior: a holder’s flexible stake beyond its part is refused with FlexibleHolderLimitReached, and flexibleRewardAvailableTo says how much is left', async () => {
    const snapshot = await testClient.snapshot();
    try {
      const write = stakingWriter(staking);
      const read = stakingReader(staking);
      const availableTo = (account: Address) =>
        publicClient.readContract({
          address: staking,
          abi: bearStakingAbi,
          functionName: 'flexibleRewardAvailableTo',
          args: [account],
        });
      const part = holderPart((await read.stats()).rewardPool);
      expect(await availableTo(holder)).toBe(part);
      // Half the part, then a stake needing more than what is left.
      const half = largestFlexibleStakeFor(part / 2n);
      await waitForSuccess(await write.stake(holder, half, TIER.flexible));
      const reserved = accrual(half, FLEXIBLE_APR_BPS, YEAR_S);
      const left = part - reserved;
      expect(await availableTo(holder)).toBe(left);
      expect(
        await publicClient.readContract({
          address: staking,
          abi: bearStakingAbi,
          functionName: 'flexibleRewardsReservedBy',
          args: [holder],
        }),
      ).toBe(reserved);
      const tooMuch = largestFlexibleStakeFor(part);
      await expectRevert(
        write.stake(holder, tooMuch, TIER.flexible),
        'FlexibleHolderLimitReached',
        [left, accrual(tooMuch, FLEXIBLE_APR_BPS, YEAR_S)],
      );
      // Another holder still has a whole part.
      expect(await availableTo(other)).toBe(part);
    } finally {
      await testClient.revert({ id: snapshot });
    }
  });
});
