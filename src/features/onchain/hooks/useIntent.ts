import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Address } from 'viem';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { findChain } from '@/config/chains';
import { isBusyStage } from '@/features/transactions/flowSlice';
import { useGetNativeBalanceQuery } from '@/wallet/chainApi';
import { feeRequestOf, isShortOfFunds, valueOf, type WriteIntent } from '../intent';
import type { PreviewExpectation } from '../preview';
import { previewSequenceOf, type PreviewGap, type PreviewSequence } from '../previewPlan';
import { expectationOf, type PreviewWords } from '../previewText';
import { runWritePlan, type WriteResult } from '../write/runWritePlan';
import { useNetworkFee, type NetworkFeeView } from './useNetworkFee';
import { useNetworkFees } from './useNetworkFees';

type Currency = { symbol: string; decimals: number };

/** Runs the intent as its flow, compared after with what its form previewed. */
export function sendIntent(intent: WriteIntent, expect?: PreviewExpectation) {
  return runWritePlan(intent.flowId, intent.chainId, intent.plan, {
    describeRevert: intent.describeRevert,
    expect,
  });
}

export interface IntentContext {
  chainId: number;
  /** The account that sends it (null: nobody connected, nothing estimated or sent). */
  account: Address | null | undefined;
  /** How the feature names what its writes touch, in the chain's native coin. */
  words: (native: Currency) => PreviewWords;
  /** The native balance the cost is checked against, when the feature reads its own (base units). */
  balance?: bigint | null;
}

export interface IntentView {
  /** What `WritePreview` shows: the fee estimate with its preview, in the feature's words. */
  preview: {
    view: NetworkFeeView;
    currency: Currency;
    words: PreviewWords;
    gap: PreviewGap | null;
  };
  /** Something is offered: the intent is declared (its input complete). */
  offered: boolean;
  /** The native balance is known and below the write's value plus its estimated fee. */
  notCovered: boolean;
  busy: boolean;
  /** What disables its button whatever the input: busy, the balance short, something to wait for. */
  disabled: boolean;
  /** Declared (its input complete), connected and not disabled. */
  canSend: boolean;
  /** Sends it (nothing when it cannot be sent), compared after with the preview on screen. */
  send: () => Promise<WriteResult | null>;
}

/** The connected account's native coin and balance (the header's read: no request of its own). */
function useNative(chainId: number, override: bigint | null | undefined) {
  const { status, account, chain } = useAppSelector((state) => state.connection);
  const args =
    status === 'connected' && account && chain && !chain.unsupported
      ? { chainId: chain.id, address: account }
      : skipToken;
  const read = useGetNativeBalanceQuery(args).data;
  const native = args === skipToken ? null : (read ?? null);
  const currency: Currency = native ??
    findChain(chainId)?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 };
  const balance = override !== undefined ? override : native ? BigInt(native.value) : null;
  return { currency, balance };
}

function useDerive(context: IntentContext) {
  const dispatch = useAppDispatch();
  const flows = useAppSelector((state) => state.writeFlows);
  const { currency, balance } = useNative(context.chainId, context.balance);
  const words = context.words(currency);
  return (
    intent: WriteIntent | null,
    sequence: PreviewSequence | null,
    view: NetworkFeeView,
  ): IntentView => {
    const flow = intent ? flows[intent.flowId] : undefined;
    const busy = flow !== undefined && isBusyStage(flow.stage);
    const notCovered =
      sequence !== null &&
      isShortOfFunds(balance, valueOf(sequence), view.fee ? BigInt(view.fee.fee) : null);
    const disabled = busy || notCovered || Boolean(intent?.waitFor);
    const canSend = intent !== null && Boolean(context.account) && !disabled;
    return {
      preview: { view, currency, words, gap: sequence?.gap ?? null },
      offered: intent !== null,
      notCovered,
      busy,
      disabled,
      canSend,
      send: async () =>
        canSend && intent
          ? dispatch(sendIntent(intent, expectationOf(view, words, intent.accrual)))
          : null,
    };
  };
}

const sequenceOf = (intent: WriteIntent | null, account: Address | null | undefined) =>
  intent && account ? previewSequenceOf(intent.plan, account, intent.chainId) : null;

/**
 * One intent's fee estimate and preview (asked once its input settles, then every
 * FEE_ESTIMATE_REFRESH_INTERVAL_MS), the check of its cost against the native balance, whether
 * its button may be used, and its send. Null: nothing is offered now.
 */
export function useIntent(intent: WriteIntent | null, context: IntentContext): IntentView {
  const sequence = sequenceOf(intent, context.account);
  const request = intent && sequence ? feeRequestOf(intent, sequence) : null;
  const view = useNetworkFee(request?.calls ?? null, context.account, {
    chainId: context.chainId,
    preview: sequence,
    ...(request?.extraGas ? { extraGas: request.extraGas } : {}),
  });
  return useDerive(context)(intent, sequence, view);
}

/**
 * Several independent intents of one account (each row's claim and unstake, each owner's
 * button): their fees and previews in one query, one request per refresh whatever their number.
 */
export function useIntents(
  intents: readonly (WriteIntent | null)[],
  context: IntentContext,
): IntentView[] {
  const sequences = intents.map((intent) => sequenceOf(intent, context.account));
  const views = useNetworkFees(
    sequences.map((sequence) => sequence?.calls ?? null),
    context.account,
    context.chainId,
    { preview: true },
  );
  const derive = useDerive(context);
  return intents.map((intent, index) => derive(intent, sequences[index]!, views[index]!));
}
