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
import { chainApi } from '@/wallet/chainApi';
import {
  sameReadArgs,
  selectStakingReadArgs,
  VISITOR_ACCOUNT,
  type StakingReadArgs,
} from './selectors';
import type { StakingDashboard } from './stakingApi';
import { STAKING_DASHBOARD_ENDPOINT, STAKING_DASHBOARD_TAG } from './tags';

/** The hub fields from one dashboard read (or emptied without one). */
function hubActionsFor(dashboard: StakingDashboard | undefined, args: StakingReadArgs | null) {
  const personal = dashboard && args && args.account !== VISITOR_ACCOUNT;
  return [
    totalDepositedSet(dashboard?.stats.totalDeposited ?? null),
    totalLockSet(dashboard?.stats.totalLocked ?? null),
    rewardSet(personal ? dashboard.claimable : null),
    stakingListSet(personal ? dashboard.positions : []),
  ];
}

// `stakingApi.ts` adds the endpoint and its tag at run time: followed by name, so `/mint` does not
// load the staking endpoints.
type ChainApiTags = Parameters<typeof chainApi.util.invalidateTags>[0];
type DashboardSelect = (args: StakingReadArgs) => (state: RootState) => {
  data?: StakingDashboard;
};
const dashboardEndpoint = () =>
  (chainApi.endpoints as unknown as Record<string, { select: DashboardSelect } | undefined>)[
    STAKING_DASHBOARD_ENDPOINT
  ];

/** None before `stakingApi.ts` has been loaded. */
const selectDashboard = (state: RootState, args: StakingReadArgs | null) =>
  args ? dashboardEndpoint()?.select(args)(state).data : undefined;

interface FulfilledRead {
  type: string;
  payload: StakingDashboard;
  meta: { arg: { endpointName: string; originalArgs: StakingReadArgs } };
}
const isDashboardAnswer = (action: { type: string }): action is FulfilledRead =>
  action.type === `${chainApi.reducerPath}/executeQuery/fulfilled` &&
  (action as Partial<FulfilledRead>).meta?.arg?.endpointName === STAKING_DASHBOARD_ENDPOINT;

/**
 * The only writer of the hub's `reward`, `totalLock`, `totalDeposited` and `stakingList`: set from
 * each read of the current chain and account (a late answer for another is ignored), reset from
 * the cache when they change, refreshed after every confirmed transaction.
 */
export function registerStakingListeners(startListening: AppStartListening): void {
  startListening({
    predicate: isDashboardAnswer,
    effect: (action, api) => {
      if (!isDashboardAnswer(action)) return;
      const args = selectStakingReadArgs(api.getState());
      if (!sameReadArgs(args, action.meta.arg.originalArgs)) return;
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
      api.dispatch(
        chainApi.util.invalidateTags([STAKING_DASHBOARD_TAG] as unknown as ChainApiTags),
      );
    },
  });
}
