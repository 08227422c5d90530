import fc from 'fast-check';
import { maxUint256, parseEther, type Address } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearStakingAbi } from '@/contracts/generated';
import {
  devAccount,
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
  FLEXIBLE_POOL_SHARE_BPS,
  fundRewards,
  lockOf,
  stakingReader,
  stakingWriter,
  TEST_APR_BPS,
  TIER,
  transferTokens,
} from './support/staking';

// The bound on flexible reservations as a property: whatever one holder does with flexible
// stakes (any amounts, claims, early unstakes, the clock), at least 75 % of the rewards not yet
// paid stays free, and another holder's locked stake whose reward fits in it goes through.

isolateChainState();

const POOL = parseEther('10000');
/** Enough to reserve the whole pool many times over with flexible stakes (3 % a year). */
const HOLDER_GRANT = parseEther('5000000');
/** Enough for the largest locked stake the bound lets through (7 days at 6 %: ~8.7M). */
const OTHER_GRANT = parseEther('10000000');
const RUNS = 20;
const DAY_S = 86_400n;
const TIME_STEPS_S = [1n, 3_600n, DAY_S, 30n * DAY_S, 200n * DAY_S, 400n * DAY_S];
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
      // From a little to far more than the pool can reward (333,334 tokens reserve all of it).
      tokens: fc.oneof(
        fc.bigInt({ min: 1n, max: 1_000n }),
        fc.bigInt({ min: 1_000n, max: 100_000n }),
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

/** The largest amount whose `tier` reward is at most `reward`. */
function largestStakeFor(reward: bigint, tier: number): bigint {
  return (reward * BPS_DENOMINATOR * 365n * DAY_S) / (BigInt(TEST_APR_BPS[tier]!) * lockOf(tier));
}

describe('BearStaking: one holder cannot block other stakes with flexible reservations', () => {
  it('behavior: after any sequence of one holder’s flexible stakes, claims, unstakes and time, 75 % of the unpaid rewards stay free and another holder’s locked stake that fits in them succeeds', async () => {
    const read = stakingReader(staking);
    const write = stakingWriter(staking);
    const flexibleReserved = () =>
      publicClient.readContract({
        address: staking,
        abi: bearStakingAbi,
        functionName: 'flexibleRewardsReserved',
      });

    /** The invariant, checked at the latest block; returns what stays free for locked stakes. */
    const checkBound = async () => {
      const stats = await read.stats();
      // Only this holder's flexible positions reserve anything here.
      const flexible = stats.rewardsReserved;
      const unpaid = stats.rewardsFunded - stats.rewardsPaid;
      expect(stats.rewardPool + flexible).toBe(unpaid);
      // flexible <= 25 % of (pool + flexible), i.e. the pool keeps at least 75 % of the unpaid.
      expect(flexible * BPS_DENOMINATOR).toBeLessThanOrEqual(FLEXIBLE_POOL_SHARE_BPS * unpaid);
      const kept = (unpaid * (BPS_DENOMINATOR - FLEXIBLE_POOL_SHARE_BPS)) / BPS_DENOMINATOR;
      expect(stats.rewardPool).toBeGreaterThanOrEqual(kept);
      expect(await flexibleReserved()).toBe(flexible);
      return kept;
    };

    await fc.assert(
      fc.asyncProperty(
        fc.array(commandArbitrary, { minLength: 1, maxLength: 10 }),
        fc.constantFrom(TIER.days7, TIER.days15, TIER.days30, TIER.days365),
        async (commands, lockedTier) => {
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
              const kept = await checkBound();
              // Another holder's locked stake of the largest size the bound promises: it would
              // go through now (simulated in the next block, nothing sent).
              const amount = largestStakeFor(kept, lockedTier);
              if (amount > 0n) {
                expect(
                  accrual(amount, TEST_APR_BPS[lockedTier]!, lockOf(lockedTier)),
                ).toBeLessThanOrEqual(kept);
                await publicClient.simulateContract({
                  account: other,
                  address: staking,
                  abi: bearStakingAbi,
                  functionName: 'stake',
                  args: [amount, lockedTier, 0],
                  blockTag: 'pending',
                });
              }
            }
            // And sent for real at the end of the sequence.
            const amount = largestStakeFor(await checkBound(), lockedTier);
            if (amount > 0n) await waitForSuccess(await write.stake(other, amount, lockedTier));
          } finally {
            await testClient.revert({ id: snapshot });
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
