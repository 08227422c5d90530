import { formatDateTime, formatNative } from '@/features/onchain/format';
import { bigintArg, type RevertSentences } from '@/features/onchain/reverts';
import { t } from '@/i18n/runtime';
import { bearCount as bears } from './format';

/** The mint page's own messages (its part of the error catalogue). */
export const MINT_MESSAGES = {
  get zeroQuantity() {
    return t('mintErrors.zeroQuantity');
  },
  get saleNotActive() {
    return t('mintErrors.saleNotActive');
  },
  saleNotStarted: (opensAt: string) => t('mintErrors.saleNotStarted', { opensAt }),
  get soldOut() {
    return t('mintErrors.soldOut');
  },
  exceedsRemainingSupply: (remaining: bigint) => t('mintErrors.exceedsRemainingSupply', { bears: bears(remaining) }),
  get walletLimitReached() {
    return t('mintErrors.walletLimitReached');
  },
  exceedsWalletLimit: (remaining: bigint) => t('mintErrors.exceedsWalletLimit', { bears: bears(remaining) }),
  wrongPayment: (expected: string) => t('mintErrors.wrongPayment', { expected }),
  get allowlistNotActive() {
    return t('mintErrors.allowlistNotActive');
  },
  get invalidProof() {
    return t('mintErrors.invalidProof');
  },
  get insufficientBalance() {
    return t('mintErrors.insufficientBalance');
  },
  get notOwner() {
    return t('mintErrors.notOwner');
  },
  get invalidRecipient() {
    return t('mintErrors.invalidRecipient');
  },
  get withdrawFailed() {
    return t('mintErrors.withdrawFailed');
  },
  get invalidRoot() {
    return t('mintErrors.invalidRoot');
  },
  saleOpensIn: (countdown: string) => t('mintErrors.saleOpensIn', { countdown }),
  get allowlistChecking() {
    return t('mintErrors.allowlistChecking');
  },
  get allowlistUnavailable() {
    return t('mintErrors.allowlistUnavailable');
  },
  allowanceUsed: (allowance: bigint) => t('mintErrors.allowanceUsed', { bears: bears(allowance) }),
  notEnoughForMint: (needed: string, fee: string, balance: string) =>
    t('mintErrors.notEnoughForMint', { needed, fee, balance }),
  readFailed: (chainName: string) => t('mintErrors.readFailed', { chainName }),
  get imagesFailed() {
    return t('mintErrors.imagesFailed');
  },
  get connectToMint() {
    return t('mintErrors.connectToMint');
  },
  get noContractAnywhere() {
    return t('mintErrors.noContractAnywhere');
  },
  noContractHere: (chainName: string, available: string) =>
    t('mintErrors.noContractHere', { chainName, available }),
} as const;

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
