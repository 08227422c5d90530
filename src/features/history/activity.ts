import type { ActivityItem } from './types';

/**
 * The activity as the table and the CSV list it. An unstake's transaction also emits a claim of
 * its last rewards, which its row already says (`rewardPaid`): that claim is left out.
 */
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
