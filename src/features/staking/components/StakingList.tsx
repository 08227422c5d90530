import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { REWARD_FRACTION_DIGITS, TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { selectStakingList } from '@/features/hub/selectors';
import type { StakingPosition } from '@/features/hub/slice';
import { NetworkFee } from '@/features/onchain/components/NetworkFee';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import { contractCall } from '@/features/onchain/contracts';
import { formatApr, formatCountdown, formatDateTime, formatToken } from '@/features/onchain/format';
import { useWriteFlow } from '@/features/onchain/hooks/useWriteFlow';
import { claimableAt, formatLockDuration } from '../amounts';
import { STAKING_MESSAGES } from '../errors';
import { useStakingWriteFee } from '../hooks/useStakingWriteFee';
import {
  claimPosition,
  STAKING_FLOWS,
  unstakePosition,
  type StakingContext,
} from '../stakingActions';
import type { StakingDashboard } from '../stakingApi';

interface StakingListProps {
  dashboard: StakingDashboard;
  context: StakingContext;
  chainNowS: number;
}

/** "Claim · Network fee: ~0.0001 ETH", or nothing while there is nothing to estimate. */
function FeeLine({ label, fee }: { label: string; fee: ReturnType<typeof useStakingWriteFee> }) {
  if (!fee.view.fee && !fee.view.failed && !fee.view.loading) return null;
  return (
    <div className="staking-position-row__fee" aria-label={`${label} network fee`} role="group">
      <span className="staking-position-row__fee-label">{label} · </span>
      <NetworkFee view={fee.view} currency={fee.currency} />
    </div>
  );
}

function PositionRow({
  position,
  dashboard,
  context,
  chainNowS,
}: StakingListProps & { position: StakingPosition }) {
  const dispatch = useAppDispatch();
  const claimBusy = useWriteFlow(STAKING_FLOWS.claim(position.id)).busy;
  const unstakeBusy = useWriteFlow(STAKING_FLOWS.unstake(position.id)).busy;
  const { token } = dashboard;
  const tier = dashboard.tiers.find((candidate) => candidate.id === position.tier);
  const unlocked = chainNowS >= position.unlocksAt;
  const claimable = claimableAt(position, chainNowS);
  const countdown = formatCountdown(position.unlocksAt - chainNowS);
  const title = `Position #${position.id}`;
  // The fee of each write the row offers, estimated while its button is on.
  const claimFee = useStakingWriteFee(
    claimable > 0n ? contractCall('bearStaking', context.chainId, 'claim', [BigInt(position.id)]) : null,
    dashboard.account,
    context.chainId,
  );
  const unstakeFee = useStakingWriteFee(
    unlocked ? contractCall('bearStaking', context.chainId, 'unstake', [BigInt(position.id)]) : null,
    dashboard.account,
    context.chainId,
  );
  const feeNotCovered = claimFee.notCovered || unstakeFee.notCovered;
  return (
    <li className="staking-position-row" aria-label={title}>
      <h4>{title}</h4>
      <dl>
        <div>
          <dt>Amount</dt>
          <dd>{formatToken(position.amount, token, TOKEN_FRACTION_DIGITS)}</dd>
        </div>
        <div>
          <dt>Lock</dt>
          <dd>
            {formatLockDuration(tier?.lockDuration ?? position.unlocksAt - position.startedAt)} ·{' '}
            {formatApr(position.aprBps)} APR
          </dd>
        </div>
        <div>
          <dt>Started</dt>
          <dd>{formatDateTime(position.startedAt)}</dd>
        </div>
        <div>
          <dt>Unlocks</dt>
          <dd>
            {position.unlocksAt === position.startedAt
              ? 'Any time'
              : formatDateTime(position.unlocksAt)}
            {!unlocked && <span className="staking-position-row__countdown"> (in {countdown})</span>}
          </dd>
        </div>
        {position.rewardEndsAt !== position.unlocksAt && (
          <div>
            <dt>Rewards until</dt>
            <dd>{formatDateTime(position.rewardEndsAt)}</dd>
          </div>
        )}
        <div>
          <dt>Claimable</dt>
          <dd>{formatToken(claimable, token, REWARD_FRACTION_DIGITS)}</dd>
        </div>
      </dl>
      <div className="staking-position-row__actions">
        <Button
          disabled={claimBusy || claimable === 0n || claimFee.notCovered}
          onClick={() => void dispatch(claimPosition(context, position.id))}
        >
          Claim
        </Button>
        <Button
          variant="primary"
          disabled={unstakeBusy || !unlocked || unstakeFee.notCovered}
          onClick={() => void dispatch(unstakePosition(context, position.id))}
        >
          Unstake
        </Button>
      </div>
      <div className="staking-position-row__fees">
        <FeeLine label="Claim" fee={claimFee} />
        <FeeLine label="Unstake" fee={unstakeFee} />
      </div>
      {feeNotCovered && (
        <p className="stake-form__error" role="alert">
          {STAKING_MESSAGES.feeNotCovered(claimFee.currency.symbol)}
        </p>
      )}
      <WriteStatus flowId={STAKING_FLOWS.claim(position.id)} label="Claim" />
      <WriteStatus flowId={STAKING_FLOWS.unstake(position.id)} label="Unstake" />
    </li>
  );
}

/** The account's open positions, from the application state's `stakingList`. */
export function StakingList(props: StakingListProps) {
  const positions = useAppSelector(selectStakingList);
  return (
    <section className="staking-card staking-list" aria-labelledby="staking-list-title">
      <h3 id="staking-list-title">Your staking list</h3>
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
