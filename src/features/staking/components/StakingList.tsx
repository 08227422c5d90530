import '../messages';
import '../accountMessages';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { Fact } from '@/components/ui/Fact';
import { REWARD_FRACTION_DIGITS, TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { selectStakingList } from '@/features/hub/selectors';
import type { StakingPosition } from '@/features/hub/slice';
import { WritePreview } from '@/features/onchain/components/WritePreview';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import { formatApr, formatCountdown, formatDateTime, formatToken } from '@/features/onchain/format';
import { useWriteFlow } from '@/features/onchain/hooks/useWriteFlow';
import { previewSequenceOf } from '@/features/onchain/previewPlan';
import { expectationOf, type PreviewWords } from '@/features/onchain/previewText';
import { claimableAt, formatLockDuration } from '../amounts';
import { STAKING_WRITE_MESSAGES } from '../accountErrors';
import { STAKING_MESSAGES } from '../errors';
import { useNetworkFees } from '@/features/onchain/hooks/useNetworkFees';
import { useFeeBalanceCheck, type StakingWriteFee } from '../hooks/useStakingWriteFee';
import { stakingPreviewWords } from '../previewWords';
import {
  claimPosition,
  positionPlan,
  STAKING_FLOWS,
  unstakePosition,
  type PositionAction,
} from '../stakingActions';
import type { AccountPanelProps } from './accountPanels';
import { PositionReminders } from './PositionReminders';
import { useT } from '@/i18n/useT';

/** A row's write ("Claim"): what it changes for the account and its fee, or nothing yet. */
function FeeLine({
  label,
  fee,
  words,
}: {
  label: string;
  fee: StakingWriteFee;
  words: PreviewWords;
}) {
  if (!fee.view.fee && !fee.view.failed && !fee.view.loading && !fee.view.updating) return null;
  return <WritePreview view={fee.view} currency={fee.currency} words={words} label={label} />;
}

function PositionRow({
  position,
  dashboard,
  context,
  chainNowS,
  claimFee,
  unstakeFee,
  words,
}: AccountPanelProps & {
  position: StakingPosition;
  claimFee: StakingWriteFee;
  unstakeFee: StakingWriteFee;
  words: PreviewWords;
}) {
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
  const feeNotCovered = claimFee.notCovered || unstakeFee.notCovered;
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
        <Button
          disabled={claimBusy || claimable === 0n || claimFee.notCovered}
          onClick={() =>
            void dispatch(claimPosition(context, position.id, expectationOf(claimFee.view, words)))
          }
        >
          {t('staking.claim')}
        </Button>
        <Button
          variant="primary"
          disabled={unstakeBusy || !unlocked || unstakeFee.notCovered}
          onClick={() =>
            void dispatch(
              unstakePosition(context, position.id, expectationOf(unstakeFee.view, words)),
            )
          }
        >
          {t('staking.unstake')}
        </Button>
      </div>
      {locked && (
        <PositionReminders position={position} dashboard={dashboard} chainNowS={chainNowS} />
      )}
      <div className="staking-position-row__fees">
        <FeeLine label={t('staking.claim')} fee={claimFee} words={words} />
        <FeeLine label={t('staking.unstake')} fee={unstakeFee} words={words} />
      </div>
      {feeNotCovered && (
        <p className="stake-form__error" role="alert">
          {STAKING_WRITE_MESSAGES.feeNotCovered(claimFee.currency.symbol)}
        </p>
      )}
      <WriteStatus flowId={STAKING_FLOWS.claim(position.id)} label={t('staking.claim')} />
      <WriteStatus flowId={STAKING_FLOWS.unstake(position.id)} label={t('staking.unstake')} />
    </li>
  );
}

const NO_FEE = { fee: null, failed: false, loading: false };

/** The account's open positions, from the application state's `stakingList`. */
export function StakingList(props: AccountPanelProps) {
  const { t } = useT();
  const positions = useAppSelector(selectStakingList);
  const { chainId } = props.context;
  // The fee and preview of each write a row offers (a claim while something is claimable, an
  // unstake once unlocked), all in one query: one request per refresh whatever the number of rows.
  const { account } = props.dashboard;
  const callsOf = (action: PositionAction, id: string) =>
    previewSequenceOf(positionPlan(action, chainId, id), account, chainId).calls;
  const writes = positions.flatMap((position) => [
    claimableAt(position, props.chainNowS) > 0n ? callsOf('claim', position.id) : null,
    props.chainNowS >= position.unlocksAt ? callsOf('unstake', position.id) : null,
  ]);
  const fees = useNetworkFees(writes, account, chainId, { preview: true });
  const check = useFeeBalanceCheck(chainId);
  const words = stakingPreviewWords(props.dashboard, check(NO_FEE).currency);
  return (
    <section className="staking-card staking-list" aria-labelledby="staking-list-title">
      <h3 id="staking-list-title">{t('staking.yourList')}</h3>
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
              words={words}
              {...props}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
