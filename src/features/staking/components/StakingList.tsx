import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { Fact } from '@/components/ui/Fact';
import { REWARD_FRACTION_DIGITS, TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { selectReward, selectStakingList } from '@/features/hub/selectors';
import type { StakingPosition } from '@/features/hub/slice';
import { WritePreview } from '@/features/onchain/components/WritePreview';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import { formatApr, formatCountdown, formatDateTime, formatToken } from '@/features/onchain/format';
import { useIntent, useIntents, type IntentView } from '@/features/onchain/hooks/useIntent';
import type { MessageKey } from '@/i18n/messages/en';
import type { MessageParams } from '@/i18n/runtime';
import { useT } from '@/i18n/useT';
import { watchAsset } from '@/wallet/walletActions';
import { STAKING_WRITE_MESSAGES } from '../accountErrors';
import { formatLockDuration } from '../amounts';
import { STAKING_MESSAGES } from '../errors';
import { claimAllIntent, positionIntent, STAKING_FLOWS, stakingIntentContext } from '../intents';
import { claimableAt } from '../projection';
import type { StakingDashboard } from '../stakingApi';
import type { AccountPanelProps } from './accountPanels';

/** The visitor's balance, rewards growing live, Claim all and Add token to wallet. */
export function PositionPanel({ dashboard, chainNowS }: AccountPanelProps) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const positions = useAppSelector(selectStakingList);
  const reward = useAppSelector(selectReward);
  const [watchResult, setWatchResult] = useState<string | null>(null);
  const { token } = dashboard;

  // The chain's total at the read, growing locally with each position until the next read.
  const live = positions.reduce((sum, position) => sum + claimableAt(position, chainNowS), 0n);
  const read = BigInt(reward ?? '0');
  const shown = live > read ? live : read;
  const claimAll = useIntent(
    positions.length > 0 && shown > 0n ? claimAllIntent(dashboard, positions) : null,
    stakingIntentContext(dashboard),
  );

  const addToken = async () => {
    const result = await dispatch(watchAsset(token));
    setWatchResult(
      watchAsset.fulfilled.match(result) && result.payload
        ? STAKING_WRITE_MESSAGES.tokenAdded
        : STAKING_WRITE_MESSAGES.tokenNotAdded,
    );
  };

  return (
    <section className="staking-card staking-position" aria-labelledby="staking-position-title">
      <h3 id="staking-position-title">{t('staking.yourPosition')}</h3>
      <dl className="staking-stats__list">
        <Fact label={t('staking.walletBalance')}>
          {formatToken(dashboard.balance, token, TOKEN_FRACTION_DIGITS)}
        </Fact>
        <Fact
          label={t('staking.claimableRewards')}
          className="staking-position__claimable"
          data-testid="claimable-total"
        >
          {formatToken(shown, token, REWARD_FRACTION_DIGITS)}
        </Fact>
      </dl>
      <div className="staking-position__actions">
        <Button
          variant="primary"
          disabled={claimAll.disabled || positions.length === 0}
          onClick={() => void claimAll.send()}
        >
          {t('staking.claimAll')}
        </Button>
        <Button onClick={() => void addToken()}>
          {t('staking.addToken', { symbol: token.symbol })}
        </Button>
      </div>
      <WritePreview {...claimAll.preview} label={t('staking.claimAll')} />
      <WriteStatus flowId={STAKING_FLOWS.claimAll} label={t('staking.claimAll')} />
      {watchResult && (
        <p className="staking-position__note" role="status">
          {watchResult}
        </p>
      )}
    </section>
  );
}

const loadReminders = () => import('../reminders');

const MS_PER_S = 1_000;

/** A locked position's unlock reminders (a calendar file, a notification), each outcome said. */
export function PositionReminders(props: {
  position: StakingPosition;
  dashboard: Pick<StakingDashboard, 'chainId' | 'stakingAddress' | 'token'>;
  /** The chain's clock: the unlock is the contract's time, not the computer's. */
  chainNowS: number;
}) {
  const { position, dashboard, chainNowS } = props;
  const { t } = useT();
  const [note, setNote] = useState<{ key: MessageKey; params?: MessageParams } | null>(null);
  const key = `${dashboard.chainId}:${dashboard.stakingAddress.toLowerCase()}:${position.id}`;

  const addToCalendar = async () => {
    const { downloadCalendar, unlockCalendar } = await loadReminders();
    const link = `${location.origin}/`;
    const file = `bear-hub-position-${position.id}-unlock.ics`;
    downloadCalendar(
      unlockCalendar({
        uid: `position-${position.id}.${dashboard.stakingAddress.toLowerCase()}.${dashboard.chainId}@${location.host}`,
        stampedAt: Math.floor(Date.now() / MS_PER_S),
        unlocksAt: position.unlocksAt,
        summary: t('staking.reminderSummary', { id: position.id }),
        description: t('staking.reminderDescription', {
          id: position.id,
          amount: formatToken(position.amount, dashboard.token, TOKEN_FRACTION_DIGITS),
          link,
        }),
        url: link,
      }),
      file,
    );
    setNote({ key: 'staking.calendarSaved', params: { file } });
  };

  const notifyAtUnlock = async () => {
    const { askNotificationPermission, scheduleUnlockNotification } = await loadReminders();
    const access = await askNotificationPermission();
    if (access !== 'granted') {
      const notes = {
        unsupported: 'staking.notifyUnsupported',
        denied: 'staking.notifyDenied',
        dismissed: 'staking.notifyDismissed',
      } as const;
      setNote({ key: notes[access] });
      return;
    }
    scheduleUnlockNotification(
      key,
      (position.unlocksAt - chainNowS) * MS_PER_S,
      t('staking.unlockedTitle', { id: position.id }),
      t('staking.unlockedBody'),
      () => setNote({ key: 'staking.unlockedTitle', params: { id: position.id } }),
    );
    setNote({ key: 'staking.notifyScheduled' });
  };

  return (
    <div className="staking-reminders">
      <div className="staking-reminders__actions">
        <Button variant="ghost" onClick={() => void addToCalendar()}>
          {t('staking.addToCalendar')}
        </Button>
        <Button variant="ghost" onClick={() => void notifyAtUnlock()}>
          {t('staking.notifyAtUnlock')}
        </Button>
      </div>
      <p className="staking-reminders__note" role="status">
        {note && t(note.key, note.params)}
      </p>
    </div>
  );
}

