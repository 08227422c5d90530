import '../messages';
import '../accountMessages';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { WritePreview } from '@/features/onchain/components/WritePreview';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import { contractAddress } from '@/features/onchain/addresses';
import { useIntent } from '@/features/onchain/hooks/useIntent';
import {
  formatApr,
  formatDateTime,
  formatToken,
  formatTokenAmount,
} from '@/features/onchain/format';
import { localizeDecimal } from '@/i18n/format';
import { selectPendingApprovalAmount } from '../selectors';
import { formatAmountInput, parseAmountInput } from '../amountInput';
import { FLEXIBLE_MIN_HOLD_S, formatLockDuration } from '../amounts';
import { stakingIntentContext } from '../previewWords';
import {
  approvalMethodFor,
  availableApprovalMethods,
  stakeIntent,
  STAKING_FLOWS,
  type ApprovalMethod,
} from '../intents';
import type { MessageKey } from '@/i18n/messages/en';
import { useT } from '@/i18n/useT';
import { useGetAccountIsContractQuery, useGetWalletBatchingQuery } from '@/wallet/walletBatching';
import type { AccountPanelProps } from './accountPanels';
import { EarningsProjection } from './EarningsProjection';

/** The ways to cover a short allowance, fewest prompts first: each one's name and hint. */
const APPROVAL_CHOICES = [
  { method: 'batch', name: 'staking.oneStep', hint: 'staking.oneStepHint' },
  { method: 'permit', name: 'staking.oneSignature', hint: 'staking.oneSignatureHint' },
  { method: 'approve', name: 'staking.classicApproval', hint: 'staking.classicApprovalHint' },
] as const satisfies readonly { method: ApprovalMethod; name: MessageKey; hint: MessageKey }[];

interface ChoiceProps {
  /** The radio group's name. */
  group: string;
  value: string | number;
  checked: boolean;
  onSelect: () => void;
  label: ReactNode;
  /** What goes with it: the tier's APR, the approval method's prompts. */
  detail: ReactNode;
  /** A line under it, when the option comes with something to know first. */
  note?: ReactNode;
}

/** One option of the form's radio groups (lock period, token approval). */
function Choice({ group, value, checked, onSelect, label, detail, note }: ChoiceProps) {
  return (
    <label className="tier-option">
      <input type="radio" name={group} value={value} checked={checked} onChange={onSelect} />
      <span className="tier-option__name">{label}</span>
      <span className="tier-option__apr">{detail}</span>
      {note && <span className="stake-form__note">{note}</span>}
    </label>
  );
}

