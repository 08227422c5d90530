/**
 * A prerendered page's first chain read (`data-prefetch`), sent by the entry as the page starts;
 * the batcher takes each call's answer once. Part of the entry: no viem, a shape check only.
 */
import { PREFETCHED_READ_MAX_AGE_MS } from '@/config/constants';
import { createRpcReader } from './rpcReads';

type Hex = `0x${string}`;

/** One `eth_call` of `data` to `to` over `urls`, made of `calls`. */
export interface PrefetchSpec {
  urls: readonly string[];
  to: Hex;
  data: Hex;
  calls: readonly { target: Hex; callData: Hex }[];
}

let current: {
  spec: PrefetchSpec;
  startedAt: number;
  answer: Promise<Hex>;
  taken: Set<number>;
} | null = null;

/** Sends the read `root` names, if any, forgetting any earlier one. */
export function startPrefetchedRead(
  root: HTMLElement | null,
  fetchFn: typeof fetch = (...args) => fetch(...args),
  now: () => number = () => performance.now(),
): void {
  current = null;
  let spec: PrefetchSpec;
  try {
    spec = JSON.parse(root?.dataset.prefetch ?? '') as PrefetchSpec;
  } catch {
    return;
  }
  const { urls, to, data, calls } = spec;
  const valid = Array.isArray(urls) && urls.every((url) => /^https?:\/\//.test(url));
  if (!valid || !Array.isArray(calls)) return;
  const read = createRpcReader({ urls, fetchFn });
  const answer = read('eth_call', [{ to, data }, 'latest']).then((result) => {
    if (typeof result !== 'string' || !result.startsWith('0x')) throw new Error('no result');
    return result as Hex;
  });
  // Whoever takes a call handles a failure; nobody may take one.
  answer.catch(() => undefined);
  current = { spec, startedAt: now(), answer, taken: new Set() };
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The prefetched answer holding this call, its index and the answer's call count, or null. */
export function takePrefetchedCall(
  call: { urls: readonly string[]; to: string; target: string; callData: string },
  now: () => number = () => performance.now(),
): { answer: Promise<Hex>; index: number; count: number } | null {
  if (!current || now() - current.startedAt > PREFETCHED_READ_MAX_AGE_MS) return null;
  const { urls, to, target, callData } = call;
  const { spec, taken, answer } = current;
  if (spec.urls.join(' ') !== urls.join(' ') || !same(spec.to, to)) return null;
  const index = spec.calls.findIndex(
    (call, at) => !taken.has(at) && same(call.target, target) && same(call.callData, callData),
  );
  if (index < 0) return null;
  taken.add(index);
  return { answer, index, count: spec.calls.length };
}
