import { memo, useMemo } from 'react';
import { REWARD_DAYS_SHOWN, REWARD_FRACTION_DIGITS } from '@/config/constants';
import type { StakingPosition } from '@/features/hub/slice';
import { formatToken } from '@/features/onchain/format';
import { intlTagOf } from '@/i18n/locales';
import { useLocale } from '@/i18n/useLocale';
import { useT } from '@/i18n/useT';
import type { CsvToken } from '../csv';
import {
  closedAccruing,
  dailyRewardPoints,
  dailyRewards,
  earnedSoFar,
  openAccruing,
} from '../rewards';
import { formatUtcDay } from '../series';
import type { AccountRewards } from '../types';
import { HistoryCard, IndexerRead, type IndexerQuery } from './HistoryCard';
import { LineChart } from './LineChart';

interface RewardsCardProps {
  rewards: IndexerQuery<AccountRewards>;
  open: readonly StakingPosition[];
  token: CsvToken;
  /** The flexible tier's reward term (s): a closed flexible position accrued at most this long. */
  flexibleRewardS: number;
  /** The section's clock to the minute: the figures and the chart move each minute. */
  nowS: number;
}

/** The account's rewards earned and claimed so far, and what its positions accrued each UTC day. */
function RewardsCardView({ rewards, ...rest }: RewardsCardProps) {
  const { t } = useT();
  return (
    <HistoryCard title={t('history.rewardsTitle')} className="rewards-history">
      <IndexerRead query={rewards}>{(data) => <Rewards data={data} {...rest} />}</IndexerRead>
    </HistoryCard>
  );
}

function Rewards(props: Omit<RewardsCardProps, 'rewards'> & { data: AccountRewards }) {
  const { data, open, token, flexibleRewardS, nowS } = props;
  const { t } = useT();
  const locale = useLocale();
  const { earned, points } = useMemo(() => {
    // A position the chain still lists as open may already be closed in the indexer's newer block.
    const closedIds = new Set(data.closed.map((position) => position.positionId));
    const stillOpen = open.filter((position) => !closedIds.has(position.id)).map(openAccruing);
    const closed = data.closed.map((position) => closedAccruing(position, flexibleRewardS));
    return {
      earned: earnedSoFar(stillOpen, BigInt(data.totals.closedEarned), nowS),
      points: dailyRewardPoints(
        dailyRewards([...stillOpen, ...closed], nowS, REWARD_DAYS_SHOWN),
        token.decimals,
      ),
    };
  }, [data, open, flexibleRewardS, nowS, token.decimals]);
  const reward = (value: bigint | string) => formatToken(value, token, REWARD_FRACTION_DIGITS);
  const intlTag = intlTagOf(locale);
  return (
    <>
      <dl className="reward-figures">
        <div>
          <dt>{t('history.earnedSoFar')}</dt>
          <dd data-figure="earned">{reward(earned)}</dd>
        </div>
        <div>
          <dt>{t('history.claimedSoFar')}</dt>
          <dd data-figure="claimed">{reward(data.totals.claimed)}</dd>
        </div>
      </dl>
      <p className="history-card__note">{t('history.rewardsNote')}</p>
      <h4>{t('history.rewardsPerDay')}</h4>
      <LineChart
        title={t('history.rewardsPerDay')}
        series={[{ name: t('history.accrued'), tone: 'primary', format: reward }]}
        points={points}
        until={nowS}
        formatTime={(timestamp) => formatUtcDay(timestamp, intlTag)}
      />
    </>
  );
}

const ACCRUAL_FIELDS = ['id', 'amount', 'aprBps', 'startedAt', 'rewardEndsAt'] as const;
const READ_FIELDS = ['data', 'error', 'isError', 'isFetching'] as const;

/** Drawn again only when its data changes (not the claimables every chain read changes). */
export const RewardsCard = memo(
  RewardsCardView,
  (previous, next) =>
    previous.nowS === next.nowS &&
    previous.token === next.token &&
    previous.flexibleRewardS === next.flexibleRewardS &&
    READ_FIELDS.every((field) => previous.rewards[field] === next.rewards[field]) &&
    previous.open.length === next.open.length &&
    previous.open.every((one, index) =>
      ACCRUAL_FIELDS.every((field) => one[field] === next.open[index]![field]),
    ),
);
