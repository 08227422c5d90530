/**
 * Why this visitor cannot mint right now, before anything reaches the wallet: one sentence, the
 * first check that fails, in this order: the sale has not started, not on the allowlist, the
 * allowance is used, the wallet limit is reached, sold out, not enough for price + fee, wrong
 * network, no contract on this chain. The reasons a visitor cannot change by switching networks
 * come first, so nobody switches only to learn they cannot mint anyway.
 */
import './messages';
import type { ModalName } from '@/features/modals/slice';
import { formatCountdown, formatNative, formatTokenAmount } from '@/features/onchain/format';
import { listChainNames } from '@/features/onchain/addresses';
import { isShortOfFunds } from '@/features/onchain/intent';
import type { ContractTarget } from '@/features/onchain/target';
import { WALLET_ERROR_MESSAGES } from '@/wallet/errors';
import type { AllowlistLookup } from './mintLimits';
import { MINT_MESSAGES } from './errors';
import { t } from '@/i18n/runtime';
import type { MintLimits } from './mintLimits';
import type { MintCollection } from './types';

export type IneligibleReason =
  | 'saleNotStarted'
  | 'saleClosed'
  | 'allowlistChecking'
  | 'allowlistUnavailable'
  | 'notOnAllowlist'
  | 'allowanceUsed'
  | 'walletLimitReached'
  | 'soldOut'
  | 'connect'
  | 'notEnoughFunds'
  | 'wrongNetwork'
  | 'noContract';

/** The button that resolves what keeps a visitor from minting: the dialog it opens, and its label. */
export interface PromptAction {
  modal: ModalName;
  label: string;
}

export interface Ineligibility {
  reason: IneligibleReason;
  text: string;
  /** The button that resolves it. */
  action?: PromptAction;
  /** 'alert' for what went wrong, 'status' for what the visitor waits for. */
  tone: 'alert' | 'status';
}

export interface EligibilityInput {
  target: ContractTarget;
  collection: MintCollection;
  limits: MintLimits;
  /** Whether a wallet is connected (on any chain); its data was read on the mint chain. */
  connected: boolean;
  allowlist: AllowlistLookup;
  /** The account's native balance on the read chain (base units), when read. */
  balance: bigint | null;
  /** Price of the chosen quantity in this phase, and the network fee estimate (null: unknown). */
  price: bigint;
  fee: bigint | null;
  currency: { symbol: string; decimals: number };
  nowSeconds: number;
}

/** Digits kept for the fee and the balance in the funds sentence (truncated, never rounded up). */
const APPROX_FRACTION_DIGITS = 6;
const approx = (value: bigint, currency: { symbol: string; decimals: number }) =>
  `${formatTokenAmount(value, currency.decimals, APPROX_FRACTION_DIGITS)} ${currency.symbol}`;

const switchNetwork = () => ({ modal: 'chain', label: t('wallet.switchNetwork') }) as const;

/** The first reason this visitor cannot mint, or null when the Mint button may be used. */
export function mintEligibility(input: EligibilityInput): Ineligibility | null {
  const { target, collection, limits, connected, allowlist, currency } = input;
  if (limits.phase === 'none') {
    const startsIn = collection.saleStartsAt - input.nowSeconds;
    if (collection.saleActive && startsIn > 0) {
      return {
        reason: 'saleNotStarted',
        text: MINT_MESSAGES.saleOpensIn(formatCountdown(startsIn, { fixedWidth: true })),
        tone: 'status',
      };
    }
    if (limits.remainingSupply > 0n)
      return { reason: 'saleClosed', text: MINT_MESSAGES.saleNotActive, tone: 'status' };
  }
  if (connected && limits.phase === 'allowlist') {
    if (allowlist.status === 'loading') {
      return { reason: 'allowlistChecking', text: MINT_MESSAGES.allowlistChecking, tone: 'status' };
    }
    if (allowlist.status === 'unavailable') {
      return {
        reason: 'allowlistUnavailable',
        text: MINT_MESSAGES.allowlistUnavailable,
        tone: 'alert',
      };
    }
    if (allowlist.status === 'notListed') {
      return { reason: 'notOnAllowlist', text: MINT_MESSAGES.invalidProof, tone: 'alert' };
    }
    if (limits.remainingForWallet === 0n) {
      return {
        reason: 'allowanceUsed',
        text: MINT_MESSAGES.allowanceUsed(limits.allowlistLimit),
        tone: 'alert',
      };
    }
  }
  if (connected && limits.phase === 'public' && limits.remainingForWallet === 0n) {
    return { reason: 'walletLimitReached', text: MINT_MESSAGES.walletLimitReached, tone: 'alert' };
  }
  if (limits.remainingSupply === 0n)
    return { reason: 'soldOut', text: MINT_MESSAGES.soldOut, tone: 'status' };
  if (!connected) {
    return {
      reason: 'connect',
      text: MINT_MESSAGES.connectToMint,
      action: { modal: 'connect', label: t('wallet.connect') },
      tone: 'status',
    };
  }
  const fee = input.fee ?? 0n;
  if (isShortOfFunds(input.balance, input.price, fee)) {
    return {
      reason: 'notEnoughFunds',
      text: MINT_MESSAGES.notEnoughForMint(
        formatNative(input.price, currency),
        approx(fee, currency),
        approx(input.balance!, currency),
      ),
      tone: 'alert',
    };
  }
  if (target.wallet === 'unsupportedChain') {
    return {
      reason: 'wrongNetwork',
      text: WALLET_ERROR_MESSAGES.wrongNetwork,
      action: switchNetwork(),
      tone: 'alert',
    };
  }
  if (target.availability === 'notOnThisChain') {
    return {
      reason: 'noContract',
      text: MINT_MESSAGES.noContractHere(
        target.connectedChain?.name ?? t('mint.thisNetwork'),
        listChainNames(target.chains),
      ),
      action: switchNetwork(),
      tone: 'alert',
    };
  }
  return null;
}
