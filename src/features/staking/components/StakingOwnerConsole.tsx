import '../ownerMessages';
import '../../../../styles/components/_owner-console.scss';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { Fact } from '@/components/ui/Fact';
import { BPS_DENOMINATOR, BPS_PER_PERCENT, TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { shortAddress } from '@/features/connection/format';
import {
  PendingSafeActions,
  type PendingAction,
} from '@/features/onchain/components/PendingSafeActions';
import { WritePreview } from '@/features/onchain/components/WritePreview';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import { formatApr, formatToken } from '@/features/onchain/format';
import { useIntent } from '@/features/onchain/hooks/useIntent';
import { selectPendingSafeTransactions } from '@/features/transactions/selectors';
import type { RecentTransaction } from '@/features/transactions/slice';
import { t as translate } from '@/i18n/runtime';
import { useT } from '@/i18n/useT';
import { parseAmountInput, readDecimal } from '../amountInput';
import { formatLockDuration } from '../amounts';
import {
  fundRewardsIntent,
  setTierAprIntent,
  STAKING_ADMIN_KIND,
  STAKING_OWNER_FLOWS,
  type StakingAdminAction,
  stakingIntentContext,
} from '../intents';
import { VISITOR_ACCOUNT } from '../selectors';
import { useGetStakingRulesQuery, type StakingDashboard, type StakingTier } from '../stakingApi';
import { AmountField, TextField, useFormText } from './AmountField';

const APR_REFUSALS = {
  empty: 'stakingOwner.aprEmpty',
  invalid: 'stakingOwner.aprInvalid',
  tooManyDecimals: 'stakingOwner.aprTooPrecise',
} as const;

/** A rate typed in percent ("7,25 %") read exactly as basis points, at most `maxAprBps`. */
export function parseAprInput(text: string, maxAprBps: number) {
  const value = readDecimal(text.trim().replace(/\s*%$/, ''), Math.log10(BPS_PER_PERCENT));
  const refusal =
    typeof value === 'string'
      ? translate(APR_REFUSALS[value])
      : value > BigInt(maxAprBps)
        ? translate('stakingOwner.aprTooHigh', { max: formatApr(maxAprBps) })
        : null;
  return refusal === null
    ? ({ ok: true, aprBps: Number(value) } as const)
    : ({ ok: false, message: refusal } as const);
}

/** A part of a whole in basis points, for the bar's widths (0 when the whole is 0). */
export function shareBps(part: bigint, whole: bigint): number {
  return whole === 0n ? 0 : Number((part * BigInt(BPS_DENOMINATOR)) / whole);
}

/** The owner's `actions` still pending in a Safe, each named by `name`. */
function pendingAdmin(
  records: readonly RecentTransaction[],
  actions: readonly StakingAdminAction[],
  name = (record: RecentTransaction) => record.description,
): PendingAction[] {
  return records
    .filter(
      (record) =>
        record.kind === STAKING_ADMIN_KIND &&
        actions.includes(record.data.action as StakingAdminAction),
    )
    .map((record) => {
      const action = name(record);
      const required = record.confirmationsRequired;
      return {
        hash: record.hash,
        text:
          required === undefined
            ? translate('stakingOwner.pendingSafeUncounted', { action })
            : translate('stakingOwner.pendingSafe', {
                action,
                confirmations: record.confirmations ?? 0,
                required,
              }),
      };
    });
}

/** Funding the reward pool from the owner's tokens: an exact approval, then `fundRewards`. */
function FundRewardsForm({ dashboard }: { dashboard: StakingDashboard }) {
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
        <PendingSafeActions items={pendingAdmin(queued, ['approveRewards', 'fundRewards'])} />
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

/** One tier: its rate now, a new rate, what stakers will see, and the tier's own status. */
function TierAprRow({ dashboard, tier }: { dashboard: StakingDashboard; tier: StakingTier }) {
  const { t } = useT();
  // Undefined until read (the console's own read, from the cache).
  const maxAprBps = useGetStakingRulesQuery({ chainId: dashboard.chainId }).data?.maxAprBps;
  const form = useFormText();
  const { ids, text } = form;
  const queued = useAppSelector(selectPendingSafeTransactions);
  const lock = formatLockDuration(tier.lockDuration);
  const aprOf = t('stakingOwner.aprOf', { lock });
  const parsed = maxAprBps === undefined ? null : parseAprInput(text, maxAprBps);
  const next = parsed?.ok ? parsed.aprBps : null;
  const unchanged = next === tier.aprBps;
  const refusal = form.touched && parsed && !parsed.ok ? parsed.message : null;
  // Said once a rate is typed: what stakers will see.
  const effect =
    next === null
      ? ''
      : unchanged
        ? t('stakingOwner.aprUnchanged', { apr: formatApr(tier.aprBps) })
        : t(next < tier.aprBps ? 'stakingOwner.aprEffectCut' : 'stakingOwner.aprEffectRaise', {
            lock,
            apr: formatApr(next),
            was: formatApr(tier.aprBps),
          });
  const intent =
    next !== null && !unchanged
      ? setTierAprIntent({
          chainId: dashboard.chainId,
          tier: tier.id,
          lockDuration: tier.lockDuration,
          aprBps: next,
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
        <PendingSafeActions
          items={pendingAdmin(
            queued.filter((record) => record.data.tier === tier.id),
            ['setTierApr'],
            ({ data, description }) =>
              typeof data.aprBps === 'number'
                ? t('stakingOwner.txnSetApr', { lock, apr: formatApr(data.aprBps) })
                : description,
          )}
        />
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
          aria-invalid={refusal !== null}
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
          {refusal === null ? (
            effect
          ) : (
            <span className="owner-setting__error" role="alert">
              {refusal}
            </span>
          )}
        </p>
        {intent && <WritePreview {...write.preview} label={aprOf} />}
        <WriteStatus flowId={STAKING_OWNER_FLOWS.apr(tier.id)} label={aprOf} />
      </form>
    </li>
  );
}

/** The owner's console: rewards held (reserved by live stakes, free), funding, each tier's APR. */
export function StakingOwnerConsole({ dashboard }: { dashboard: StakingDashboard }) {
  const { t } = useT();
  const rules = useGetStakingRulesQuery({ chainId: dashboard.chainId }).data;
  const handingOver = dashboard.pendingOwner.toLowerCase() !== VISITOR_ACCOUNT;
  const { stats, token } = dashboard;
  const reserved = BigInt(stats.rewardsReserved);
  const free = BigInt(stats.rewardPool);
  const amount = (value: string | bigint) => formatToken(value, token, TOKEN_FRACTION_DIGITS);
  const flexibleFree = amount(stats.flexibleRewardAvailable);
  return (
    <section className="owner-console" aria-labelledby="staking-owner-title">
      <header className="owner-console__header">
        <p className="owner-console__badge">{t('stakingOwner.onlyYou')}</p>
        <h2 id="staking-owner-title">{t('stakingOwner.title')}</h2>
        <p>{t('stakingOwner.intro', { address: shortAddress(dashboard.stakingAddress) })}</p>
        {handingOver && (
          <p className="owner-console__note" role="note">
            {t('stakingOwner.handingOver', { address: shortAddress(dashboard.pendingOwner) })}
          </p>
        )}
      </header>
      <div className="owner-console__settings">
        <section className="owner-setting" aria-labelledby="staking-owner-split-title">
          <div className="owner-setting__about">
            <h3 id="staking-owner-split-title">{t('stakingOwner.splitTitle')}</h3>
            <p>{t('stakingOwner.splitAbout')}</p>
          </div>
          <div className="owner-setting__body">
            {/* The figures below say the same in words. */}
            <div className="reward-split" aria-hidden="true">
              <span
                className="reward-split__reserved"
                style={{ width: `${shareBps(reserved, reserved + free) / BPS_PER_PERCENT}%` }}
              />
              <span className="reward-split__free" />
            </div>
            <dl className="owner-facts owner-facts--pairs">
              <Fact label={t('stakingOwner.reserved')} className="owner-facts__reserved">
                {amount(reserved)}
                <small>
                  {t('stakingOwner.reservedFlexible', {
                    amount: amount(stats.flexibleRewardsReserved),
                  })}
                </small>
              </Fact>
              <Fact label={t('stakingOwner.free')} className="owner-facts__free">
                {amount(free)}
                <small>
                  {rules
                    ? t('stakingOwner.freeFlexible', {
                        amount: flexibleFree,
                        share: formatApr(rules.flexiblePoolShareBps),
                      })
                    : t('stakingOwner.freeFlexibleNow', { amount: flexibleFree })}
                </small>
              </Fact>
              <Fact label={t('stakingOwner.funded')}>{amount(stats.rewardsFunded)}</Fact>
              <Fact label={t('stakingOwner.paid')}>{amount(stats.rewardsPaid)}</Fact>
            </dl>
          </div>
        </section>
        <FundRewardsForm dashboard={dashboard} />
        <section className="owner-setting" aria-labelledby="staking-owner-apr-title">
          <div className="owner-setting__about">
            <h3 id="staking-owner-apr-title">{t('stakingOwner.aprTitle')}</h3>
            <p>{t('stakingOwner.aprGuardKeep')}</p>
            <p>{t('stakingOwner.aprGuardInFlight')}</p>
            {rules && (
              <p className="owner-setting__hint">
                {t('stakingOwner.aprLimit', { max: formatApr(rules.maxAprBps) })}
              </p>
            )}
          </div>
          <ul className="owner-setting__body owner-tiers">
            {dashboard.tiers.map((tier) => (
              <TierAprRow key={tier.id} dashboard={dashboard} tier={tier} />
            ))}
          </ul>
        </section>
      </div>
    </section>
  );
}
