import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import type { HubChain } from '@/config/chains';
import { MINT_QUANTITY_MIN } from '@/config/constants';
import { bearNftAbi } from '@/contracts/generated/BearNft';
import { useAccountProfile } from '@/features/connection/hooks/useAccountProfile';
import {
  runContractWrite,
  selectWriteFlow,
  WRITE_MESSAGES,
} from '@/features/transactions/contractWrite';
import { BUSY_STAGES } from '@/features/transactions/flowSlice';
import { describeMintRevert, MINT_MESSAGES } from '../errors';
import { bearCount, formatNative } from '../format';
import type { MintLimits } from '../mintLimits';
import type { MintCollection } from '../types';
import { MintStatus } from './MintStatus';
import { QuantityField } from './QuantityField';

/** Key of the mint in the shared write-flow state. */
export const MINT_FLOW_ID = 'mint';

interface MintControlsProps {
  chain: HubChain;
  contract: `0x${string}`;
  collection: MintCollection;
  limits: MintLimits;
}

const BUTTON_LABELS = {
  simulating: 'Checking…',
  confirming: 'Confirm in wallet…',
  pending: 'Minting…',
} as const;

/** Quantity, total cost, balance check and the Mint button with its stages (connected, right chain). */
export function MintControls({ chain, contract, collection, limits }: MintControlsProps) {
  const dispatch = useAppDispatch();
  const flow = useAppSelector((state) => selectWriteFlow(state, MINT_FLOW_ID));
  const { balance } = useAccountProfile();
  const [draft, setDraft] = useState(String(MINT_QUANTITY_MIN));

  const { maxQuantity } = limits;
  // The bound moves with every refresh (other mints, this wallet's own): the shown value follows.
  const quantityText = draft === '' ? '' : String(Math.min(Number(draft), Math.max(maxQuantity, MINT_QUANTITY_MIN)));
  const quantity = Number(quantityText || '0');
  const total = BigInt(collection.price) * BigInt(quantity);
  const insufficient = balance !== null && BigInt(balance.value) < total;
  const busy = flow !== undefined && BUSY_STAGES.includes(flow.stage);
  const canMint = maxQuantity > 0 && quantity >= MINT_QUANTITY_MIN && !insufficient && !busy;

  const mint = () => {
    void dispatch(
      runContractWrite(
        MINT_FLOW_ID,
        {
          chainId: chain.id,
          address: contract,
          abi: bearNftAbi,
          functionName: 'mint',
          args: [BigInt(quantity)],
          value: total,
          description: `Mint ${bearCount(quantity)}`,
        },
        {
          describeRevert: (revert) =>
            describeMintRevert(revert, chain.nativeCurrency) ?? WRITE_MESSAGES.refusedUnknown,
        },
      ),
    );
  };

  const label =
    flow && flow.stage in BUTTON_LABELS
      ? BUTTON_LABELS[flow.stage as keyof typeof BUTTON_LABELS]
      : `Mint ${bearCount(quantity)}`;

  return (
    <div className="mint-controls">
      {limits.saleStatus === 'open' && (
        <>
          <QuantityField value={quantityText} max={maxQuantity} disabled={busy || maxQuantity === 0} onChange={setDraft} />
          <p className="mint-controls__total">
            Total <strong>{formatNative(total, chain.nativeCurrency)}</strong>
          </p>
          {insufficient && (
            <p className="mint-controls__warning" role="alert">
              {MINT_MESSAGES.insufficientBalance}
            </p>
          )}
          {maxQuantity === 0 && limits.remainingSupply > 0n && (
            <p className="mint-controls__note">{MINT_MESSAGES.walletLimitReached}</p>
          )}
          <Button variant="primary" className="mint-controls__button" disabled={!canMint} aria-busy={busy} onClick={mint}>
            {label}
          </Button>
        </>
      )}
      <MintStatus flow={flow} chain={chain} contract={contract} quantity={quantity || MINT_QUANTITY_MIN} />
    </div>
  );
}
