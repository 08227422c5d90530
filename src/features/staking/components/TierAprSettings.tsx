import '../messages';
import '../ownerMessages';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { PendingSafeActions } from '@/features/onchain/components/PendingSafeActions';
import { WritePreview } from '@/features/onchain/components/WritePreview';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import { formatApr } from '@/features/onchain/format';
import { useIntent } from '@/features/onchain/hooks/useIntent';
import { selectPendingSafeTransactions } from '@/features/transactions/selectors';
import { useT } from '@/i18n/useT';
import { formatLockDuration } from '../amounts';
import { stakingIntentContext } from '../previewWords';
import type { StakingDashboard, StakingTier } from '../stakingApi';
import { parseAprInput } from './aprInput';
import { TextField, useFormText } from './AmountField';
import { setTierAprIntent, STAKING_OWNER_FLOWS } from '../intents';
import { pendingTierApr } from './stakingOwnerPending';

interface TierAprRowProps {
  dashboard: StakingDashboard;
  tier: StakingTier;
  /** Undefined until read. */
  maxAprBps: number | undefined;
}

/** One tier: its rate now, a new rate, what stakers will see, and the tier's own status. */
function TierAprRow({ dashboard, tier, maxAprBps }: TierAprRowProps) {
  const { t } = useT();
  const form = useFormText();
  const { ids, text } = form;
  const flowId = STAKING_OWNER_FLOWS.apr(tier.id);
  const queued = useAppSelector(selectPendingSafeTransactions);
  const lock = formatLockDuration(tier.lockDuration);
  const parsed = maxAprBps === undefined ? null : parseAprInput(text, maxAprBps);
  const unchanged = parsed?.ok === true && parsed.aprBps === tier.aprBps;
  const showError = form.touched && parsed !== null && !parsed.ok;

  // Said once a rate is typed: what stakers will see, or why the rate is refused.
  let effect = '';
  if (parsed?.ok === true) {
    effect = unchanged
      ? t('stakingOwner.aprUnchanged', { apr: formatApr(tier.aprBps) })
      : t(
          parsed.aprBps < tier.aprBps ? 'stakingOwner.aprEffectCut' : 'stakingOwner.aprEffectRaise',
          { lock, apr: formatApr(parsed.aprBps), was: formatApr(tier.aprBps) },
        );
  }

  const intent =
    parsed?.ok === true && !unchanged
      ? setTierAprIntent({
          chainId: dashboard.chainId,
          tier: tier.id,
          lockDuration: tier.lockDuration,
          aprBps: parsed.aprBps,
        })
      : null;
  const write = useIntent(intent, stakingIntentContext(dashboard));
  const submit = form.submit(write.send);

  return (
    <li className="owner-tier" aria-labelledby={`${ids}-lock`}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p className="owner-tier__now">
          <span id={`${ids}-lock`} className="owner-tier__lock">
            {lock}
          </span>
          <span className="owner-tier__apr" data-testid={`tier-apr-${tier.id}`}>
            {formatApr(tier.aprBps)}
          </span>
        </p>
        <PendingSafeActions items={pendingTierApr(queued, tier)} />
        <TextField
          id={`${ids}-apr`}
          name="apr"
          label={t('stakingOwner.newAprFor', { lock })}
          hiddenLabel
          className="owner-field owner-tier__field"
          placeholder={t('stakingOwner.newApr')}
          value={text}
          onChange={(event) => form.setText(event.target.value)}
          onBlur={() => form.setTouched(text !== '')}
          aria-invalid={showError}
          aria-describedby={`${ids}-effect`}
          unit="%"
          unitClassName="owner-field__unit"
        />
        <Button
          type="submit"
          disabled={write.disabled || maxAprBps === undefined || unchanged}
          aria-describedby={`${ids}-effect`}
        >
          {t('stakingOwner.setApr')}
        </Button>
        <p id={`${ids}-effect`} className="owner-effect owner-tier__effect">
          {showError && parsed && !parsed.ok ? (
            <span className="owner-setting__error" role="alert">
              {parsed.message}
            </span>
          ) : (
            effect
          )}
        </p>
        {intent && <WritePreview {...write.preview} label={t('stakingOwner.aprOf', { lock })} />}
        <WriteStatus flowId={flowId} label={t('stakingOwner.aprOf', { lock })} />
      </form>
    </li>
  );
}

/** Each tier's APR with a change form; the guard on live stakes is said once, above the rows. */
export function TierAprSettings({
  dashboard,
  maxAprBps,
}: {
  dashboard: StakingDashboard;
  maxAprBps: number | undefined;
}) {
  const { t } = useT();
  return (
    <section className="owner-setting" aria-labelledby="staking-owner-apr-title">
      <div className="owner-setting__about">
        <h3 id="staking-owner-apr-title">{t('stakingOwner.aprTitle')}</h3>
        <p>{t('stakingOwner.aprGuardKeep')}</p>
        <p>{t('stakingOwner.aprGuardInFlight')}</p>
        {maxAprBps !== undefined && (
          <p className="owner-setting__hint">
            {t('stakingOwner.aprLimit', { max: formatApr(maxAprBps) })}
          </p>
        )}
      </div>
      <ul className="owner-setting__body owner-tiers">
        {dashboard.tiers.map((tier) => (
          <TierAprRow key={tier.id} dashboard={dashboard} tier={tier} maxAprBps={maxAprBps} />
        ))}
      </ul>
    </section>
  );
}
