import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Address } from 'viem';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { findChain } from '@/config/chains';
import { FEE_ESTIMATE_REFRESH_INTERVAL_MS } from '@/config/constants';
import { WRITE_ESTIMATE_DEBOUNCE_MS } from '@/config/writes';
import { isBusyStage } from '@/features/transactions/flowSlice';
import { listOf } from '@/features/transactions/slice';
import { useGetNativeBalanceQuery } from '@/wallet/chainApi';
import { feeCallOf, useEstimateNetworkFeesQuery, type FeeWrite, type NetworkFee } from '../fee';
import { isShortOfFunds, previewSequenceOf, type WriteIntent } from '../intent';
import type { PreviewExpectation, SimulatedWrite } from '../preview';
import { expectationOf, type PreviewWords } from '../previewText';
import { runWritePlan } from '../write/runWritePlan';

type Currency = { symbol: string; decimals: number };

/** A write's fee estimate with its preview, as a form shows it. */
export interface NetworkFeeView {
  fee: NetworkFee | null;
  /** The estimate failed (e.g. the call would revert). */
  failed: boolean;
  loading: boolean;
  /** Null until it arrives. */
  preview?: SimulatedWrite | null;
  /** The input changed since what is shown. */
  updating?: boolean;
}

export interface IntentContext {
  chainId: number;
  /** The account that sends it (null: nobody connected, nothing estimated or sent). */
  account: Address | null | undefined;
  words: (native: Currency) => PreviewWords;
  /** The native balance to check the cost against, when the feature reads its own. */
  balance?: bigint | null;
}

export type IntentView = ReturnType<typeof useIntents>[number];

/** Runs the intent as its flow, compared after with what its form previewed. */
export function sendIntent(intent: WriteIntent, expect?: PreviewExpectation) {
  return runWritePlan(intent.flowId, intent.chainId, intent.plan, {
    describeRevert: intent.describeRevert,
    expect,
  });
}

/** One clock for the page's fee estimates (while visible): they leave in the client's one batch. */
let feeTick = 0;
const feeListeners = new Set<() => void>();
let feeTimer: ReturnType<typeof setInterval> | undefined;

function subscribeToFeeTick(listener: () => void) {
  feeListeners.add(listener);
  feeTimer ??= setInterval(() => {
    if (document.visibilityState !== 'visible') return;
    feeTick += 1;
    for (const notify of feeListeners) notify();
  }, FEE_ESTIMATE_REFRESH_INTERVAL_MS);
  return () => {
    feeListeners.delete(listener);
    if (feeListeners.size === 0) {
      clearInterval(feeTimer);
      feeTimer = undefined;
    }
  };
}

export const useFeeRefreshTick = (): number =>
  useSyncExternalStore(
    subscribeToFeeTick,
    () => feeTick,
    () => 0,
  );

const SKIP = '';

/**
 * A fee estimate's arguments once the input has settled (WRITE_ESTIMATE_DEBOUNCE_MS), with the
 * account's latest confirmed transaction (`after`: its own write moves what a preview shows);
 * `settling`: the shown estimate is of an earlier input.
 */
function useSettledEstimateArgs<Args extends { chainId: number; account: string }>(
  args: Args | typeof skipToken,
): { args: (Args & { after?: string }) | typeof skipToken; settling: boolean } {
  const after = useAppSelector((state) =>
    args === skipToken
      ? undefined
      : listOf(state.transactions, args)?.find((record) => record.status === 'confirmed')?.hash,
  );
  // Plain data (decimal strings): its JSON is the arguments' identity.
  const key = args === skipToken ? SKIP : JSON.stringify(after ? { ...args, after } : args);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    if (key === settled) return undefined;
    const timer = setTimeout(() => setSettled(key), WRITE_ESTIMATE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, settled]);
  return {
    args: settled === SKIP ? skipToken : (JSON.parse(settled) as Args & { after?: string }),
    settling: key !== settled,
  };
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

/**
 * Independent intents of one account (null: not offered now), each with its fee estimate and
 * preview (one query, one request per refresh, on the fee clock once the input has settled), its
 * cost checked against the balance, its button state and send.
 */