/** Amount (with Max), lock period, then approve exactly the amount if needed and stake. */
export function StakeForm({ dashboard, context, chainNowS }: AccountPanelProps) {
  const { t } = useT();
  const ids = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [tierId, setTierId] = useState(dashboard.tiers[0]?.id ?? 0);
  // The visitor's choice of approval method; null: the default for this wallet.
  const [chosen, setApproval] = useState<ApprovalMethod | null>(null);
  const connection = useAppSelector((state) => state.connection);
  const { decimals, symbol } = dashboard.token;
  const balance = BigInt(dashboard.balance);
  const parsed = parseAmountInput(text, decimals, balance);
  const tier = dashboard.tiers.find((candidate) => candidate.id === tierId) ?? dashboard.tiers[0];
  const needsApproval = parsed.ok && BigInt(dashboard.allowance) < parsed.value;
  const { chainId } = context;
  // An approval already sent (e.g. before a reload): the stake waits for it.
  const pendingApproval = useAppSelector((state) =>
    selectPendingApprovalAmount(
      state,
      contractAddress('bearToken', chainId),
      contractAddress('bearStaking', chainId),
    ),
  );
  // Whether the wallet sends call bundles atomically on this chain (asked once, no prompt).
  const batchingArgs =
    connection.status === 'connected' &&
    connection.account &&
    connection.connectorId &&
    connection.chain?.id === chainId
      ? { account: connection.account, chainId, connectorId: connection.connectorId }
      : skipToken;
  const batchingQuery = useGetWalletBatchingQuery(batchingArgs);
  const atomic = batchingQuery.currentData;
  // A contract account (a Safe) cannot sign a permit: it is not offered (`eth_getCode`, no prompt).
  const contractAccount = useGetAccountIsContractQuery(batchingArgs).currentData;
  const abilities = {
    // `ready`: the wallet batches once it has upgraded the account, which it may ask for first.
    batching: atomic === 'supported' || atomic === 'ready',
    contractAccount: contractAccount === true,
  };
  const methods = availableApprovalMethods(abilities);
  const approval = approvalMethodFor(chosen, abilities);
  const withPermit = needsApproval && approval === 'permit';
  const intent =
    parsed.ok && tier
      ? stakeIntent({
          ...context,
          amount: parsed.value,
          amountLabel: formatTokenAmount(parsed.value, decimals, decimals),
          tier: tier.id,
          lockDuration: tier.lockDuration,
          minAprBps: tier.aprBps,
          approval,
          pageAllowance: BigInt(dashboard.allowance),
          contractAccount,
          pendingApproval,
          decimals,
        })
      : null;
  const stake = useIntent(intent, stakingIntentContext(dashboard));
  const showError = !parsed.ok && (touched || text.trim() !== '');
  const errorId = `${ids}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const result = await stake.send();
    if (result?.stage === 'confirmed') {
      setText('');
      setTouched(false);
      // A wallet that upgraded the account with this write says so when asked again.
      if (atomic === 'ready') void batchingQuery.refetch();
    }
  };

  return (
    <section className="staking-card stake-form" aria-labelledby="stake-form-title">
      <h3 id="stake-form-title">{t('staking.stake')}</h3>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${ids}-amount`}>{t('staking.amountToStake')}</label>
        <div className="stake-form__amount">
          <input
            id={`${ids}-amount`}
            name="amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={localizeDecimal('0.0')}
            value={text}
            dir="ltr"
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
            {t('staking.max')}
          </Button>
        </div>
        <p id={`${ids}-balance`} className="stake-form__hint">
          {t('staking.balance', {
            amount: formatToken(balance, dashboard.token, TOKEN_FRACTION_DIGITS),
          })}
        </p>
        {showError && (
          <p id={errorId} className="stake-form__error" role="alert">
            {parsed.message}
          </p>
        )}
        <fieldset className="stake-form__tiers">
          <legend>{t('staking.lockPeriod')}</legend>
          {dashboard.tiers.map((candidate) => (
            <Choice
              key={candidate.id}
              group={`${ids}-tier`}
              value={candidate.id}
              checked={candidate.id === tier?.id}
              onSelect={() => setTierId(candidate.id)}
              label={formatLockDuration(candidate.lockDuration)}
              detail={t('staking.apr', { apr: formatApr(candidate.aprBps) })}
            />
          ))}
        </fieldset>
        {tier && (
          <p className="stake-form__unlock" data-testid="unlock-date">
            {tier.lockDuration === 0
              ? t('staking.noLockUnlock', {
                  from: formatDateTime(Math.floor(chainNowS) + FLEXIBLE_MIN_HOLD_S),
                  until: formatDateTime(Math.floor(chainNowS) + tier.rewardDuration),
                })
              : t('staking.unlocksOn', {
                  date: formatDateTime(Math.floor(chainNowS) + tier.lockDuration),
                })}
          </p>
        )}
        <EarningsProjection
          dashboard={dashboard}
          amount={parsed.ok ? parsed.value : null}
          chainNowS={chainNowS}
        />
        {needsApproval && (
          <fieldset className="stake-form__tiers">
            <legend>{t('staking.tokenApproval')}</legend>
            {APPROVAL_CHOICES.filter(({ method }) => methods.includes(method)).map(
              ({ method, name, hint }) => (
                <Choice
                  key={method}
                  group={`${ids}-approval`}
                  value={method}
                  checked={approval === method}
                  onSelect={() => setApproval(method)}
                  label={t(name)}
                  detail={t(hint)}
                  note={
                    method === 'batch' && atomic === 'ready'
                      ? t('staking.oneStepAccountUpgrade')
                      : undefined
                  }
                />
              ),
            )}
            {abilities.contractAccount && (
              <p className="stake-form__note">{t('staking.permitContractAccount')}</p>
            )}
          </fieldset>
        )}
        <WritePreview {...stake.preview} />
        {intent?.waitFor && (
          <p className="stake-form__note" role="status">
            {intent.waitFor}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={stake.disabled}>
          {withPermit
            ? t('staking.signAndStake')
            : needsApproval
              ? approval === 'batch'
                ? t('staking.approveAndStakeOneStep')
                : t('staking.approveAndStake')
              : t('staking.stake')}
        </Button>
        <WriteStatus flowId={STAKING_FLOWS.stake} label={t('staking.stake')} />
      </form>
    </section>
  );
}
