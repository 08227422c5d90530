/**
 * Why this visitor cannot mint now, before the wallet is asked. Reasons a network switch cannot
 * change come first, so nobody switches only to learn they cannot mint anyway.
 */
import './messages';
import type { ModalName } from '@/features/modals/slice';
import { formatCountdown, formatNative, formatTokenAmount } from '@/features/onchain/format';
import { listChainNames } from '@/features/onchain/addresses';
import { isShortOfFunds } from '@/features/onchain/intent';
import type { ContractTarget } from '@/features/onchain/target';
import { WALLET_ERROR_MESSAGES } from '@/wallet/errors';
import { t } from '@/i18n/runtime';
import { MINT_MESSAGES } from './errors';
import type { MintView } from './types';

/** The button that resolves what keeps a visitor from minting: the dialog it opens, and its label. */
export interface PromptAction {
  modal: ModalName;
  label: string;
}

interface EligibilityInput extends MintView {
  target: ContractTarget;
  /** Price of the chosen quantity in this phase, and the network fee estimate (null: unknown). */
  price: bigint;
  fee: bigint | null;
}

/** Digits kept for the fee and the balance in the funds sentence (truncated, never rounded up). */
const APPROX_FRACTION_DIGITS = 6;
const approx = (value: bigint, currency: { symbol: string; decimals: number }) =>
  `${formatTokenAmount(value, currency.decimals, APPROX_FRACTION_DIGITS)} ${currency.symbol}`;

/** Why the visitor cannot mint, with its button; `tone`: 'alert' went wrong, 'status' waits. */
const note =
  (tone: 'alert' | 'status') =>
  <R extends string>(reason: R, text: string, action?: PromptAction) => ({
    reason,
    text,
    action,
    tone,
  });
const status = note('status');
const alert = note('alert');
const switchNetwork = (): PromptAction => ({ modal: 'chain', label: t('wallet.switchNetwork') });
const connect = () =>
  status('connect', MINT_MESSAGES.connectToMint, { modal: 'connect', label: t('wallet.connect') });
const wrongNetwork = () =>
  alert('wrongNetwork', WALLET_ERROR_MESSAGES.wrongNetwork, switchNetwork());
const noContract = (target: ContractTarget) =>
  alert(
    'noContract',
    MINT_MESSAGES.noContractHere(
      target.connectedChain?.name ?? t('mint.thisNetwork'),
      listChainNames(target.chains),
    ),
    switchNetwork(),
  );

/** The first reason this visitor cannot mint, or null when the Mint button may be used. */
export function mintEligibility(input: EligibilityInput) {
  const { target, collection, limits, account, allowlist } = input;
  const currency = input.chain.nativeCurrency;
  // A wallet is connected (on any chain) when its account was read on the mint chain.
  const connected = account !== null;
  if (limits.phase === 'none') {
    const startsIn = collection.saleStartsAt - input.nowSeconds;
    if (collection.saleActive && startsIn > 0) {
      const countdown = formatCountdown(startsIn, { fixedWidth: true });
      return status('saleNotStarted', MINT_MESSAGES.saleOpensIn(countdown));
    }
    if (limits.remainingSupply > 0n) return status('saleClosed', MINT_MESSAGES.saleNotActive);
  }
  if (connected && limits.phase === 'allowlist') {
    if (allowlist.status === 'loading')
      return status('allowlistChecking', MINT_MESSAGES.allowlistChecking);
    if (allowlist.status === 'unavailable')
      return alert('allowlistUnavailable', MINT_MESSAGES.allowlistUnavailable);
    if (allowlist.status === 'notListed')
      return alert('notOnAllowlist', MINT_MESSAGES.invalidProof);
    if (limits.remainingForWallet === 0n)
      return alert('allowanceUsed', MINT_MESSAGES.allowanceUsed(limits.allowlistLimit));
  }
  if (connected && limits.phase === 'public' && limits.remainingForWallet === 0n)
    return alert('walletLimitReached', MINT_MESSAGES.walletLimitReached);
  if (limits.remainingSupply === 0n) return status('soldOut', MINT_MESSAGES.soldOut);
  if (!connected) return connect();
  const fee = input.fee ?? 0n;
  const balance = account ? BigInt(account.balance) : null;
  if (isShortOfFunds(balance, input.price, fee)) {
    return alert(
      'notEnoughFunds',
      MINT_MESSAGES.notEnoughForMint(
        formatNative(input.price, currency),
        approx(fee, currency),
        approx(balance!, currency),
      ),
    );
  }
  if (target.wallet === 'unsupportedChain') return wrongNetwork();
  if (target.availability === 'notOnThisChain') return noContract(target);
  return null;
}

/** What replaces the mint controls when this connection cannot mint there, or null when it can. */
export function targetPrompt(target: ContractTarget) {
  switch (target.availability) {
    case 'ready':
      return null;
    case 'visitor':
      return connect();
    case 'wrongNetwork':
      return wrongNetwork();
    case 'notOnThisChain':
      return noContract(target);
    case 'notDeployed':
      if (target.wallet === 'none') return connect();
      if (target.wallet === 'unsupportedChain') return wrongNetwork();
      return alert('noContract', MINT_MESSAGES.noContractAnywhere);
  }
}

export type Ineligibility = NonNullable<ReturnType<typeof mintEligibility | typeof targetPrompt>>;