function PositionRow(
  props: AccountPanelProps & {
    position: StakingPosition;
    claim: IntentView;
    unstake: IntentView;
    onUnstake: () => void;
  },
) {
  const { position, dashboard, chainNowS, claim, unstake } = props;
  const { t } = useT();
  const { token } = dashboard;
  const tier = dashboard.tiers.find((candidate) => candidate.id === position.tier);
  const unlocked = chainNowS >= position.unlocksAt;
  const claimable = claimableAt(position, chainNowS);
  const countdown = formatCountdown(position.unlocksAt - chainNowS);
  const title = t('staking.position', { id: position.id });
  // A lock (not the flexible tier's one-day hold) that has not ended: reminders of its end.
  const locked = !unlocked && (tier?.lockDuration ?? 0) > 0;
  return (
    <li className="staking-position-row" aria-label={title}>
      <h4>{title}</h4>
      <dl>
        <Fact label={t('staking.amount')}>
          {formatToken(position.amount, token, TOKEN_FRACTION_DIGITS)}
        </Fact>
        <Fact label={t('staking.lock')}>
          {formatLockDuration(tier?.lockDuration ?? position.unlocksAt - position.startedAt)} ·{' '}
          {t('staking.apr', { apr: formatApr(position.aprBps) })}
        </Fact>
        <Fact label={t('staking.started')}>{formatDateTime(position.startedAt)}</Fact>
        <Fact label={t('staking.unlocks')}>
          {position.unlocksAt === position.startedAt
            ? t('staking.anyTime')
            : formatDateTime(position.unlocksAt)}
          {!unlocked && (
            <span className="staking-position-row__countdown">
              {' '}
              {t('staking.inCountdown', { countdown })}
            </span>
          )}
        </Fact>
        {position.rewardEndsAt !== position.unlocksAt && (
          <Fact label={t('staking.rewardsUntil')}>{formatDateTime(position.rewardEndsAt)}</Fact>
        )}
        <Fact label={t('staking.claimable')}>
          {formatToken(claimable, token, REWARD_FRACTION_DIGITS)}
        </Fact>
      </dl>
      <div className="staking-position-row__actions">
        <Button disabled={claim.disabled || claimable === 0n} onClick={() => void claim.send()}>
          {t('staking.claim')}
        </Button>
        <Button
          variant="primary"
          disabled={unstake.disabled || !unlocked}
          onClick={() => {
            props.onUnstake();
            void unstake.send();
          }}
        >
          {t('staking.unstake')}
        </Button>
      </div>
      {locked && (
        <PositionReminders position={position} dashboard={dashboard} chainNowS={chainNowS} />
      )}
      <div className="staking-position-row__fees">
        <WritePreview {...claim.preview} label={t('staking.claim')} />
        {/* One sentence for the row when both writes are short of the fee. */}
        <WritePreview
          {...unstake.preview}
          label={t('staking.unstake')}
          notCovered={unstake.notCovered && !claim.notCovered}
        />
      </div>
      <WriteStatus flowId={STAKING_FLOWS.claim(position.id)} label={t('staking.claim')} />
      <WriteStatus flowId={STAKING_FLOWS.unstake(position.id)} label={t('staking.unstake')} />
    </li>
  );
}

/** The account's open positions, from the application state. */
export function StakingList(props: AccountPanelProps) {
  const { t } = useT();
  const positions = useAppSelector(selectStakingList);
  const { dashboard, chainNowS } = props;
  // The position last unstaked: once its row has closed, its outcome shows above the list.
  const [closing, setClosing] = useState<string | null>(null);
  // Every row's writes in one query: one request per refresh whatever the number of rows.
  const writes = useIntents(
    positions.flatMap((position) => [
      claimableAt(position, chainNowS) > 0n ? positionIntent('claim', dashboard, position) : null,
      chainNowS >= position.unlocksAt ? positionIntent('unstake', dashboard, position) : null,
    ]),
    stakingIntentContext(dashboard),
  );
  const closed = closing !== null && !positions.some((position) => position.id === closing);
  return (
    <section className="staking-card staking-list" aria-labelledby="staking-list-title">
      <h3 id="staking-list-title">{t('staking.yourList')}</h3>
      {closed && (
        <WriteStatus flowId={STAKING_FLOWS.unstake(closing)} label={t('staking.unstake')} />
      )}
      {positions.length === 0 ? (
        <p>{STAKING_MESSAGES.noPositions}</p>
      ) : (
        <ul className="staking-list__items">
          {positions.map((position, index) => (
            <PositionRow
              key={position.id}
              position={position}
              claim={writes[index * 2]!}
              unstake={writes[index * 2 + 1]!}
              onUnstake={() => setClosing(position.id)}
              {...props}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
