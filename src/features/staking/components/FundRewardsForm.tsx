import '../messages';
import '../accountMessages';
import '../ownerMessages';
import { useId, useState, type FormEvent } from 'react';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { PendingSafeActions } from '@/features/onchain/components/PendingSafeActions';
import { WritePreview } from '@/features/onchain/components/WritePreview';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import { formatToken } from '@/features/onchain/format';
import { useIntent } from '@/features/onchain/hooks/useIntent';
import { selectPendingSafeTransactions } from '@/features/transactions/selectors';
import { localizeDecimal } from '@/i18n/format';
import { useT } from '@/i18n/useT';
import { formatAmountInput, parseAmountInput } from '../amountInput';
import { stakingIntentContext } from '../previewWords';
import type { StakingDashboard } from '../stakingApi';
import { fundRewardsIntent, STAKING_OWNER_FLOWS } from '../intents';
import { pendingFunding } from './stakingOwnerPending';

/**
 * Funding the reward pool from the owner's own tokens: the amount (up to the wallet's balance),
 * what it changes for stakers, then one flow of two transactions — an approval of exactly the
 * amount, then `fundRewards` — whose status names the step it is at.
 */
export function FundRewardsForm({ dashboard }: { dashboard: StakingDashboard }) {
  const { t } = useT();
  const ids = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const queued = useAppSelector(selectPendingSafeTransactions);
  const { token } = dashboard;
  const balance = BigInt(dashboard.balance);
  const parsed = parseAmountInput(text, token.decimals, balance);
  const showError = touched && !parsed.ok;
  const amount = (value: string | bigint) => formatToken(value, token, TOKEN_FRACTION_DIGITS);
  const { chainId } = dashboard;
  const intent = parsed.ok
    ? fundRewardsIntent({
        chainId,
        amount: parsed.value,
        amountLabel: formatToken(parsed.value, token, token.decimals),
      })
    : null;
  const fund = useIntent(intent, stakingIntentContext(dashboard));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const result = await fund.send();
    if (result?.stage === 'confirmed') {
      setText('');
      setTouched(false);
    }
  };

  return (
    <section className="owner-setting" aria-labelledby={`${ids}-title`}>
      <div className="owner-setting__about">
        <h3 id={`${ids}-title`}>{t('stakingOwner.fundTitle')}</h3>
        <p>{t('stakingOwner.fundAbout')}</p>
        <PendingSafeActions items={pendingFunding(queued)} />
      </div>
      <form className="owner-setting__body" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${ids}-amount`}>{t('stakingOwner.fundAmount')}</label>
        <div className="owner-field">
          <input
            id={`${ids}-amount`}
            name="amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            placeholder={localizeDecimal('0.0')}
            value={text}
            aria-invalid={showError}
            aria-describedby={`${ids}-balance ${ids}-effect`}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          <span className="owner-field__unit">{token.symbol}</span>
          <Button
            variant="ghost"
            onClick={() => setText(formatAmountInput(balance, token.decimals))}
            disabled={balance === 0n}
          >
            {t('staking.max')}
          </Button>
        </div>
        <p id={`${ids}-balance`} className="owner-setting__hint">
          {t('staking.balance', { amount: amount(balance) })}
        </p>
        {showError && (
          <p className="owner-setting__error" role="alert">
            {parsed.message}
          </p>
        )}
        <p id={`${ids}-effect`} className="owner-effect">
          {parsed.ok
            ? t('stakingOwner.fundEffect', {
                amount: amount(parsed.value),
                free: amount(BigInt(dashboard.stats.rewardPool) + parsed.value),
              })
            : t('stakingOwner.fundEffectIdle')}
        </p>
        {intent && <WritePreview {...fund.preview} label={t('stakingOwner.fundTitle')} />}
        <Button type="submit" variant="primary" disabled={fund.disabled}>
          {t('stakingOwner.fundButton')}
        </Button>
        <WriteStatus flowId={STAKING_OWNER_FLOWS.fund} label={t('stakingOwner.fundTitle')} />
      </form>
    </section>
  );
}
