import '../../../../styles/components/_history.scss';
import { saveTextFile } from '@/components/saveTextFile';
import { Button } from '@/components/ui/Button';
import { Fact } from '@/components/ui/Fact';
import { DataTable } from '@/components/ui/TableHead';
import { findChain } from '@/config/chains';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import {
  ACTIVITY_PAGE_ROWS,
  BPS_PER_PERCENT,
  REWARD_DAYS_SHOWN,
  REWARD_FRACTION_DIGITS,
  TOKEN_FRACTION_DIGITS,
} from '@/config/constants';
import type { StakingPosition } from '@/features/hub/slice';
import { TransactionLink } from '@/features/onchain/components/WriteStatus';
import { formatApr, formatDateTime, formatToken } from '@/features/onchain/format';
import { DAY_S, formatLockDuration } from '@/features/staking/amounts';
import { positionTimeline } from '@/features/staking/projection';
import type { StakingDashboard } from '@/features/staking/stakingApi';
import { formatInteger, formatList } from '@/i18n/format';
import { intlTagOf } from '@/i18n/locales';
import { t as translate, tCount } from '@/i18n/runtime';
import { useLocale } from '@/i18n/useLocale';
import { useT } from '@/i18n/useT';
import { activityRows } from '../activity';
import { activityCsv, exportFileName, type CsvToken } from '../csv';
import {
  useGetAccountActivityQuery,
  useGetAccountRewardsQuery,
  useGetPoolHistoryQuery,
} from '../historyApi';
import { getAllActivity, indexerErrorMessage } from '../indexerClient';
import { koinlyLedgerCsv, readMintValues } from '../ledger';
import {
  closedAccruing,
  closedPositionTimeline,
  dailyRewardPoints,
  dailyRewards,
  earnedSoFar,
  openAccruing,
  utcDayStart,
  type ClosedMoment,
} from '../rewards';
import { formatUtcDay, seriesPoint, tokenNumber } from '../series';
import type { AccountRewards, ActivityItem, ClaimActivity, ClosedPosition } from '../types';
import { HistoryCard, IndexerRead, type IndexerQuery } from './HistoryCard';
import { IndexedHistory } from './IndexedHistory';
import { CHART_TONES, LineChart } from './LineChart';

interface StakingHistoryProps {
  indexerUrl: string;
  dashboard: StakingDashboard;
  /** The connected account's own parts too (activity, positions). */
  ready: boolean;
  chainNowS: number;
}

/** The parts move with the minute, not the section's second: a chart of days shows no second. */
const toMinute = (seconds: number) => seconds - (seconds % 60);

/** The pool and its APRs over time, and the account's rewards, positions and activity. */
export function StakingHistory({ indexerUrl, dashboard, ready, chainNowS }: StakingHistoryProps) {
  return (
    <IndexedHistory
      indexerUrl={indexerUrl}
      chainId={dashboard.chainId}
      headTimeS={dashboard.timestamp}
      account={ready ? dashboard.account : undefined}
      className="history"
    >
      {(changes) => (
        <>
          <PoolHistoryCard
            indexerUrl={indexerUrl}
            dashboard={dashboard}
            version={changes.staking}
          />
          <AprHistoryCard
            indexerUrl={indexerUrl}
            decimals={dashboard.token.decimals}
            tiers={dashboard.tiers}
            version={changes.staking}
            nowS={toMinute(chainNowS)}
          />
          {ready && (
            <AccountHistory
              indexerUrl={indexerUrl}
              dashboard={dashboard}
              chainNowS={chainNowS}
              version={changes.account ?? null}
            />
          )}
        </>
      )}
    </IndexedHistory>
  );
}

const NO_CLOSED_POSITIONS: ClosedPosition[] = [];

