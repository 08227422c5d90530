import { REHYDRATE } from 'redux-persist';
import type { AppStartListening } from '@/app/listener';
import type { RootState } from '@/app/store';
import { addRecentTransaction } from './slice';

/** A record the watch follows: pending, or confirmed with its block still checked. */
function hasRecordsToFollow(state: RootState): boolean {
  return Object.values(state.transactions.byAccount).some((byChain) =>
    Object.values(byChain).some((list) =>
      list.some(
        (record) =>
          record.status === 'pending' ||
          (record.status === 'confirmed' && record.minedIn !== undefined),
      ),
    ),
  );
}

/**
 * The transaction watch (`watch.ts`: the receipt wait, the reorganisation check, the Safe and
 * bundle modes) loads with the first record it has to follow, restored or just sent: a visitor
 * with none downloads none of it before an interaction. Loaded, it registers its listeners and
 * takes up every record the state holds (`watchStarted`); a failed download waits for the next
 * record.
 */
export function registerTransactionWatch(startListening: AppStartListening): void {
  const unsubscribe = startListening({
    predicate: (action, state) =>
      (action.type === REHYDRATE || addRecentTransaction.match(action)) &&
      hasRecordsToFollow(state),
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
