/**
 * The staking page's own messages: amount input refusals and the sentences for the staking
 * contract's custom errors. Tests assert each text exactly.
 */
import { formatApr, formatDateTime } from '@/features/onchain/format';
import { bigintArg, describeWith, type RevertSentences } from '@/features/onchain/reverts';

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
  permitFailed: 'Your wallet could not sign the permit. Retry, or choose the classic approval.',
  batchFailed:
    'Your wallet could not complete the approval and the stake together. Nothing was approved or staked: retry, or choose another approval.',
  feeNotCovered: (symbol: string) => `Insufficient balance: your ${symbol} does not cover the network fee.`,
} as const;

/** Sentences for the custom errors of BearStaking and of the token (ERC-20, OpenZeppelin 5). */
export const STAKING_REVERTS: RevertSentences = {
  ZeroAmount: () => AMOUNT_INPUT_MESSAGES.zero,
  UnknownTier: () => 'This lock period is not offered.',
  AprChanged: (args) =>
    `The APR of this lock period changed to ${formatApr(Number(args[0]))} before your stake went through. Nothing was staked: check the new rate and stake again.`,
  StillLocked: (args) => `This position is still locked until ${formatDateTime(bigintArg(args))}.`,
  NotYourPosition: (args) => `Position #${String(args[0])} belongs to another account.`,
  PositionClosed: (args) => `Position #${String(args[0])} is already closed.`,
  RewardPoolTooSmall: () =>
    'The reward pool cannot cover the rewards of this stake right now: try a smaller amount or a shorter lock.',
  TooManyPositions: (args) =>
    `You already have ${String(args[0])} open positions: unstake one before opening another.`,
  ERC20InsufficientAllowance: () =>
    'The staking contract is not approved for this amount yet: approve it first.',
  ERC20InsufficientBalance: () => 'Your token balance is too low for this amount.',
};

/** A decoded revert of a staking call as a sentence; undefined when it is not one of ours. */
export const describeStakingRevert = describeWith(STAKING_REVERTS);
