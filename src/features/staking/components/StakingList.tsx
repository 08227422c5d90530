import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { REWARD_FRACTION_DIGITS, TOKEN_FRACTION_DIGITS } from '@/config/constants';
import type { StakingPosition } from '@/features/hub/slice';
import { BUSY_STAGES } from '@/features/transactions/flowSlice';
import { claimableAt, formatApr, formatCountdown, formatLockDuration, formatTokenAmount } from '../amounts';
import { formatDateTime, STAKING_MESSAGES } from '../errors';
import {
  claimPosition,
  STAKING_FLOWS,
  unstakePosition,
  type StakingContext,
} from '../stakingActions';
import type { StakingDashboard } from '../stakingApi';
import { FlowStatus } from './FlowStatus';

interface StakingListProps {
  dashboard: StakingDashboard;
  context: StakingContext;
  chainNowS: number | undefined;
}

function useFlowBusy(flowId: string) {
  return useAppSelector((state) => {
    const stage = state.writeFlows[flowId]?.stage;
    return stage !== undefined && BUSY_STAGES.includes(stage);
  });
}

function PositionRow({
  position,
  dashboard,
  context,
  chainNowS,
}: StakingListProps & { position: StakingPosition }) {
  const dispatch = useAppDispatch();
  const claimBusy = useFlowBusy(STAKING_FLOWS.claim(position.id));
  const unstakeBusy = useFlowBusy(STAKING_FLOWS.unstake(position.id));
  const { decimals, symbol } = dashboard.token;
  const tier = dashboard.tiers.find((candidate) => candidate.id === position.tier);
  const now = chainNowS ?? dashboard.timestamp;
  const unlocked = now >= position.unlocksAt;
  const claimable = claimableAt(position, now);
  const countdown = formatCountdown(position.unlocksAt - now);
  const title = `Position #${position.id}`;
  return (
    <li className="staking-position-row" aria-label={title}>
      <h4>{title}</h4>
      <dl>
        <div>
          <dt>Amount</dt>
          <dd>
            {formatTokenAmount(position.amount, decimals, TOKEN_FRACTION_DIGITS)} {symbol}
          </dd>
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
        <div>
          <dt>Claimable</dt>
          <dd>
            {formatTokenAmount(claimable, decimals, REWARD_FRACTION_DIGITS)} {symbol}
          </dd>
        </div>
      </dl>
      <div className="staking-position-row__actions">
        <Button
          disabled={claimBusy || claimable === 0n}
          onClick={() => void dispatch(claimPosition(context, position.id))}
        >
          Claim
        </Button>
        <Button
          variant="primary"
          disabled={unstakeBusy || !unlocked}
          onClick={() => void dispatch(unstakePosition(context, position.id))}
        >
          Unstake
        </Button>
      </div>
      <FlowStatus flowId={STAKING_FLOWS.claim(position.id)} label="Claim" />
      <FlowStatus flowId={STAKING_FLOWS.unstake(position.id)} label="Unstake" />
    </li>
  );
}

/** The account's open positions, from the application state's `stakingList`. */
export function StakingList(props: StakingListProps) {
  const positions = useAppSelector((state) => state.hub.stakingList);
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
