/**
 * The staking page's own messages: amount input refusals and the sentences for the staking
 * contract's custom errors. Tests assert each text exactly.
 */
import type { DecodedRevert } from '@/features/transactions/contractWrite';

export const AMOUNT_INPUT_MESSAGES = {
  empty: 'Enter an amount.',
  negative: 'The amount cannot be negative.',
  scientific: 'Write the amount in plain digits, without exponent notation.',
  invalid: 'Enter a number, for example 12.5.',
  tooManyDecimals: (decimals: number) =>
    decimals === 0
      ? 'This token has no decimals: enter a whole number.'
      : `This token has at most ${decimals} decimals.`,
  zero: 'Enter an amount greater than zero.',
  exceedsBalance: 'The amount is more than your balance.',
} as const;

export const STAKING_MESSAGES = {
  notDeployedAnywhere: 'Staking is not available on any network this hub offers yet.',
  notOnThisChain: (chainName: string) => `Staking is not available on ${chainName}.`,
  switchTo: 'Switch to a network where staking is available:',
  readFailed: 'Could not read the staking contract. Check your connection and retry.',
  connectToStake: 'Connect your wallet to stake, follow your rewards and claim them.',
  noPositions: 'You have no staking positions yet.',
  tokenAdded: 'The token was added to your wallet.',
  tokenNotAdded: 'The token was not added to your wallet.',
} as const;

/** Sentences for the custom errors of BearStaking and of the token (ERC-20, OpenZeppelin 5). */
export const REVERT_MESSAGES = {
  ZeroAmount: 'Enter an amount greater than zero.',
  UnknownTier: 'This lock period is not offered.',
  StillLocked: (unlocksAt: string) => `This position is still locked until ${unlocksAt}.`,
  NotYourPosition: (id: string) => `Position #${id} belongs to another account.`,
  PositionClosed: (id: string) => `Position #${id} is already closed.`,
  RewardPoolTooSmall:
    'The reward pool cannot cover the rewards of this stake right now: try a smaller amount or a shorter lock.',
  TooManyPositions: (max: string) =>
    `You already have ${max} open positions: unstake one before opening another.`,
  ERC20InsufficientAllowance:
    'The staking contract is not approved for this amount yet: approve it first.',
  ERC20InsufficientBalance: 'Your token balance is too low for this amount.',
} as const;

/** Formats a unix time (seconds) as the page shows dates. */
export function formatDateTime(unixSeconds: number): string {
  return new Date(unixSeconds * 1_000).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** Turns a decoded revert of a staking call into a sentence; undefined when it is not ours. */
export function describeStakingRevert(revert: DecodedRevert): string | undefined {
  const [first] = revert.args;
  switch (revert.errorName) {
    case 'ZeroAmount':
      return REVERT_MESSAGES.ZeroAmount;
    case 'UnknownTier':
      return REVERT_MESSAGES.UnknownTier;
    case 'StillLocked':
      return REVERT_MESSAGES.StillLocked(formatDateTime(Number(first)));
    case 'NotYourPosition':
      return REVERT_MESSAGES.NotYourPosition(String(first));
    case 'PositionClosed':
      return REVERT_MESSAGES.PositionClosed(String(first));
    case 'RewardPoolTooSmall':
      return REVERT_MESSAGES.RewardPoolTooSmall;
    case 'TooManyPositions':
      return REVERT_MESSAGES.TooManyPositions(String(first));
    case 'ERC20InsufficientAllowance':
      return REVERT_MESSAGES.ERC20InsufficientAllowance;
    case 'ERC20InsufficientBalance':
      return REVERT_MESSAGES.ERC20InsufficientBalance;
    default:
      return undefined;
  }
}
