import './messages';
import { formatDateTime, formatNative } from '@/features/onchain/format';
import { bigintArg, type RevertSentences } from '@/features/onchain/reverts';
import { localized, t } from '@/i18n/runtime';
import { bearCount as bears } from './format';

/** The mint page's own messages (its part of the error catalogue). */
export const MINT_MESSAGES = localized(
  {
    zeroQuantity: 'mintErrors.zeroQuantity',
    saleNotActive: 'mintErrors.saleNotActive',
    soldOut: 'mintErrors.soldOut',
    walletLimitReached: 'mintErrors.walletLimitReached',
    allowlistNotActive: 'mintErrors.allowlistNotActive',
    invalidProof: 'mintErrors.invalidProof',
    insufficientBalance: 'mintErrors.insufficientBalance',
    notOwner: 'mintErrors.notOwner',
    invalidRecipient: 'mintErrors.invalidRecipient',
    withdrawFailed: 'mintErrors.withdrawFailed',
    invalidRoot: 'mintErrors.invalidRoot',
    allowlistChecking: 'mintErrors.allowlistChecking',
    allowlistUnavailable: 'mintErrors.allowlistUnavailable',
    imagesFailed: 'mintErrors.imagesFailed',
    connectToMint: 'mintErrors.connectToMint',
    noContractAnywhere: 'mintErrors.noContractAnywhere',
  },
  {
    saleNotStarted: (opensAt: string) => t('mintErrors.saleNotStarted', { opensAt }),
    exceedsRemainingSupply: (remaining: bigint) =>
      t('mintErrors.exceedsRemainingSupply', { bears: bears(remaining) }),
    exceedsWalletLimit: (remaining: bigint) =>
      t('mintErrors.exceedsWalletLimit', { bears: bears(remaining) }),
    wrongPayment: (expected: string) => t('mintErrors.wrongPayment', { expected }),
    saleOpensIn: (countdown: string) => t('mintErrors.saleOpensIn', { countdown }),
    allowanceUsed: (allowance: bigint) =>
      t('mintErrors.allowanceUsed', { bears: bears(allowance) }),
    notEnoughForMint: (needed: string, fee: string, balance: string) =>
      t('mintErrors.notEnoughForMint', { needed, fee, balance }),
    readFailed: (chainName: string) => t('mintErrors.readFailed', { chainName }),
    noContractHere: (chainName: string, available: string) =>
      t('mintErrors.noContractHere', { chainName, available }),
  },
);

/** The bear contract's custom errors as sentences (`WrongPayment` names the price in `currency`). */
export function mintReverts(currency: { symbol: string; decimals: number }): RevertSentences {
  return {
    ZeroQuantity: () => MINT_MESSAGES.zeroQuantity,
    SaleNotActive: () => MINT_MESSAGES.saleNotActive,
    SaleNotStarted: (args) => MINT_MESSAGES.saleNotStarted(formatDateTime(bigintArg(args))),
    SoldOut: () => MINT_MESSAGES.soldOut,
    ExceedsRemainingSupply: (args) => MINT_MESSAGES.exceedsRemainingSupply(bigintArg(args)),
    ExceedsWalletLimit: (args) =>
      bigintArg(args) === 0n
        ? MINT_MESSAGES.walletLimitReached
        : MINT_MESSAGES.exceedsWalletLimit(bigintArg(args)),
    WrongPayment: (args) => MINT_MESSAGES.wrongPayment(formatNative(bigintArg(args), currency)),
    AllowlistNotActive: () => MINT_MESSAGES.allowlistNotActive,
    InvalidProof: () => MINT_MESSAGES.invalidProof,
    OwnableUnauthorizedAccount: () => MINT_MESSAGES.notOwner,
    InvalidRecipient: () => MINT_MESSAGES.invalidRecipient,
    WithdrawFailed: () => MINT_MESSAGES.withdrawFailed,
  };
}