/** The account's rewards, positions and activity (the indexer's reads, and the chain's positions). */
const AccountHistory = memo(function AccountHistory(
  props: Omit<StakingHistoryProps, 'ready'> & { version: number | null },
) {
  const { indexerUrl, chainNowS, version } = props;
  const { account, token, positions, chainId } = props.dashboard;
  const [pages, setPages] = useState(1);
  const showMore = useCallback(() => setPages((count) => count + 1), []);
  const read = { baseUrl: indexerUrl, version, account };
  const activity = useGetAccountActivityQuery({ ...read, pages, limit: ACTIVITY_PAGE_ROWS });
  const nowS = toMinute(chainNowS);
  // The rewards chart's first day: moves once a day.
  const since = utcDayStart(nowS) - (REWARD_DAYS_SHOWN - 1) * DAY_S;
  const rewards = useGetAccountRewardsQuery({ ...read, since });
  const closed = rewards.data?.closed ?? NO_CLOSED_POSITIONS;
  // A position the chain still lists as open may already be closed in the indexer's newer block.
  const open = useMemo(() => {
    const closedIds = new Set(closed.map((one) => one.positionId));
    return positions.filter((one) => !closedIds.has(one.id));
  }, [positions, closed]);
  const flexibleRewardS =
    props.dashboard.tiers.find((tier) => tier.lockDuration === 0)?.rewardDuration ?? 0;
  const both = { open, token, flexibleRewardS, nowS };
  return (
    <>
      {(positions.length > 0 || closed.length > 0) && (
        <>
          <RewardsCard rewards={rewards} {...both} />
          <PositionHistoryCard
            closed={closed}
            activity={activity.data?.items ?? []}
            chainNowS={chainNowS}
            {...both}
          />
        </>
      )}
      <ActivityCard
        indexerUrl={indexerUrl}
        chainId={chainId}
        account={account}
        token={token}
        activity={activity}
        onShowMore={showMore}
      />
    </>
  );
});

/** Total deposited and locked over time, APR changes marked. */
const PoolHistoryCard = memo(function PoolHistoryCard(
  props: Pick<StakingHistoryProps, 'indexerUrl' | 'dashboard'> & { version: number | null },
) {
  const { t } = useT();
  const { token, timestamp } = props.dashboard;
  const read = { baseUrl: props.indexerUrl, decimals: token.decimals, version: props.version };
  const history = useGetPoolHistoryQuery(read);
  const amount = (exact: string) => formatToken(exact, token, TOKEN_FRACTION_DIGITS);
  return (
    <HistoryCard title={t('history.poolTitle')}>
      <IndexerRead query={history}>
        {({ points, aprChanges }) => {
          const latest = points.at(-1);
          return (
            <div className="pool-history">
              {latest && (
                <p className="history-card__summary pool-history__summary">
                  {t('history.poolSummary', {
                    deposited: amount(latest.exact[0]!),
                    locked: amount(latest.exact[1]!),
                  })}
                </p>
              )}
              <div className="pool-history__chart">
                <LineChart
                  title={t('history.poolTitle')}
                  series={[
                    { name: t('staking.totalDeposited'), tone: 'primary', format: amount },
                    { name: t('staking.totalLocked'), tone: 'secondary', format: amount },
                  ]}
                  points={points}
                  until={timestamp}
                  marks={aprChanges.map((change) => ({
                    timestamp: change.timestamp,
                    label: t('history.aprMark'),
                  }))}
                  formatTime={formatDateTime}
                />
              </div>
            </div>
          );
        }}
      </IndexerRead>
    </HistoryCard>
  );
});

