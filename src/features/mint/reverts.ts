import { formatDateTime, formatNative } from '@/features/onchain/format';
import { bigintArg, type RevertSentences } from '@/features/onchain/reverts';
import { MINT_MESSAGES } from './errors';

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
