import '../messages';
import { useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { MINT_QUANTITY_MIN } from '@/config/constants';
import { wordFor } from '@/features/onchain/components/WriteStatus';
import { WritePreview } from '@/features/onchain/components/WritePreview';
import { formatInteger, formatNative } from '@/features/onchain/format';
import { useIntent } from '@/features/onchain/hooks/useIntent';
import { useWriteFlow } from '@/features/onchain/hooks/useWriteFlow';
import type { ContractTarget } from '@/features/onchain/target';
import { MINT_MESSAGES } from '../errors';
import { useGetBearTokensQuery } from '../mintApi';
import { mintEligibility } from '../eligibility';
import { clampQuantity } from '../mintLimits';
import { mintIntent } from '../intents';
import { bearCount } from '../format';
import { mintPreviewWords } from '../previewWords';
import type { MintView } from '../types';
import { EligibilityNote } from './MintPrompt';
import { MINT_FLOW_ID } from '../flowId';
import {
  BearGrid,
  BearGridSkeleton,
  mintWords,
  MintStatus,
  type MintStatusProps,
} from './MintStatus';
import { useT } from '@/i18n/useT';

/**
 * Quantity, total cost and the Mint button with its stages, in the open phase; or the first reason
 * this visitor cannot mint, before anything reaches the wallet.
 */
export function MintControls(props: MintView & { target: ContractTarget }) {
  const { target, chain, contract, account, allowlist, limits } = props;
  const { t } = useT();
  const { flow, busy } = useWriteFlow(MINT_FLOW_ID);
  const address = useAppSelector((state) => state.connection.account);
  const [draft, setDraft] = useState(String(MINT_QUANTITY_MIN));

  const { maxQuantity, unitPrice, phase } = limits;
  // The bound moves with every refresh (other mints, this wallet's own): the shown value follows.
  const quantityText =
    draft === '' ? '' : String(Math.min(Number(draft), Math.max(maxQuantity, MINT_QUANTITY_MIN)));
  const quantity = Number(quantityText || '0');
  const total = unitPrice * BigInt(quantity);
  // The mint as it will be sent, once there is one to send: its fee, preview and button.
  const intent =
    address &&
    account &&
    target.availability === 'ready' &&
    maxQuantity > 0 &&
    quantity >= MINT_QUANTITY_MIN
      ? mintIntent(chain, { quantity, phase, unitPrice, allowlist })
      : null;
  const mint = useIntent(intent, {
    chainId: chain.id,
    account: address,
    words: () => mintPreviewWords(chain, contract),
    balance: account ? BigInt(account.balance) : null,
  });
  const { view } = mint.preview;
  const fee = view.fee ? BigInt(view.fee.fee) : null;
  const ineligibility = mintEligibility({ ...props, price: total, fee });
  // Not enough funds keeps the quantity in view: a smaller one may do.
  const showControls = ineligibility === null || ineligibility.reason === 'notEnoughFunds';
  const canMint = ineligibility === null && mint.canSend;

  const label =
    (busy && flow && wordFor(mintWords(), flow.stage)) ||
    t('mint.mintCount', { bears: bearCount(quantity) });

  return (
    <div className="mint-controls">
      {showControls && (
        <>
          <QuantityField
            value={quantityText}
            max={maxQuantity}
            disabled={busy || maxQuantity === 0}
            onChange={setDraft}
          />
          <p className="mint-controls__total">
            {t('mint.total')} <strong>{formatNative(total, chain.nativeCurrency)}</strong>
          </p>
          {/* A balance short of price and fee is said by the eligibility note. */}
          {account && <WritePreview {...mint.preview} notCovered={false} />}
        </>
      )}
      {ineligibility && <EligibilityNote ineligibility={ineligibility} />}
      {showControls && (
        <Button
          variant="primary"
          className="mint-controls__button"
          disabled={!canMint}
          aria-busy={busy}
          onClick={() => void mint.send()}
        >
          {label}
        </Button>
      )}
      <MintStatus chain={chain} contract={contract} quantity={quantity || MINT_QUANTITY_MIN} />
    </div>
  );
}

interface QuantityFieldProps {
  value: string;
  max: number;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** − / + and a numeric input, kept within 1..max (what this account may still mint). */
function QuantityField({ value, max, disabled, onChange }: QuantityFieldProps) {
  const { t } = useT();
  const current = Number(value || '0');
  const step = (delta: number) =>
    onChange(
      clampQuantity(String(Math.max(current + delta, MINT_QUANTITY_MIN)), max, MINT_QUANTITY_MIN),
    );
  const stepButton = (delta: -1 | 1) => (
    <button
      type="button"
      className="quantity-field__step"
      aria-label={t(delta < 0 ? 'mint.decrease' : 'mint.increase')}
      disabled={disabled || (delta < 0 ? current <= MINT_QUANTITY_MIN : current >= max)}
      onClick={() => step(delta)}
    >
      {delta < 0 ? '−' : '+'}
    </button>
  );
  return (
    <div className="quantity-field">
      <label htmlFor="mint-quantity">{t('mint.quantity')}</label>
      <div className="quantity-field__controls">
        {stepButton(-1)}
        <input
          id="mint-quantity"
          className="quantity-field__input"
          type="number"
          inputMode="numeric"
          min={MINT_QUANTITY_MIN}
          max={Math.max(max, MINT_QUANTITY_MIN)}
          step={1}
          value={value}
          disabled={disabled}
          aria-describedby="mint-quantity-hint"
          onChange={(event) => onChange(clampQuantity(event.target.value, max, MINT_QUANTITY_MIN))}
        />
        {stepButton(1)}
      </div>
      <p id="mint-quantity-hint" className="quantity-field__hint">
        {max > 0 ? t('mint.upTo', { max: formatInteger(max) }) : t('mint.nothingLeft')}
      </p>
    </div>
  );
}

/** The connected account's bears with their on-chain images (read again only when the list changes). */
export function YourBears({
  chain,
  contract,
  tokenIds,
}: Omit<MintStatusProps, 'quantity'> & { tokenIds: readonly string[] }) {
  const { t } = useT();
  const tokens = useGetBearTokensQuery({ chainId: chain.id, contract, ids: tokenIds });
  let body;
  if (tokenIds.length === 0) {
    body = <p className="your-bears__empty">{t('mint.noBears')}</p>;
  } else if (tokens.data) {
    body = <BearGrid bears={tokens.data} label={t('mint.yourBears')} share={{ chain, contract }} />;
  } else if (tokens.isError) {
    body = (
      <div role="alert" className="mint-error">
        <p>{MINT_MESSAGES.imagesFailed}</p>
        <Button onClick={() => void tokens.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  } else {
    body = <BearGridSkeleton count={tokenIds.length} />;
  }
  return (
    <section className="your-bears" aria-labelledby="your-bears-title">
      <h2 id="your-bears-title">{t('mint.yourBears')}</h2>
      {body}
    </section>
  );
}