/** Each lock period's APR over time (the pool's read: one request for both cards). */
const AprHistoryCard = memo(function AprHistoryCard(props: {
  indexerUrl: string;
  decimals: number;
  tiers: StakingDashboard['tiers'];
  version: number | null;
  /** The lines run to it. */
  nowS: number;
}) {
  const { tiers, decimals, version } = props;
  const { t } = useT();
  const history = useGetPoolHistoryQuery({ baseUrl: props.indexerUrl, decimals, version });
  const lockOf = (tier: number) =>
    formatLockDuration(tiers.find((one) => one.id === tier)?.lockDuration ?? 0);
  const apr = (exact: string) => formatApr(Number(exact));
  return (
    <HistoryCard title={t('history.aprTitle')} className="apr-history">
      <IndexerRead query={history}>
        {({ aprs, aprChanges }) => (
          <>
            <LineChart
              title={t('history.aprTitle')}
              series={aprs.tiers.map((tier, index) => ({
                name: lockOf(tier),
                tone: CHART_TONES[index % CHART_TONES.length]!,
                format: apr,
              }))}
              points={aprs.points}
              until={props.nowS}
              formatTick={(value) => formatApr(Math.round(value * BPS_PER_PERCENT))}
              formatTime={formatDateTime}
            />
            <h4>{t('history.aprChanges')}</h4>
            {aprChanges.length === 0 ? (
              <p className="history-card__note">{t('history.noAprChanges')}</p>
            ) : (
              <ul className="history-card__list" aria-label={t('history.aprChanges')}>
                {aprChanges.map((change) => (
                  <li key={`${change.transactionHash}-${change.tier}`}>
                    {t('history.aprChange', {
                      date: formatDateTime(change.timestamp),
                      lock: lockOf(change.tier),
                      from: formatApr(change.previousAprBps),
                      to: formatApr(change.aprBps),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </IndexerRead>
    </HistoryCard>
  );
});

interface RewardsCardProps {
  rewards: IndexerQuery<AccountRewards>;
  /** Those the indexer has not seen closed. */
  open: readonly StakingPosition[];
  token: CsvToken;
  /** The flexible tier's reward term (s): a closed flexible position accrued at most this long. */
  flexibleRewardS: number;
  /** The section's clock to the minute: the figures and the chart move each minute. */
  nowS: number;
}

function Rewards(props: Omit<RewardsCardProps, 'rewards'> & { data: AccountRewards }) {
  const { data, open, token, flexibleRewardS, nowS } = props;
  const { t } = useT();
  const locale = useLocale();
  const { earned, points } = useMemo(() => {
    const stillOpen = open.map(openAccruing);
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
        <Fact label={t('history.earnedSoFar')} data-figure="earned">
          {reward(earned)}
        </Fact>
        <Fact label={t('history.claimedSoFar')} data-figure="claimed">
          {reward(data.totals.claimed)}
        </Fact>
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

/** The account's rewards earned and claimed so far, and what its positions accrued each UTC day. */
const RewardsCard = memo(
  function RewardsCard({ rewards, ...rest }: RewardsCardProps) {
    const { t } = useT();
    return (
      <HistoryCard title={t('history.rewardsTitle')} className="rewards-history">
        <IndexerRead query={rewards}>{(data) => <Rewards data={data} {...rest} />}</IndexerRead>
      </HistoryCard>
    );
  },
  // Drawn again only when its data changes (not the claimables every chain read changes).
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

/** One position's rewards accrued and claimed over its life, to now or its close. */
function PositionHistoryCard(
  props: Omit<RewardsCardProps, 'rewards'> & {
    closed: readonly ClosedPosition[];
    /** Its claims mark the claimed line. */
    activity: readonly ActivityItem[];
    chainNowS: number;
  },
) {
  const { open, closed, flexibleRewardS, token, activity, chainNowS } = props;
  const { t } = useT();
  const ids = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const closedChosen = closed.find((one) => one.positionId === chosen);
  const position = closedChosen ? undefined : (open.find((one) => one.id === chosen) ?? open[0]);
  const closedPosition = closedChosen ?? (position ? undefined : closed[0]);
  const positionId = position?.id ?? closedPosition?.positionId;
  const claims = useMemo(
    () =>
      activity.filter(
        (item): item is ClaimActivity => item.kind === 'claim' && item.positionId === positionId,
      ),
    [activity, positionId],
  );
  const reward = (value: bigint | string) => formatToken(value, token, REWARD_FRACTION_DIGITS);
  let summary: string;
  if (closedPosition) {
    summary = t('history.closedSummary', {
      date: formatDateTime(closedPosition.timestamp),
      earned: reward(closedPosition.earned),
    });
  } else if (position) {
    const moments = positionTimeline(position, claims, chainNowS);
    const nowMoment = moments.find((moment) => moment.event === 'now');
    const end = moments.at(-1)!;
    summary = t('history.positionSummary', {
      accrued: reward(nowMoment?.accrued ?? (chainNowS >= end.timestamp ? end.accrued : 0n)),
      total: reward(end.accrued),
      end: formatDateTime(end.timestamp),
    });
  } else {
    return null;
  }
  const option = (id: string, amount: string, tier: number, lockSeconds: number) => (
    <option key={id} value={id}>
      {t('history.positionOption', {
        id,
        amount: formatToken(amount, token, TOKEN_FRACTION_DIGITS),
        lock: formatLockDuration(tier === 0 ? 0 : lockSeconds),
      })}
    </option>
  );

  return (
    <HistoryCard title={t('history.positionTitle')}>
      {open.length + closed.length > 1 && (
        <p className="history-card__field">
          <label htmlFor={`${ids}-position`}>{t('history.positionPick')}</label>
          <select
            id={`${ids}-position`}
            value={positionId}
            onChange={(event) => setChosen(event.target.value)}
          >
            {open.length > 0 && (
              <optgroup label={t('history.positionOpen')}>
                {open.map((one) =>
                  option(one.id, one.amount, one.tier, one.unlocksAt - one.startedAt),
                )}
              </optgroup>
            )}
            {closed.length > 0 && (
              <optgroup label={t('history.positionClosed')}>
                {closed.map((one) => option(one.positionId, one.amount, one.tier, one.lockSeconds))}
              </optgroup>
            )}
          </select>
        </p>
      )}
      <p className="history-card__summary">{summary}</p>
      {/* The summary follows the section's clock each second; the chart's "now" each minute (a
          chart of days shows no second, and drawing it each second made long tasks). */}
      <PositionChart
        position={closedPosition ?? position!}
        claims={claims}
        token={token}
        flexibleRewardS={flexibleRewardS}
        nowS={closedPosition ? undefined : props.nowS}
      />
    </HistoryCard>
  );
}

/** Drawn again only when its own data changes. */
const PositionChart = memo(function PositionChart(props: {
  position: StakingPosition | ClosedPosition;
  claims: readonly ClaimActivity[];
  token: CsvToken;
  flexibleRewardS: number;
  nowS: number | undefined;
}) {
  const { position, claims, token, nowS } = props;
  const { t } = useT();
  const moments: readonly ClosedMoment[] =
    'positionId' in position
      ? closedPositionTimeline(position, closedAccruing(position, props.flexibleRewardS), claims)
      : positionTimeline(position, claims, nowS!);
  const reward = (value: bigint | string) => formatToken(value, token, REWARD_FRACTION_DIGITS);
  return (
    <LineChart
      title={t('history.positionTitle')}
      curve="linear"
      series={[
        { name: t('history.accrued'), tone: 'primary', format: reward },
        { name: t('history.claimed'), tone: 'secondary', format: reward, curve: 'step' },
      ]}
      points={moments.map(({ timestamp, accrued, claimed }) =>
        seriesPoint(timestamp, [accrued.toString(), claimed.toString()], (exact) =>
          tokenNumber(exact, token.decimals),
        ),
      )}
      now={nowS}
      formatTime={(timestamp) => {
        const moment = moments.find((one) => one.timestamp === timestamp);
        const date = formatDateTime(timestamp);
        return moment ? `${t(`history.event.${moment.event}`)} · ${date}` : date;
      }}
    />
  );
});

type ExportState =
  | { stage: 'idle' }
  | { stage: 'busy' }
  | { stage: 'done'; count: number; file: string; complete: boolean }
  | { stage: 'failed'; message: string };

const CSV_TYPE = 'text/csv;charset=utf-8';

function amountText(item: ActivityItem, token: CsvToken): string {
  const amount = (value: string) => formatToken(value, token, TOKEN_FRACTION_DIGITS);
  switch (item.kind) {
    case 'stake':
    case 'claim':
      return amount(item.amount);
    case 'unstake':
      return BigInt(item.rewardPaid) === 0n
        ? amount(item.amount)
        : translate('history.unstakeAmount', {
            amount: amount(item.amount),
            reward: amount(item.rewardPaid),
          });
    case 'mint':
      return tCount('history.bears', item.quantity, { count: formatInteger(item.quantity) });
  }
}

function details(item: ActivityItem): string {
  switch (item.kind) {
    case 'stake':
      return translate('history.stakeDetails', {
        id: item.positionId,
        lock: formatLockDuration(item.lockSeconds),
        apr: formatApr(item.aprBps),
      });
    case 'claim':
    case 'unstake':
      return translate('history.positionDetails', { id: item.positionId });
    case 'mint':
      return translate('history.bearIds', { ids: formatList(item.tokenIds.map((id) => `#${id}`)) });
  }
}

/** The activity, older pages on demand, and its export (memo: not redrawn with the clock). */
const ActivityCard = memo(function ActivityCard(props: {
  indexerUrl: string;
  chainId: number;
  account: `0x${string}`;
  token: CsvToken;
  activity: IndexerQuery<{ items: ActivityItem[]; more: boolean }>;
  onShowMore: () => void;
}) {
  const { indexerUrl, chainId, account, token, activity } = props;
  const { t } = useT();
  const [exported, setExported] = useState<ExportState>({ stage: 'idle' });
  const hasRows = (activity.data?.items.length ?? 0) > 0;

  const exportFile = async (format: 'activity' | 'ledger') => {
    setExported({ stage: 'busy' });
    try {
      const all = await getAllActivity(indexerUrl, account);
      const rows = activityRows(all.items);
      const file = exportFileName(format === 'activity' ? format : 'ledger-koinly', account);
      const native = findChain(chainId)?.nativeCurrency;
      const text =
        format === 'activity'
          ? activityCsv(rows, token)
          : koinlyLedgerCsv(rows, {
              token,
              native,
              mintValues: native ? await readMintValues(chainId, rows) : undefined,
            });
      saveTextFile(text, file, CSV_TYPE);
      setExported({ stage: 'done', count: rows.length, file, complete: all.complete });
    } catch (error) {
      setExported({ stage: 'failed', message: indexerErrorMessage(error) });
    }
  };

  return (
    <HistoryCard
      title={t('history.activityTitle')}
      className="history-card--wide"
      actions={
        hasRows ? (
          <>
            {(['activity', 'ledger'] as const).map((format) => (
              <Button
                key={format}
                onClick={() => void exportFile(format)}
                disabled={exported.stage === 'busy'}
              >
                {t(format === 'activity' ? 'history.exportCsv' : 'history.exportLedger')}
              </Button>
            ))}
          </>
        ) : undefined
      }
    >
      <IndexerRead query={activity}>
        {({ items: read, more }) => {
          const rows = activityRows(read);
          return rows.length === 0 ? (
            <p className="history-card__note">{t('history.activityEmpty')}</p>
          ) : (
            <>
              <div className="history-table">
                <DataTable
                  caption={t('history.activityTitle')}
                  columns={[
                    t('history.date'),
                    t('history.activity'),
                    t('history.amount'),
                    t('history.details'),
                    t('history.transaction'),
                  ]}
                >
                  {rows.map((item) => (
                    <tr key={item.id} data-kind={item.kind}>
                      <td>{formatDateTime(item.timestamp)}</td>
                      <th scope="row">{t(`history.kind.${item.kind}`)}</th>
                      <td className="history-table__amount">{amountText(item, token)}</td>
                      <td>{details(item)}</td>
                      <td>
                        <TransactionLink chainId={chainId} hash={item.transactionHash} />
                      </td>
                    </tr>
                  ))}
                </DataTable>
              </div>
              {more && (
                <Button variant="ghost" onClick={props.onShowMore} disabled={activity.isFetching}>
                  {t('history.showMore')}
                </Button>
              )}
            </>
          );
        }}
      </IndexerRead>
      <p className="history-card__note" role="status">
        {exported.stage === 'busy' && t('history.exporting')}
        {exported.stage === 'done' &&
          (exported.complete
            ? t('history.exported', { count: formatInteger(exported.count), file: exported.file })
            : t('history.exportIncomplete', { count: formatInteger(exported.count) }))}
      </p>
      {exported.stage === 'failed' && (
        <p className="history-card__error" role="alert">
          {exported.message}
        </p>
      )}
    </HistoryCard>
  );
});
