import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { REWARD_FRACTION_DIGITS, TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { selectStakingList } from '@/features/hub/selectors';
import type { StakingPosition } from '@/features/hub/slice';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import { formatApr, formatCountdown, formatDateTime, formatToken } from '@/features/onchain/format';
import { useWriteFlow } from '@/features/onchain/hooks/useWriteFlow';
import { claimableAt, formatLockDuration } from '../amounts';
import { STAKING_MESSAGES } from '../errors';
import {
  claimPosition,
  STAKING_FLOWS,
  unstakePosition,
  type StakingContext,
} from '../stakingActions';
import type { StakingDashboard } from '../stakingApi';
import { useT } from '@/i18n/useT';

interface StakingListProps {
  dashboard: StakingDashboard;
  context: StakingContext;
  chainNowS: number;
}

function PositionRow({
  position,
  dashboard,
  context,
  chainNowS,
}: StakingListProps & { position: StakingPosition }) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const claimBusy = useWriteFlow(STAKING_FLOWS.claim(position.id)).busy;
  const unstakeBusy = useWriteFlow(STAKING_FLOWS.unstake(position.id)).busy;
  const { token } = dashboard;
  const tier = dashboard.tiers.find((candidate) => candidate.id === position.tier);
  const unlocked = chainNowS >= position.unlocksAt;
  const claimable = claimableAt(position, chainNowS);
  const countdown = formatCountdown(position.unlocksAt - chainNowS);
  const title = t('staking.position', { id: position.id });
  return (
    <li className="staking-position-row" aria-label={title}>
      <h4>{title}</h4>
      <dl>
        <div>
          <dt>{t('staking.amount')}</dt>
          <dd>{formatToken(position.amount, token, TOKEN_FRACTION_DIGITS)}</dd>
        </div>
        <div>
          <dt>{t('staking.lock')}</dt>
          <dd>
            {formatLockDuration(tier?.lockDuration ?? position.unlocksAt - position.startedAt)} ·{' '}
            {t('staking.apr', { apr: formatApr(position.aprBps) })}
          </dd>
        </div>
        <div>
          <dt>{t('staking.started')}</dt>
          <dd>{formatDateTime(position.startedAt)}</dd>
        </div>
        <div>
          <dt>{t('staking.unlocks')}</dt>
          <dd>
            {position.unlocksAt === position.startedAt
              ? t('staking.anyTime')
              : formatDateTime(position.unlocksAt)}
            {!unlocked && <span className="staking-position-row__countdown">
                {' '}
                {t('staking.inCountdown', { countdown })}
              </span>}
          </dd>
        </div>
        {position.rewardEndsAt !== position.unlocksAt && (
          <div>
            <dt>{t('staking.rewardsUntil')}</dt>
            <dd>{formatDateTime(position.rewardEndsAt)}</dd>
          </div>
        )}
        <div>
          <dt>{t('staking.claimable')}</dt>
          <dd>{formatToken(claimable, token, REWARD_FRACTION_DIGITS)}</dd>
        </div>
      </dl>
      <div className="staking-position-row__actions">
        <Button
          disabled={claimBusy || claimable === 0n}
          onClick={() => void dispatch(claimPosition(context, position.id))}
        >
          {t('staking.claim')}
        </Button>
        <Button
          variant="primary"
          disabled={unstakeBusy || !unlocked}
          onClick={() => void dispatch(unstakePosition(context, position.id))}
        >
          {t('staking.unstake')}
        </Button>
      </div>
      <WriteStatus flowId={STAKING_FLOWS.claim(position.id)} label={t('staking.claim')} />
      <WriteStatus flowId={STAKING_FLOWS.unstake(position.id)} label={t('staking.unstake')} />
    </li>
  );
}

/** The account's open positions, from the application state's `stakingList`. */
export function StakingList(props: StakingListProps) {
  const { t } = useT();
  const positions = useAppSelector(selectStakingList);
  return (
    <section className="staking-card staking-list" aria-labelledby="staking-list-title">
      <h3 id="staking-list-title">{t('staking.yourList')}</h3>
      {positions.length === 0 ? (
        <p>{STAKING_MESSAGES.noPositions}</p>
      ) : (
        <ul className="staking-list__items">
          {positions.map((position) => (
            <PositionRow key={position.id} position={position} {...props} />
          ))}
        </ul>
      )}
    </section>
  );
}
