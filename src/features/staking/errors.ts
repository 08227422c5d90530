/**
 * The staking page's own messages: amount input refusals and the sentences for the staking
 * contract's custom errors (catalogue keys in src/i18n/messages/, read in the active locale when
 * used). Tests assert each English text exactly.
 */
import { formatApr, formatDateTime } from '@/features/onchain/format';
import { bigintArg, describeWith, type RevertSentences } from '@/features/onchain/reverts';
import { t } from '@/i18n/runtime';

export const AMOUNT_INPUT_MESSAGES = {
  get empty() {
    return t('amount.empty');
  },
  get negative() {
    return t('amount.negative');
  },
  get scientific() {
    return t('amount.scientific');
  },
  get invalid() {
    return t('amount.invalid');
  },
  tooManyDecimals: (decimals: number) =>
    decimals === 0 ? t('amount.noDecimals') : t('amount.tooManyDecimals', { decimals }),
  get zero() {
    return t('amount.zero');
  },
  get exceedsBalance() {
    return t('amount.exceedsBalance');
  },
} as const;

export const STAKING_MESSAGES = {
  get notDeployedAnywhere() {
    return t('stakingErrors.notDeployedAnywhere');
  },
  notOnThisChain: (chainName: string) => t('stakingErrors.notOnThisChain', { chainName }),
  get switchTo() {
    return t('stakingErrors.switchTo');
  },
  get readFailed() {
    return t('stakingErrors.readFailed');
  },
  get connectToStake() {
    return t('stakingErrors.connectToStake');
  },
  get noPositions() {
    return t('stakingErrors.noPositions');
  },
  get tokenAdded() {
    return t('stakingErrors.tokenAdded');
  },
  get tokenNotAdded() {
    return t('stakingErrors.tokenNotAdded');
  },
  get permitFailed() {
    return t('stakingErrors.permitFailed');
  },
  get batchFailed() {
    return t('stakingErrors.batchFailed');
  },
  feeNotCovered: (symbol: string) => t('stakingErrors.feeNotCovered', { symbol }),
} as const;

/** Sentences for the custom errors of BearStaking and of the token (ERC-20, OpenZeppelin 5). */
export const STAKING_REVERTS: RevertSentences = {
  ZeroAmount: () => AMOUNT_INPUT_MESSAGES.zero,
  UnknownTier: () => t('stakingReverts.unknownTier'),
  AprChanged: (args) => t('stakingReverts.aprChanged', { apr: formatApr(Number(args[0])) }),
  StillLocked: (args) => t('stakingReverts.stillLocked', { date: formatDateTime(bigintArg(args)) }),
  NotYourPosition: (args) => t('stakingReverts.notYourPosition', { id: String(args[0]) }),
  PositionClosed: (args) => t('stakingReverts.positionClosed', { id: String(args[0]) }),
  RewardPoolTooSmall: () => t('stakingReverts.rewardPoolTooSmall'),
  TooManyPositions: (args) => t('stakingReverts.tooManyPositions', { count: String(args[0]) }),
  ERC20InsufficientAllowance: () => t('stakingReverts.insufficientAllowance'),
  ERC20InsufficientBalance: () => t('stakingReverts.insufficientBalance'),
};

/** A decoded revert of a staking call as a sentence; undefined when it is not one of ours. */
export const describeStakingRevert = describeWith(STAKING_REVERTS);
