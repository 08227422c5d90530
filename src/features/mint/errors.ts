import { formatDateTime, formatNative } from '@/features/onchain/format';
import { bigintArg, type RevertSentences } from '@/features/onchain/reverts';
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
  wrongPayment: (expected: string) =>
    `The price has changed: this mint now costs ${expected}. Check the total and try again.`,
  allowlistNotActive: 'The allowlist phase is not open.',
  invalidProof: 'This wallet is not on the allowlist.',
  insufficientBalance: 'Insufficient balance',
  notOwner: 'Only the contract owner can change the sale.',
  invalidRecipient: 'The proceeds cannot be sent to the zero address.',
  withdrawFailed: 'The recipient refused the proceeds: nothing was withdrawn.',
  invalidRoot: 'An allowlist root is 0x followed by 64 hexadecimal digits.',
  saleOpensIn: (countdown: string) => `The sale opens in ${countdown}.`,
  allowlistChecking: 'Checking the allowlist…',
  allowlistUnavailable: 'The allowlist cannot be checked right now: the published list does not match the contract. Try again later.',
  allowanceUsed: (allowance: bigint) => `This wallet has used its allowlist allowance of ${bears(allowance)}.`,
  notEnoughForMint: (needed: string, fee: string, balance: string) =>
    `Not enough funds: this mint costs ${needed} plus about ${fee} in network fees, and this wallet holds ${balance}.`,
  readFailed: (chainName: string) => `Could not read the bear collection from ${chainName}.`,
  imagesFailed: 'Could not load the bears’ images.',
  connectToMint: 'Connect a wallet to mint a bear.',
  noContractAnywhere:
    'Minting is not available yet: the bear contract is not deployed on any network this hub offers.',
  noContractHere: (chainName: string, available: string) =>
    `Minting is not available on ${chainName}. Bears can be minted on ${available}.`,
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
