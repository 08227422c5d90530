import '../messages';
import '../accountMessages';
import { useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { Fact } from '@/components/ui/Fact';
import { REWARD_FRACTION_DIGITS, TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { selectStakingList } from '@/features/hub/selectors';
import type { StakingPosition } from '@/features/hub/slice';
import { WritePreview } from '@/features/onchain/components/WritePreview';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import { formatApr, formatCountdown, formatDateTime, formatToken } from '@/features/onchain/format';
import { useIntents, type IntentView } from '@/features/onchain/hooks/useIntent';
import { formatLockDuration } from '../amounts';
import { claimableAt } from '../projection';
import { STAKING_MESSAGES } from '../errors';
import { stakingIntentContext } from '../previewWords';
import { positionIntent, STAKING_FLOWS } from '../intents';
import type { AccountPanelProps } from './accountPanels';
import { PositionReminders } from './PositionReminders';
import { useT } from '@/i18n/useT';

function PositionRow({
  position,
  dashboard,
  chainNowS,
  claim,
  unstake,
  onUnstake,
}: AccountPanelProps & {
  position: StakingPosition;
  claim: IntentView;
  unstake: IntentView;
  onUnstake: () => void;
}) {
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
            onUnstake();
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
  const { context, dashboard, chainNowS } = props;
  // The position last unstaked: once its row has closed, its outcome shows above the list.
  const [closing, setClosing] = useState<string | null>(null);
  // Every row's writes in one query: one request per refresh whatever the number of rows.
  const token = dashboard.token.address;
  const writes = useIntents(
    positions.flatMap((position) => [
      claimableAt(position, chainNowS) > 0n
        ? positionIntent('claim', context, position, token)
        : null,
      chainNowS >= position.unlocksAt ? positionIntent('unstake', context, position, token) : null,
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
