import { useState, type ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { WritePreview } from '@/features/onchain/components/WritePreview';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import { contractAddress } from '@/features/onchain/addresses';
import { useIntent } from '@/features/onchain/hooks/useIntent';
import { formatApr, formatDateTime, formatTokenAmount } from '@/features/onchain/format';
import { selectPendingApprovalAmount } from '../selectors';
import { parseAmountInput } from '../amountInput';
import { FLEXIBLE_MIN_HOLD_S, formatLockDuration } from '../amounts';
import {
  approvalMethodFor,
  availableApprovalMethods,
  stakeIntent,
  STAKING_FLOWS,
  type ApprovalMethod,
  stakingIntentContext,
} from '../intents';
import type { MessageKey } from '@/i18n/messages/en';
import { useT } from '@/i18n/useT';
import { useGetAccountIsContractQuery, useGetWalletBatchingQuery } from '@/wallet/walletBatching';
import type { AccountPanelProps } from './accountPanels';
import { AmountField, useFormText } from './AmountField';
import { EarningsProjection } from './EarningsProjection';

/** The ways to cover a short allowance, fewest prompts first: each one's name and hint. */
const APPROVAL_CHOICES = [
  { method: 'batch', name: 'staking.oneStep', hint: 'staking.oneStepHint' },
  { method: 'permit', name: 'staking.oneSignature', hint: 'staking.oneSignatureHint' },
  { method: 'approve', name: 'staking.classicApproval', hint: 'staking.classicApprovalHint' },
] as const satisfies readonly { method: ApprovalMethod; name: MessageKey; hint: MessageKey }[];

/** The submit button's words when a short allowance is covered first, by each method. */
const APPROVE_AND_STAKE = {
  batch: 'staking.approveAndStakeOneStep',
  permit: 'staking.signAndStake',
  approve: 'staking.approveAndStake',
} as const satisfies Record<ApprovalMethod, MessageKey>;

/** One option of the form's radio groups (lock period, token approval). */
function Choice(props: {
  group: string;
  value: string | number;
  checked: boolean;
  onSelect: () => void;
  label: ReactNode;
  detail: ReactNode;
  note?: ReactNode;
}) {
  const { group, value, checked, onSelect, label, detail, note } = props;
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
export function StakeForm({ dashboard, chainNowS }: AccountPanelProps) {
  const { t } = useT();
  const form = useFormText();
  const { ids, text } = form;
  const [tierId, setTierId] = useState(dashboard.tiers[0]?.id ?? 0);
  // The visitor's choice of approval method; null: the default for this wallet.
  const [chosen, setApproval] = useState<ApprovalMethod | null>(null);
  const connection = useAppSelector((state) => state.connection);
  const { chainId } = dashboard;
  const { decimals, symbol } = dashboard.token;
  const balance = BigInt(dashboard.balance);
  const parsed = parseAmountInput(text, decimals, balance);
  const tier = dashboard.tiers.find((candidate) => candidate.id === tierId) ?? dashboard.tiers[0];
  const needsApproval = parsed.ok && BigInt(dashboard.allowance) < parsed.value;
  const pendingApproval = useAppSelector((state) =>
    selectPendingApprovalAmount(
      state,
      contractAddress('bearToken', chainId),
      contractAddress('bearStaking', chainId),
    ),
  );
  const batchingArgs =
    connection.status === 'connected' &&
    connection.account &&
    connection.connectorId &&
    connection.chain?.id === chainId
      ? { account: connection.account, chainId, connectorId: connection.connectorId }
      : skipToken;
  const batchingQuery = useGetWalletBatchingQuery(batchingArgs);
  const atomic = batchingQuery.currentData;
  const contractAccount = useGetAccountIsContractQuery(batchingArgs).currentData;
  const abilities = {
    // `ready`: the wallet batches once it has upgraded the account, which it may ask for first.
    batching: atomic === 'supported' || atomic === 'ready',
    contractAccount: contractAccount === true,
  };
  const methods = availableApprovalMethods(abilities);
  const approval = approvalMethodFor(chosen, abilities);
  const intent =
    parsed.ok && tier
      ? stakeIntent({
          chainId,
          symbol,
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
  // A wallet that upgraded the account with this write says so when asked again.
  const submit = form.submit(stake.send, () => {
    if (atomic === 'ready') void batchingQuery.refetch();
  });
  const nowS = Math.floor(chainNowS);

  return (
    <section className="staking-card stake-form" aria-labelledby="stake-form-title">
      <h3 id="stake-form-title">{t('staking.stake')}</h3>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <AmountField
          form={form}
          label={t('staking.amountToStake')}
          place="stake"
          token={dashboard.token}
          balance={balance}
          parsed={parsed}
          showError={!parsed.ok && (form.touched || text.trim() !== '')}
        />
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
                  from: formatDateTime(nowS + FLEXIBLE_MIN_HOLD_S),
                  until: formatDateTime(nowS + tier.rewardDuration),
                })
              : t('staking.unlocksOn', { date: formatDateTime(nowS + tier.lockDuration) })}
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
          {t(needsApproval ? APPROVE_AND_STAKE[approval] : 'staking.stake')}
        </Button>
        <WriteStatus flowId={STAKING_FLOWS.stake} label={t('staking.stake')} />
      </form>
    </section>
  );
}
