import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/features/onchain/format';
import { describeStakingRevert } from '@/features/staking/accountErrors';

describe('describeStakingRevert', () => {
  it.each([
    ['ZeroAmount', [], 'Enter an amount greater than zero.'],
    ['UnknownTier', [7], 'This lock period is not offered.'],
    ['NotYourPosition', [12n], 'Position #12 belongs to another account.'],
    ['PositionClosed', [3n], 'Position #3 is already closed.'],
    [
      'RewardPoolTooSmall',
      [1n, 2n],
      'The reward pool cannot cover the rewards of this stake right now: try a smaller amount or a shorter lock.',
    ],
    [
      'FlexibleRewardLimitReached',
      [10n, 20n],
      'Flexible staking has used its share of the reward pool for now: stake less, or choose a lock period.',
    ],
    [
      'FlexibleHolderLimitReached',
      [10n, 20n],
      'Your flexible positions already hold your part of the flexible rewards: stake less, or choose a lock period.',
    ],
    [
      'TooManyPositions',
      [100n],
      'You already have 100 open positions: unstake one before opening another.',
    ],
    [
      'ERC20InsufficientAllowance',
      ['0x0', 0n, 1n],
      'The staking contract is not approved for this amount yet: approve it first.',
    ],
    ['ERC20InsufficientBalance', ['0x0', 0n, 1n], 'Your token balance is too low for this amount.'],
  ])('behavior: %s reads as a sentence', (errorName, args, message) => {
    expect(describeStakingRevert({ errorName, args })).toBe(message);
  });

  it('behavior: StillLocked names the unlock date', () => {
    expect(describeStakingRevert({ errorName: 'StillLocked', args: [1_800_000_000n] })).toBe(
      `This position is still locked until ${formatDateTime(1_800_000_000)}.`,
    );
  });

  it('behavior: an error of another contract is left to the generic message', () => {
    expect(
      describeStakingRevert({ errorName: 'OwnableUnauthorizedAccount', args: [] }),
    ).toBeUndefined();
  });
});
