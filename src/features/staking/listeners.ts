import type { AppStartListening } from '@/app/listener';
import type { RootState } from '@/app/store';
import {
  hubCleared,
  rewardSet,
  stakingListSet,
  totalDepositedSet,
  totalLockSet,
} from '@/features/hub/slice';
import { transactionConfirmed } from '@/features/transactions/slice';
import { selectStakingReadArgs, VISITOR_ACCOUNT, type StakingReadArgs } from './selectors';
import { STAKING_DASHBOARD_TAG, stakingApi, type StakingDashboard } from './stakingApi';

function sameArgs(a: StakingReadArgs | null, b: StakingReadArgs): boolean {
  return (
    a !== null && a.chainId === b.chainId && a.account.toLowerCase() === b.account.toLowerCase()
  );
}

/** The hub fields the page renders, from one dashboard read (or emptied without one). */
function hubActionsFor(dashboard: StakingDashboard | undefined, args: StakingReadArgs | null) {
  const personal = dashboard && args && args.account !== VISITOR_ACCOUNT;
  return [
    totalDepositedSet(dashboard?.stats.totalDeposited ?? null),
    totalLockSet(dashboard?.stats.totalLocked ?? null),
    rewardSet(personal ? dashboard.claimable : null),
    stakingListSet(personal ? dashboard.positions : []),
  ];
}

// The root state's cache type predates the tag this feature adds: the select is the same.
type DashboardCacheState = Parameters<
  ReturnType<typeof stakingApi.endpoints.getStakingDashboard.select>
>[0];

const selectDashboard = (state: RootState, args: StakingReadArgs | null) =>
  args
    ? stakingApi.endpoints.getStakingDashboard.select(args)(state as unknown as DashboardCacheState)
        .data
    : undefined;

/**
 * The only writer of the application state's `reward`, `totalLock`, `totalDeposited` and
 * `stakingList` (components read them from there and nowhere else): set from each dashboard
 * read of the current chain and account (a late answer for a previous account is ignored),
 * reset from the cache when the account or chain changes, and refreshed after every confirmed
 * transaction.
 */
export function registerStakingListeners(startListening: AppStartListening): void {
  startListening({
    matcher: stakingApi.endpoints.getStakingDashboard.matchFulfilled,
    effect: (action, api) => {
      const args = selectStakingReadArgs(api.getState());
      if (!sameArgs(args, action.meta.arg.originalArgs)) return;
      for (const update of hubActionsFor(action.payload, args)) api.dispatch(update);
    },
  });

  startListening({
    predicate: (action, current, previous) =>
      hubCleared.match(action) ||
      selectStakingReadArgs(current) !== selectStakingReadArgs(previous),
    effect: (_action, api) => {
      const args = selectStakingReadArgs(api.getState());
      for (const update of hubActionsFor(selectDashboard(api.getState(), args), args))
        api.dispatch(update);
    },
  });

  startListening({
    actionCreator: transactionConfirmed,
    effect: (_action, api) => {
      api.dispatch(stakingApi.util.invalidateTags([STAKING_DASHBOARD_TAG]));
    },
  });
}
