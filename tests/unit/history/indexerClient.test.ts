import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/server';
import {
  getActivity,
  getAllActivity,
  getIndexerChanges,
  IndexerError,
  toSerializedIndexerError,
} from '@/features/history/indexerClient';
import { ACCOUNT, ACTIVITY, INDEXER_URL, indexerHandlers, indexerState } from './indexerMock';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
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
});
