import { http, HttpResponse } from 'msw';
import { INDEXER_RETRY_AFTER_MAX_S } from '@/config/constants';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/server';
import {
  getActivity,
  getAllActivity,
  getIndexerChanges,
  IndexerError,
  retryAfterMs,
  toSerializedIndexerError,
} from '@/features/history/indexerClient';
import { ACCOUNT, ACTIVITY, INDEXER_URL, indexerHandlers, indexerState } from './indexerMock';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<IndexerError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof IndexerError) return error;
    throw error;
  }
  throw new Error('expected the read to fail');
}

describe('the indexer client', () => {
  it('contract: /changes gives the chain, the indexed block, and the block each part last changed in', async () => {
    const state = indexerState({ chainId: 31337, block: 42 });
    server.use(...indexerHandlers(state));
    expect(await getIndexerChanges(INDEXER_URL)).toEqual({
      chainId: 31337,
      blockNumber: 42,
      timestamp: 1_800_000_500,
      staking: 13,
      collection: 14,
    });
    expect(await getIndexerChanges(INDEXER_URL, ACCOUNT)).toMatchObject({ account: 14 });
    expect(state.requests).toEqual(['/changes', `/changes?account=${ACCOUNT}`]);
  });

  it('behavior: the activity follows nextCursor page by page, and says when older rows remain', async () => {
    const state = indexerState();
    server.use(...indexerHandlers(state));
    const first = await getActivity(INDEXER_URL, ACCOUNT, { pages: 1, limit: 3 });
    expect(first.items.map((item) => item.id)).toEqual(['14.0', '13.1', '13.0']);
    expect(first.more).toBe(true);
    const two = await getActivity(INDEXER_URL, ACCOUNT, { pages: 2, limit: 3 });
    expect(two).toEqual({ items: ACTIVITY, more: false });
    expect(state.requests.at(-1)).toBe(`/activity/${ACCOUNT}?cursor=13.0&limit=3`);
    expect(await getAllActivity(INDEXER_URL, ACCOUNT)).toEqual({ items: ACTIVITY, complete: true });
  });

  it('behavior: a refusal (4xx) keeps the indexer’s code; a 5xx is a failure; both are phrased by kind', async () => {
    server.use(...indexerHandlers(indexerState({ failWith: 400 })));
    const refused = await failure(getIndexerChanges(INDEXER_URL));
    expect(refused.kind).toBe('refused');
    expect(refused.status).toBe(400);
    expect(refused.code).toBe('test_failure');
    expect(toSerializedIndexerError(refused)).toEqual({
      code: 'refused',
      message: 'GET /changes: 400 failing on purpose',
    });

    server.use(...indexerHandlers(indexerState({ failWith: 503 })));
    expect((await failure(getIndexerChanges(INDEXER_URL))).kind).toBe('failed');
  });

  it('behavior: an indexer that cannot be reached is "unreachable"; an answer that is not JSON is "badAnswer"', async () => {
    server.use(...indexerHandlers(indexerState({ down: true })));
    expect((await failure(getIndexerChanges(INDEXER_URL))).kind).toBe('unreachable');

    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get(`${INDEXER_URL}/changes`, () => new HttpResponse('<html>', { status: 200 })),
    );
    expect((await failure(getIndexerChanges(INDEXER_URL))).kind).toBe('badAnswer');
  });

  describe('a 429 (the proxy’s rate limit)', () => {
    const CHANGES = { chainId: 31337, blockNumber: 7, timestamp: 1, staking: 5, collection: 6 };
    const RATE_LIMITED = {
      error: { code: 'rate_limited', message: 'Too many requests: retry after 1 second.' },
    };

    /** /changes answering each status of `statuses` in turn (then 200), with `retryAfter`. */
    function answering(statuses: number[], retryAfter?: string) {
      const times: number[] = [];
      server.use(
        http.get(`${INDEXER_URL}/changes`, () => {
          times.push(Date.now());
          const status = statuses[times.length - 1] ?? 200;
          if (status === 200) return HttpResponse.json(CHANGES);
          return HttpResponse.json(RATE_LIMITED, {
            status,
            headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter },
          });
        }),
      );
      return times;
    }

    it('behavior: a 429 is waited out as Retry-After says and asked again once, without an error', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
      const times = answering([429], '3');
      const read = getIndexerChanges(INDEXER_URL);
      await vi.advanceTimersByTimeAsync(2_999);
      expect(times).toHaveLength(1); // not before the time it named
      await vi.advanceTimersByTimeAsync(1);
      expect(await read).toEqual(CHANGES);
      expect(times).toHaveLength(2);
      expect(times[1]! - times[0]!).toBe(3_000);
    });

    it('behavior: a 429 without Retry-After waits one second; an HTTP date is read as a date', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
      const bare = answering([429]);
      const read = getIndexerChanges(INDEXER_URL);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await read).toEqual(CHANGES);
      expect(bare[1]! - bare[0]!).toBe(1_000);

      const at = new Date(Date.now() + 5_000).toUTCString();
      const dated = answering([429], at);
      const later = getIndexerChanges(INDEXER_URL);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await later).toEqual(CHANGES);
      expect(dated[1]! - dated[0]!).toBeGreaterThanOrEqual(4_000);
      expect(dated[1]! - dated[0]!).toBeLessThanOrEqual(5_000);
    });

    it('behavior: a second 429 in a row fails as a refusal with the proxy’s code (one retry only)', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
      const times = answering([429, 429, 429], '1');
      const read = failure(getIndexerChanges(INDEXER_URL));
      await vi.advanceTimersByTimeAsync(1_000);
      const refused = await read;
      expect([refused.kind, refused.status, refused.code]).toEqual([
        'refused',
        429,
        'rate_limited',
      ]);
      expect(times).toHaveLength(2);
    });

    it('behavior: a Retry-After over the cap fails at once, without waiting', async () => {
      const times = answering([429], String(INDEXER_RETRY_AFTER_MAX_S + 1));
      const refused = await failure(getIndexerChanges(INDEXER_URL));
      expect([refused.kind, refused.status]).toEqual(['refused', 429]);
      expect(times).toHaveLength(1);
    });

    it('contract: Retry-After in seconds or as a date, capped at INDEXER_RETRY_AFTER_MAX_S', () => {
      const now = Date.parse('2026-11-27T12:00:00Z');
      expect(retryAfterMs('2', now)).toBe(2_000);
      expect(retryAfterMs(null, now)).toBe(1_000);
      expect(retryAfterMs('soon', now)).toBe(1_000);
      expect(retryAfterMs('Fri, 27 Nov 2026 12:00:04 GMT', now)).toBe(4_000);
      expect(retryAfterMs('Fri, 27 Nov 2026 11:00:00 GMT', now)).toBe(0);
      expect(retryAfterMs(String(INDEXER_RETRY_AFTER_MAX_S), now)).toBe(
        INDEXER_RETRY_AFTER_MAX_S * 1000,
      );
      expect(retryAfterMs(String(INDEXER_RETRY_AFTER_MAX_S + 1), now)).toBeUndefined();
    });
  });
});
