// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accrual, positionTimeline, projectEarnings } from '@/features/staking/projection';

// BearStaking's reward rule, written out as the contract has it (contracts/BearStaking.sol):
//   _accrual(amount, aprBps, duration) = (amount * aprBps * duration) / (BPS_DENOMINATOR * YEAR)
//   _stake: reward = _accrual(amount, aprBps, _rewardDuration(tier))
//   _rewardDuration: the lock (7, 15, 30, 365 days) or FLEXIBLE_REWARD_HORIZON (365 days)
const BPS_DENOMINATOR = 10_000n;
const YEAR = 365n * 24n * 60n * 60n;
const DAY = 86_400;
const contractAccrual = (amount: bigint, aprBps: bigint, duration: bigint) =>
  (amount * aprBps * duration) / (BPS_DENOMINATOR * YEAR);

/** The deployment's tiers (scripts/contracts/deploy.mjs): flexible, 7, 15, 30 and 365 days. */
const TIERS = [
  { id: 0, lockDuration: 0, rewardDuration: 365 * DAY, aprBps: 500 },
  { id: 1, lockDuration: 7 * DAY, rewardDuration: 7 * DAY, aprBps: 800 },
  { id: 2, lockDuration: 15 * DAY, rewardDuration: 15 * DAY, aprBps: 1000 },
  { id: 3, lockDuration: 30 * DAY, rewardDuration: 30 * DAY, aprBps: 1500 },
  { id: 4, lockDuration: 365 * DAY, rewardDuration: 365 * DAY, aprBps: 2500 },
];
const ONE = 10n ** 18n;

describe('what a stake earns, by the contract’s rule', () => {
  it('contract: a locked tier’s projected reward is the reward the contract reserves at the stake', () => {
    const amount = 150n * ONE + 5n * 10n ** 17n; // 150.5 tokens
    for (const projection of projectEarnings(amount, TIERS, 90 * DAY)) {
      const tier = TIERS[projection.tier]!;
      if (tier.lockDuration === 0) continue;
      const expected = contractAccrual(amount, BigInt(tier.aprBps), BigInt(tier.lockDuration));
      expect(projection.reward).toBe(expected);
      expect(projection.reserved).toBe(expected);
      expect(projection.total).toBe(amount + expected);
      expect(projection.seconds).toBe(tier.lockDuration);
    }
    // 150.5 × 25 % over a whole year: 37.625 tokens.
    expect(projectEarnings(amount, [TIERS[4]!], 0)[0]!.reward).toBe(37_625n * 10n ** 15n);
  });

  it('contract: the flexible tier earns over the chosen horizon, reserves a whole year, and stops at its term', () => {
    const amount = 1_000n * ONE;
    const [over90] = projectEarnings(amount, [TIERS[0]!], 90 * DAY);
    expect(over90!.reward).toBe(contractAccrual(amount, 500n, BigInt(90 * DAY)));
    expect(over90!.reserved).toBe(contractAccrual(amount, 500n, YEAR));
    expect(over90!.seconds).toBe(90 * DAY);
    const [overTwoYears] = projectEarnings(amount, [TIERS[0]!], 730 * DAY);
    expect(overTwoYears!.reward).toBe(50n * ONE);
    expect(overTwoYears!.seconds).toBe(365 * DAY);
  });

  it('property: the projection equals the contract’s integer formula for any amount, APR and duration', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 2n ** 128n - 1n }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 1, max: 365 * DAY }),
        (amount, aprBps, seconds) => {
          expect(accrual(amount, aprBps, seconds)).toBe(
            contractAccrual(amount, BigInt(aprBps), BigInt(seconds)),
          );
        },
      ),
    );
  });

  it('behavior: rounding is down, as on chain: a wei-sized stake earns nothing in a week', () => {
    expect(accrual(1n, 2_500, 7 * DAY)).toBe(0n);
    expect(accrual(0n, 2_500, 7 * DAY)).toBe(0n);
    expect(accrual(ONE, 2_500, 0)).toBe(0n);
  });

  it('behavior: a tier whose term reward exceeds the reward pool is marked as not covered', () => {
    const amount = 1_000n * ONE;
    const pool = contractAccrual(amount, 1000n, BigInt(15 * DAY));
    const covered = projectEarnings(amount, TIERS, 30 * DAY, pool).map((one) => one.coveredByPool);
    // Flexible reserves a year at 5 %: 50 tokens, more than 15 days at 10 % (4.1 tokens).
    expect(covered).toEqual([false, true, true, false, false]);
  });

  it('behavior: the flexible tier is covered only within the contract’s flexible limit for the holder, not the pool alone', () => {
    const amount = 1_000n * ONE;
    const pool = 1_000_000n * ONE;
    // Flexible reserves a year at 5 %: 50 tokens; the holder may reserve 40 more.
    const limit = 40n * ONE;
    const projections = projectEarnings(amount, TIERS, 30 * DAY, pool, limit);
    expect(projections.map((one) => one.coveredByPool)).toEqual([false, true, true, true, true]);
    expect(projections[0]!.limitedBy).toBe('flexible');
    // The locked tiers do not count against the flexible limit.
    expect(projections.slice(1).every((one) => one.limitedBy === null)).toBe(true);
    expect(projectEarnings(amount, TIERS, 30 * DAY, pool, 50n * ONE)[0]!.coveredByPool).toBe(true);
  });
});

describe('a position’s rewards over time', () => {
  const position = {
    amount: (1_000n * ONE).toString(),
    aprBps: 1_500,
    startedAt: 1_000_000,
    rewardEndsAt: 1_000_000 + 30 * DAY,
  };

  it('behavior: accrued grows by the contract’s rule; claims step the claimed line; now and the end are marked', () => {
    const claimAt = position.startedAt + 10 * DAY;
    const claimed = contractAccrual(1_000n * ONE, 1_500n, BigInt(10 * DAY));
    const moments = positionTimeline(
      position,
      [{ timestamp: claimAt, amount: claimed.toString() }],
      position.startedAt + 20 * DAY,
    );
    expect(moments.map((moment) => moment.event)).toEqual(['start', 'claim', 'now', 'end']);
    expect(moments[1]!.accrued).toBe(claimed);
    expect(moments[1]!.claimed).toBe(claimed);
    expect(moments[2]!.accrued).toBe(contractAccrual(1_000n * ONE, 1_500n, BigInt(20 * DAY)));
    expect(moments[3]!.accrued).toBe(contractAccrual(1_000n * ONE, 1_500n, BigInt(30 * DAY)));
    expect(moments[3]!.claimed).toBe(claimed);
  });

  it('behavior: after the end of the term there is no "now" moment and nothing accrues past the end', () => {
    const moments = positionTimeline(position, [], position.rewardEndsAt + DAY);
    expect(moments.map((moment) => moment.event)).toEqual(['start', 'end']);
  });
});
