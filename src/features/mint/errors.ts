import { formatUnits } from 'viem';
import type { DecodedRevert } from '@/features/transactions/contractWrite';
import { bearCount as bears } from './format';

/** The mint page's own messages (its part of the error catalogue). */
export const MINT_MESSAGES = {
  zeroQuantity: 'Choose at least one bear to mint.',
  saleNotActive: 'The sale is not open right now.',
  saleNotStarted: (opensAt: string) => `The sale has not started yet: it opens on ${opensAt}.`,
  soldOut: 'All bears have been minted: the collection is sold out.',
  exceedsRemainingSupply: (remaining: bigint) =>
    `Only ${bears(remaining)} left in the collection: lower the quantity.`,
  walletLimitReached: 'This wallet has reached its mint limit.',
  exceedsWalletLimit: (remaining: bigint) =>
    `You can mint at most ${bears(remaining)} more with this wallet.`,
  wrongPayment: (expected: string, symbol: string) =>
    `The price has changed: this mint now costs ${expected} ${symbol}. Check the total and try again.`,
  allowlistNotActive: 'The allowlist phase is not open.',
  invalidProof: 'This wallet is not on the allowlist.',
  insufficientBalance: 'Insufficient balance',
  readFailed: (chainName: string) => `Could not read the bear collection from ${chainName}.`,
  imagesFailed: 'Could not load the bears’ images.',
  noContractAnywhere:
    'Minting is not available yet: the bear contract is not deployed on any network this hub offers.',
  noContractHere: (chainName: string, available: string) =>
    `Minting is not available on ${chainName}. Bears can be minted on ${available}.`,
} as const;

/** Formats a sale start (Unix seconds) for messages, in the visitor's locale. */
export function formatSaleStart(startsAtSeconds: bigint | number): string {
  return new Date(Number(startsAtSeconds) * 1_000).toLocaleString();
}

/**
 * Turns the bear contract's custom errors into sentences for the visitor. Unknown errors give
 * undefined, and the write lifecycle falls back to its generic refusal.
 */
export function describeMintRevert(
  revert: DecodedRevert,
  currency: { symbol: string; decimals: number },
): string | undefined {
  const [first] = revert.args;
  const amount = typeof first === 'bigint' ? first : 0n;
  switch (revert.errorName) {
    case 'ZeroQuantity':
      return MINT_MESSAGES.zeroQuantity;
    case 'SaleNotActive':
      return MINT_MESSAGES.saleNotActive;
    case 'SaleNotStarted':
      return MINT_MESSAGES.saleNotStarted(formatSaleStart(amount));
    case 'SoldOut':
      return MINT_MESSAGES.soldOut;
    case 'ExceedsRemainingSupply':
      return MINT_MESSAGES.exceedsRemainingSupply(amount);
    case 'ExceedsWalletLimit':
      return amount === 0n
        ? MINT_MESSAGES.walletLimitReached
        : MINT_MESSAGES.exceedsWalletLimit(amount);
    case 'WrongPayment':
      return MINT_MESSAGES.wrongPayment(formatUnits(amount, currency.decimals), currency.symbol);
    case 'AllowlistNotActive':
      return MINT_MESSAGES.allowlistNotActive;
    case 'InvalidProof':
      return MINT_MESSAGES.invalidProof;
    default:
      return undefined;
  }
}
