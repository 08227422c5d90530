import type { AppStartListening } from '@/app/listener';
import { RPC_POLLING_INTERVAL_MS } from '@/config/constants';
import type { chainApi } from '../chainApi';
import type { ChainHeads } from '../chainHeads';

// By type: this listener loads with the first view, RTK Query after it.
const READS_PATH: typeof chainApi.reducerPath = 'chainApi';
const READ_SETTLED = new Set([
  `${READS_PATH}/executeQuery/fulfilled`,
  `${READS_PATH}/executeQuery/rejected`,
]);

/** The reads follow the chains' heads, loaded a polling interval after the first read settled. */
export function listenForChainHeads(startListening: AppStartListening): void {
  let heads: Promise<ChainHeads> | null = null;
  startListening({
    predicate: (action) => READ_SETTLED.has(action.type),
    effect: async (_action, { getState, dispatch }) => {
      heads ??= new Promise((resolve) => setTimeout(resolve, RPC_POLLING_INTERVAL_MS))
        .then(() => import('../chainHeads'))
        .then(({ createChainHeads }) => createChainHeads({ getState, dispatch }));
      (await heads).sync();
    },
  });
}
