import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/server';
import { createAppStore } from '@/app/store';
import { historyApi } from '@/features/history/historyApi';
import { INDEXER_URL, indexerHandlers, indexerState } from './indexerMock';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the indexed block the history shows', () => {
  it('behavior: an answer from behind the one shown (a restarted writer catching up) is dropped; a later or equal one, or another chain’s, is taken', async () => {
    const state = indexerState({ block: 40, staking: 38 });
    server.use(...indexerHandlers(state));
    const store = createAppStore();
    const args = { baseUrl: INDEXER_URL };
    const read = async () => {
      await store.dispatch(
        historyApi.endpoints.getIndexerChanges.initiate(args, { forceRefetch: true }),
      );
      return historyApi.endpoints.getIndexerChanges.select(args)(store.getState()).data;
    };
    expect(await read()).toMatchObject({ blockNumber: 40, staking: 38 });
    // The writer restarted: its readers answer from 21 blocks back for a few seconds.
    Object.assign(state, { block: 19, staking: 12 });
    expect(await read()).toMatchObject({ blockNumber: 40, staking: 38 });
    // Caught up, or a reorganisation at the same height: taken.
    Object.assign(state, { block: 40, staking: 36 });
    expect(await read()).toMatchObject({ blockNumber: 40, staking: 36 });
    Object.assign(state, { block: 41, staking: 41 });
    expect(await read()).toMatchObject({ blockNumber: 41, staking: 41 });
    Object.assign(state, { chainId: 1, block: 5 });
    expect(await read()).toMatchObject({ chainId: 1, blockNumber: 5 });
    expect(state.requests).toHaveLength(5);
  });
});