export function useIntents(intents: readonly (WriteIntent | null)[], context: IntentContext) {
  const { chainId, account } = context;
  const sequences = intents.map((intent) =>
    intent && account ? previewSequenceOf(intent.plan, account, intent.chainId) : null,
  );
  const writes = intents.map((intent, index): FeeWrite | null => {
    const sequence = sequences[index];
    if (!intent || !sequence) return null;
    // The intent's own `fee`, else one call estimated, else (a sequence) the simulation's gas.
    const { calls, extraGas } = intent.fee ?? {
      calls: sequence.calls.length > 1 ? [] : sequence.calls,
    };
    if (calls.length === 0 && !extraGas && sequence.calls.length === 0) return null;
    return {
      calls: calls.map(feeCallOf),
      ...(extraGas ? { extraGas: extraGas.toString() } : {}),
      ...(sequence.calls.length > 0 ? { preview: sequence.calls.map(feeCallOf) } : {}),
    };
  });
  const offered = writes.flatMap((write) => (write ? [write] : []));
  const { args, settling } = useSettledEstimateArgs(
    account && offered.length > 0 ? { chainId, account, writes: offered } : skipToken,
  );
  const query = useEstimateNetworkFeesQuery(args);
  const tick = useFeeRefreshTick();
  const askedAt = useRef(tick);
  const { refetch } = query;
  const asking = args !== skipToken;
  useEffect(() => {
    if (tick === askedAt.current) return;
    askedAt.current = tick;
    if (asking) void refetch();
  }, [tick, asking, refetch]);
  // The shown answer is of the settled writes: each write's entry there, by its content; while
  // an input settles, the same place's earlier answer (marked as updating).
  const settled = args === skipToken ? [] : args.writes.map((write) => JSON.stringify(write));
  const placeOf = (write: FeeWrite) => {
    const found = settled.indexOf(JSON.stringify(write));
    return found >= 0 || settled.length !== offered.length ? found : offered.indexOf(write);
  };
  const dispatch = useAppDispatch();
  const flows = useAppSelector((state) => state.writeFlows);
  const { currency, balance } = useNative(chainId, context.balance);
  const words = context.words(currency);
  return intents.map((intent, index) => {
    const write = writes[index];
    const sequence = sequences[index] ?? null;
    const position = write ? placeOf(write) : -1;
    const fee = position < 0 ? undefined : query.currentData?.[position];
    const view: NetworkFeeView = write
      ? {
          fee: fee ?? null,
          failed: query.isError || fee === null,
          loading: query.isFetching && query.currentData === undefined,
          ...(write.preview ? { preview: fee?.preview ?? null, updating: settling } : {}),
        }
      : { fee: null, failed: false, loading: false };
    const flow = intent ? flows[intent.flowId] : undefined;
    const busy = flow !== undefined && isBusyStage(flow.stage);
    const notCovered =
      sequence !== null &&
      isShortOfFunds(
        balance,
        sequence.calls.reduce((sum, call) => sum + (call.value ?? 0n), 0n),
        view.fee ? BigInt(view.fee.fee) : null,
      );
    // Its estimate and preview are being asked: the button waits, so a press is compared with the
    // preview on screen and the button does not move when the preview's lines arrive above it.
    const previewing = write !== null && (view.loading || settling);
    const disabled = busy || previewing || notCovered || Boolean(intent?.waitFor);
    const canSend = intent !== null && Boolean(account) && !disabled;
    return {
      /** `WritePreview`'s props. */
      preview: { view, currency, words, gap: sequence?.gap ?? null, notCovered },
      /** The intent is declared (its input complete). */
      offered: intent !== null,
      notCovered,
      disabled,
      canSend,
      send: async () =>
        canSend && intent
          ? dispatch(sendIntent(intent, expectationOf(view, words, intent.accrual)))
          : null,
    };
  });
}

/** One intent (null: nothing offered now): see `useIntents`. */
export function useIntent(intent: WriteIntent | null, context: IntentContext): IntentView {
  return useIntents([intent], context)[0]!;
}
