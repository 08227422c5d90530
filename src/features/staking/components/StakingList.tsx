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
import { useNetworkFees } from '@/features/onchain/hooks/useNetworkFees';
import { useFeeBalanceCheck, type StakingWriteFee } from '../hooks/useStakingWriteFee';
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
function FeeLine({ label, fee }: { label: string; fee: StakingWriteFee }) {
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
  claimFee,
  unstakeFee,
}: StakingListProps & { position: StakingPosition; claimFee: StakingWriteFee; unstakeFee: StakingWriteFee }) {
  const dispatch = useAppDispatch();
  const claimBusy = useWriteFlow(STAKING_FLOWS.claim(position.id)).busy;
  const unstakeBusy = useWriteFlow(STAKING_FLOWS.unstake(position.id)).busy;
  const { token } = dashboard;
  const tier = dashboard.tiers.find((candidate) => candidate.id === position.tier);
  const unlocked = chainNowS >= position.unlocksAt;
  const claimable = claimableAt(position, chainNowS);
  const countdown = formatCountdown(position.unlocksAt - chainNowS);
  const title = `Position #${position.id}`;
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
  const { chainId } = props.context;
  // The fee of each write a row offers (a claim while something is claimable, an unstake once
  // unlocked), all in one query: one request per refresh whatever the number of rows.
  const writes = positions.flatMap((position) => [
    claimableAt(position, props.chainNowS) > 0n
      ? contractCall('bearStaking', chainId, 'claim', [BigInt(position.id)])
      : null,
    props.chainNowS >= position.unlocksAt
      ? contractCall('bearStaking', chainId, 'unstake', [BigInt(position.id)])
      : null,
  ]);
  const fees = useNetworkFees(writes, props.dashboard.account, chainId);
  const check = useFeeBalanceCheck(chainId);
  return (
    <section className="staking-card staking-list" aria-labelledby="staking-list-title">
      <h3 id="staking-list-title">Your staking list</h3>
      {positions.length === 0 ? (
        <p>{STAKING_MESSAGES.noPositions}</p>
      ) : (
        <ul className="staking-list__items">
          {positions.map((position, index) => (
            <PositionRow
              key={position.id}
              position={position}
              claimFee={check(fees[index * 2]!)}
              unstakeFee={check(fees[index * 2 + 1]!)}
              {...props}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
