import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import { formatApr, formatDateTime, formatTokenAmount } from '@/features/onchain/format';
import { useWriteFlow } from '@/features/onchain/hooks/useWriteFlow';
import { formatAmountInput, parseAmountInput } from '../amountInput';
import { FLEXIBLE_MIN_HOLD_S, formatLockDuration } from '../amounts';
import { stakeTokens, STAKING_FLOWS, type StakingContext } from '../stakingActions';
import type { StakingDashboard } from '../stakingApi';

interface StakeFormProps {
  dashboard: StakingDashboard;
  context: StakingContext;
  chainNowS: number;
}

/** Amount (with Max), lock period, then approve exactly the amount if needed and stake. */
export function StakeForm({ dashboard, context, chainNowS }: StakeFormProps) {
  const dispatch = useAppDispatch();
  const ids = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [tierId, setTierId] = useState(dashboard.tiers[0]?.id ?? 0);
  const busy = [useWriteFlow(STAKING_FLOWS.approve), useWriteFlow(STAKING_FLOWS.stake)].some((flow) => flow.busy);
  const { decimals, symbol } = dashboard.token;
  const balance = BigInt(dashboard.balance);
  const parsed = parseAmountInput(text, decimals, balance);
  const tier = dashboard.tiers.find((candidate) => candidate.id === tierId) ?? dashboard.tiers[0];
  const needsApproval = parsed.ok && BigInt(dashboard.allowance) < parsed.value;
  const showError = !parsed.ok && (touched || text.trim() !== '');
  const errorId = `${ids}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.ok || !tier) return;
    const result = await dispatch(
      stakeTokens({
        ...context,
        amount: parsed.value,
        amountLabel: formatTokenAmount(parsed.value, decimals, decimals),
        tier: tier.id,
        lockDuration: tier.lockDuration,
        minAprBps: tier.aprBps,
      }),
    );
    if (result?.stage === 'confirmed') {
      setText('');
      setTouched(false);
    }
  };

  return (
    <section className="staking-card stake-form" aria-labelledby="stake-form-title">
      <h3 id="stake-form-title">Stake</h3>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${ids}-amount`}>Amount to stake</label>
        <div className="stake-form__amount">
          <input
            id={`${ids}-amount`}
            name="amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            value={text}
            aria-invalid={showError}
            aria-describedby={`${ids}-balance${showError ? ` ${errorId}` : ''}`}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          <span className="stake-form__symbol">{symbol}</span>
          <Button
            variant="ghost"
            onClick={() => setText(formatAmountInput(balance, decimals))}
            disabled={balance === 0n}
          >
            Max
          </Button>
        </div>
        <p id={`${ids}-balance`} className="stake-form__hint">
          Balance: {formatTokenAmount(balance, decimals, TOKEN_FRACTION_DIGITS)} {symbol}
        </p>
        {showError && (
          <p id={errorId} className="stake-form__error" role="alert">
            {parsed.message}
          </p>
        )}
        <fieldset className="stake-form__tiers">
          <legend>Lock period</legend>
          {dashboard.tiers.map((candidate) => (
            <label key={candidate.id} className="tier-option">
              <input
                type="radio"
                name={`${ids}-tier`}
                value={candidate.id}
                checked={candidate.id === tier?.id}
                onChange={() => setTierId(candidate.id)}
              />
              <span className="tier-option__name">{formatLockDuration(candidate.lockDuration)}</span>
              <span className="tier-option__apr">{formatApr(candidate.aprBps)} APR</span>
            </label>
          ))}
        </fieldset>
        {tier && (
          <p className="stake-form__unlock" data-testid="unlock-date">
            {tier.lockDuration === 0
              ? `No lock: unstake from ${formatDateTime(Math.floor(chainNowS) + FLEXIBLE_MIN_HOLD_S)} (one-day minimum hold); rewards accrue until ${formatDateTime(Math.floor(chainNowS) + tier.rewardDuration)}.`
              : `Unlocks on ${formatDateTime(Math.floor(chainNowS) + tier.lockDuration)}`}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={busy}>
          {needsApproval ? 'Approve and stake' : 'Stake'}
        </Button>
        <WriteStatus flowId={STAKING_FLOWS.approve} label="Approval" />
        <WriteStatus flowId={STAKING_FLOWS.stake} label="Stake" />
      </form>
    </section>
  );
}
