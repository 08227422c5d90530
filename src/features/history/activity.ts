import type { ActivityItem } from './types';

/**
 * The activity as the table and the CSV list it. An unstake pays the position's last rewards
 * itself: the contract emits a `RewardsClaimed` beside its `Unstaked` in the same transaction,
 * and the indexer keeps both. The unstake's row says that reward (`rewardPaid`), so the claim of
 * the same position in the same transaction is left out: every reward counts once.
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
