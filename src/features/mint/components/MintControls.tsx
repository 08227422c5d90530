import '../messages';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import type { HubChain } from '@/config/chains';
import { MINT_QUANTITY_MIN } from '@/config/constants';
import { wordFor } from '@/features/onchain/components/WriteStatus';
import { contractCall } from '@/features/onchain/contracts';
import { WritePreview } from '@/features/onchain/components/WritePreview';
import { formatNative } from '@/features/onchain/format';
import { useNetworkFee } from '@/features/onchain/hooks/useNetworkFee';
import { useWriteFlow } from '@/features/onchain/hooks/useWriteFlow';
import { previewSequenceOf } from '@/features/onchain/previewPlan';
import { expectationOf } from '@/features/onchain/previewText';
import { describeWith } from '@/features/onchain/reverts';
import type { ContractTarget } from '@/features/onchain/target';
import { callPlan } from '@/features/onchain/write/plan';
import { runWritePlan } from '@/features/onchain/write/runWritePlan';
import type { AllowlistLookup } from '../mintLimits';
import { mintEligibility } from '../eligibility';
import { mintReverts } from '../reverts';
import { bearCount } from '../format';
import { mintPreviewWords } from '../previewWords';
import type { MintLimits } from '../mintLimits';
import type { MintAccount, MintCollection } from '../types';
import { EligibilityNote } from './MintPrompt';
import { MINT_FLOW_ID, mintWords, MintStatus } from './MintStatus';
import { QuantityField } from './QuantityField';
import { useT } from '@/i18n/useT';

interface MintControlsProps {
  target: ContractTarget;
  chain: HubChain;
  contract: `0x${string}`;
  collection: MintCollection;
  account: MintAccount | null;
  allowlist: AllowlistLookup;
  limits: MintLimits;
  nowSeconds: number;
}

/**
 * Quantity, total cost and the Mint button with its stages, in the phase that is open (the public
 * sale's `mint`, or `allowlistMint` with the visitor's proof); or the first reason this visitor
 * cannot mint, before anything reaches the wallet.
 */
export function MintControls({
  target,
  chain,
  contract,
  collection,
  account,
  allowlist,
  limits,
  nowSeconds,
}: MintControlsProps) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const { flow, busy } = useWriteFlow(MINT_FLOW_ID);
  const address = useAppSelector((state) => state.connection.account);
  const [draft, setDraft] = useState(String(MINT_QUANTITY_MIN));

  const { maxQuantity, unitPrice, phase } = limits;
  // The bound moves with every refresh (other mints, this wallet's own): the shown value follows.
  const quantityText =
    draft === '' ? '' : String(Math.min(Number(draft), Math.max(maxQuantity, MINT_QUANTITY_MIN)));
  const quantity = Number(quantityText || '0');
  const total = unitPrice * BigInt(quantity);
  const mintCall =
    phase === 'allowlist' && allowlist.status === 'listed'
      ? contractCall(
          'bearNft',
          chain.id,
          'allowlistMint',
          [BigInt(quantity), allowlist.allowance, allowlist.proof],
          total,
        )
      : contractCall('bearNft', chain.id, 'mint', [BigInt(quantity)], total);
  const plan = callPlan(mintCall, {
    description: t(phase === 'allowlist' ? 'mint.mintAllowlistDescription' : 'mint.mintCount', {
      bears: bearCount(quantity),
    }),
    intent: { kind: 'mint', data: { quantity } },
  });
  // The network fee and preview of exactly this plan's call (the kit's estimate).
  const sequence =
    address &&
    account &&
    target.availability === 'ready' &&
    maxQuantity > 0 &&
    quantity >= MINT_QUANTITY_MIN
      ? previewSequenceOf(plan, address, chain.id)
      : null;
  const feeView = useNetworkFee(sequence?.calls ?? null, address, { preview: sequence });
  const words = mintPreviewWords(chain, contract);
  const ineligibility = mintEligibility({
    target,
    collection,
    limits,
    connected: account !== null,
    allowlist,
    balance: account ? BigInt(account.balance) : null,
    price: total,
    fee: feeView.fee ? BigInt(feeView.fee.fee) : null,
    currency: chain.nativeCurrency,
    nowSeconds,
  });
  // Not enough funds keeps the quantity in view: a smaller one may do.
  const showControls = ineligibility === null || ineligibility.reason === 'notEnoughFunds';
  const canMint =
    ineligibility === null && maxQuantity > 0 && quantity >= MINT_QUANTITY_MIN && !busy;

  const mint = () => {
    const describeRevert = describeWith(mintReverts(chain.nativeCurrency));
    void dispatch(
      runWritePlan(MINT_FLOW_ID, chain.id, plan, {
        describeRevert,
        expect: expectationOf(feeView, words),
      }),
    );
  };

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
          {account && <WritePreview view={feeView} currency={chain.nativeCurrency} words={words} />}
        </>
      )}
      {ineligibility && <EligibilityNote ineligibility={ineligibility} />}
      {showControls && (
        <Button
          variant="primary"
          className="mint-controls__button"
          disabled={!canMint}
          aria-busy={busy}
          onClick={mint}
        >
          {label}
        </Button>
      )}
      <MintStatus chain={chain} contract={contract} quantity={quantity || MINT_QUANTITY_MIN} />
    </div>
  );
}
