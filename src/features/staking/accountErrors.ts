/** A connected account's staking messages and the sentences of the contract's custom errors. */
import './accountMessages';
import { formatApr, formatDateTime } from '@/features/onchain/format';
import { bigintArg, describeWith, type RevertSentences } from '@/features/onchain/reverts';
import { localized, t } from '@/i18n/runtime';

export const AMOUNT_INPUT_MESSAGES = localized(
  {
    empty: 'amount.empty',
    negative: 'amount.negative',
    scientific: 'amount.scientific',
    invalid: 'amount.invalid',
    zero: 'amount.zero',
    exceedsBalance: 'amount.exceedsBalance',
  },
  {
    tooManyDecimals: (decimals: number) =>
      decimals === 0 ? t('amount.noDecimals') : t('amount.tooManyDecimals', { decimals }),
  },
);

export const STAKING_WRITE_MESSAGES = localized({
  tokenAdded: 'stakingErrors.tokenAdded',
  tokenNotAdded: 'stakingErrors.tokenNotAdded',
  permitFailed: 'stakingErrors.permitFailed',
  batchFailed: 'stakingErrors.batchFailed',
});

/** The custom errors of BearStaking and of the token (ERC-20, OpenZeppelin 5). */
const STAKING_REVERTS: RevertSentences = {
  ZeroAmount: () => AMOUNT_INPUT_MESSAGES.zero,
  UnknownTier: () => t('stakingReverts.unknownTier'),
  AprChanged: (args) => t('stakingReverts.aprChanged', { apr: formatApr(Number(args[0])) }),
  StillLocked: (args) => t('stakingReverts.stillLocked', { date: formatDateTime(bigintArg(args)) }),
  NotYourPosition: (args) => t('stakingReverts.notYourPosition', { id: String(args[0]) }),
  PositionClosed: (args) => t('stakingReverts.positionClosed', { id: String(args[0]) }),
  RewardPoolTooSmall: () => t('stakingReverts.rewardPoolTooSmall'),
  FlexibleRewardLimitReached: () => t('stakingReverts.flexibleLimit'),
  FlexibleHolderLimitReached: () => t('stakingReverts.flexibleHolderLimit'),
  TooManyPositions: (args) => t('stakingReverts.tooManyPositions', { count: String(args[0]) }),
  AprTooHigh: (args) => t('stakingReverts.aprTooHigh', { max: formatApr(Number(args[1])) }),
  ERC20InsufficientAllowance: () => t('stakingReverts.insufficientAllowance'),
  ERC20InsufficientBalance: () => t('stakingReverts.insufficientBalance'),
};

export const describeStakingRevert = describeWith(STAKING_REVERTS);

/** The owner's writes also meet the ownership having moved while the console was open. */
export const describeStakingOwnerRevert = describeWith(STAKING_REVERTS, {
  OwnableUnauthorizedAccount: () => t('stakingReverts.notOwner'),
});
