/**
 * A prerendered page's first chain read, sent by the entry as soon as the page starts instead
 * of once the app's code has arrived, hydrated and rendered the screen that reads. The page
 * names it at build time (`data-prefetch` on `#root`, see `src/app/prerender.tsx`): the RPC URL,
 * Multicall3's address, and the `aggregate3` of the calls every visitor's first read makes (on
 * `/mint`: the collection and its picture). It goes out exactly as the app's reads do
 * (`rpcReads.ts`: the chain's RPC URLs in order, the same timeout), so its outcome is the read's:
 * when the app's batcher schedules one of those calls (`takePrefetchedCall`, in `clients.ts`),
 * it takes the call's answer, or the request's failure, from it, once. Any other call, a call
 * asked for again, or one made later than `PREFETCHED_READ_MAX_AGE_MS` after the page started,
 * goes out as usual.
 *
 * Part of the entry, so kept small: no viem (the batcher decodes the answer), and the attribute
 * is the build's own output, checked only for its shape.
 */
import {
  HTTP_REQUEST_TIMEOUT_MS,
  PREFETCHED_READ_MAX_AGE_MS,
  QUERY_RETRY_COUNT,
} from '@/config/constants';
import { createRpcReader } from './rpcReads';

type Hex = `0x${string}`;

/** What the page names: one `eth_call` of `data` to `to` over `urls`, made of `calls`. */
export interface PrefetchSpec {
  urls: readonly string[];
  to: Hex;
  data: Hex;
  calls: readonly { target: Hex; callData: Hex }[];
}

let current: {
  spec: PrefetchSpec;
  startedAt: number;
  /** The raw `aggregate3` answer (rejects when the request failed). */
  answer: Promise<Hex>;
  taken: Set<number>;
} | null = null;

/**
 * Sends the read `root` names in `data-prefetch`, if any; forgets any earlier one (a page has
 * one).
 */
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
  if (
    !Array.isArray(urls) ||
    !urls.every((url) => /^https?:\/\//.test(url)) ||
    !Array.isArray(calls)
  ) {
    return;
  }
  const read = createRpcReader({
    urls,
    timeoutMs: HTTP_REQUEST_TIMEOUT_MS,
    retryCount: QUERY_RETRY_COUNT,
    fetchFn,
  });
  const answer = read('eth_call', [{ to, data }, 'latest']).then((result) => {
    if (typeof result !== 'string' || !result.startsWith('0x')) throw new Error('no result');
    return result as Hex;
  });
  // Whoever takes a call handles a failure; nobody may take one.
  answer.catch(() => undefined);
  current = { spec, startedAt: now(), answer, taken: new Set() };
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The prefetched answer holding the call `callData` to `target` made through Multicall3 `to`
 * over `urls`, the call's index in it and the number of its calls; null when there is none to
 * take (see above).
 */
export function takePrefetchedCall(
  {
    urls,
    to,
    target,
    callData,
  }: { urls: readonly string[]; to: string; target: string; callData: string },
  now: () => number = () => performance.now(),
): { answer: Promise<Hex>; index: number; count: number } | null {
  if (!current || now() - current.startedAt > PREFETCHED_READ_MAX_AGE_MS) return null;
  const { spec, taken, answer } = current;
  if (spec.urls.join(' ') !== urls.join(' ') || !same(spec.to, to)) return null;
  const index = spec.calls.findIndex(
    (call, at) => !taken.has(at) && same(call.target, target) && same(call.callData, callData),
  );
  if (index < 0) return null;
  taken.add(index);
  return { answer, index, count: spec.calls.length };
}
