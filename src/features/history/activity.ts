import type { ActivityItem } from './types';

/** The activity as listed: an unstake's own claim (its row's `rewardPaid` says it) is left out. */
export function activityRows(items: readonly ActivityItem[]): ActivityItem[] {
  const unstakes = new Set(
    items
      .filter((item) => item.kind === 'unstake')
      .map((item) => `${item.transactionHash}:${item.positionId}`),
  );
  return items.filter(
    (item) => item.kind !== 'claim' || !unstakes.has(`${item.transactionHash}:${item.positionId}`),
  );
}
