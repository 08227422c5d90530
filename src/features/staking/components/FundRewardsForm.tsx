import '../messages';
import '../accountMessages';
import '../ownerMessages';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { PendingSafeActions } from '@/features/onchain/components/PendingSafeActions';
import { WritePreview } from '@/features/onchain/components/WritePreview';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import { formatToken } from '@/features/onchain/format';
import { useIntent } from '@/features/onchain/hooks/useIntent';
import { selectPendingSafeTransactions } from '@/features/transactions/selectors';
import { useT } from '@/i18n/useT';
import { parseAmountInput } from '../amountInput';
import { stakingIntentContext } from '../previewWords';
import type { StakingDashboard } from '../stakingApi';
import { fundRewardsIntent, STAKING_OWNER_FLOWS } from '../intents';
import { AmountField, useFormText } from './AmountField';
import { pendingFunding } from './stakingOwnerPending';

/** Funding the reward pool from the owner's tokens: an exact approval, then `fundRewards`. */
export function FundRewardsForm({ dashboard }: { dashboard: StakingDashboard }) {
  const { t } = useT();
  const form = useFormText();
  const { ids } = form;
  const queued = useAppSelector(selectPendingSafeTransactions);
  const { token } = dashboard;
  const balance = BigInt(dashboard.balance);
  const parsed = parseAmountInput(form.text, token.decimals, balance);
  const amount = (value: bigint) => formatToken(value, token, TOKEN_FRACTION_DIGITS);
  const intent = parsed.ok
    ? fundRewardsIntent({
        chainId: dashboard.chainId,
        amount: parsed.value,
        amountLabel: formatToken(parsed.value, token, token.decimals),
      })
    : null;
  const fund = useIntent(intent, stakingIntentContext(dashboard));
  const submit = form.submit(fund.send);

  return (
    <section className="owner-setting" aria-labelledby={`${ids}-title`}>
      <div className="owner-setting__about">
        <h3 id={`${ids}-title`}>{t('stakingOwner.fundTitle')}</h3>
        <p>{t('stakingOwner.fundAbout')}</p>
        <PendingSafeActions items={pendingFunding(queued)} />
      </div>
      <form className="owner-setting__body" onSubmit={(event) => void submit(event)} noValidate>
        <AmountField
          form={form}
          label={t('stakingOwner.fundAmount')}
          place="owner"
          token={token}
          balance={balance}
          parsed={parsed}
          showError={form.touched && !parsed.ok}
          describedBy={`${ids}-effect`}
        />
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
