import { REHYDRATE } from 'redux-persist';
import type { AppStartListening } from '@/app/listener';
import { addRecentTransaction, isPending, isUnsettled, refsWhere } from './slice';

/**
 * The transaction watch (`watch.ts`) loads with the first record it has to follow (pending, or
 * confirmed with its block still checked), restored or just sent: a visitor with none downloads
 * none of it. Loaded, it takes up every record the state holds (`watchStarted`); a failed
 * download waits for the next record.
 */
export function registerTransactionWatch(startListening: AppStartListening): void {
  const unsubscribe = startListening({
    predicate: (action, state) =>
      (action.type === REHYDRATE || addRecentTransaction.match(action)) &&
      refsWhere(state.transactions, (record) => isPending(record) || isUnsettled(record)).length >
        0,
    effect: async (_action, api) => {
      unsubscribe();
      try {
        const watch = await import('./watch');
        watch.registerTransactionWatch(startListening);
        api.dispatch(watch.watchStarted());
      } catch {
        registerTransactionWatch(startListening);
      }
    },
  });
}
