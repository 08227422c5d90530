import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import type { HubChain } from '@/config/chains';
import { MINT_QUANTITY_MIN } from '@/config/constants';
import { useAccountProfile } from '@/features/connection/hooks/useAccountProfile';
import { wordFor } from '@/features/onchain/components/WriteStatus';
import { contractCall } from '@/features/onchain/contracts';
import { NetworkFee } from '@/features/onchain/components/NetworkFee';
import { coversWithFee } from '@/features/onchain/fee';
import { formatNative } from '@/features/onchain/format';
import { useNetworkFee } from '@/features/onchain/hooks/useNetworkFee';
import { useWriteFlow } from '@/features/onchain/hooks/useWriteFlow';
import { describeWith } from '@/features/onchain/reverts';
import { runContractWrite } from '@/features/transactions/contractWrite';
import { mintReverts, MINT_MESSAGES } from '../errors';
import { bearCount } from '../format';
import type { MintLimits } from '../mintLimits';
import type { MintCollection } from '../types';
import { MINT_FLOW_ID, MINT_WORDS, MintStatus } from './MintStatus';
import { QuantityField } from './QuantityField';

interface MintControlsProps {
  chain: HubChain;
  contract: `0x${string}`;
  collection: MintCollection;
  limits: MintLimits;
}

/** Quantity, total cost, balance check and the Mint button with its stages (connected, right chain). */
export function MintControls({ chain, contract, collection, limits }: MintControlsProps) {
  const dispatch = useAppDispatch();
  const { flow, busy } = useWriteFlow(MINT_FLOW_ID);
  const { balance } = useAccountProfile();
  const account = useAppSelector((state) => state.connection.account);
  const [draft, setDraft] = useState(String(MINT_QUANTITY_MIN));

  const { maxQuantity } = limits;
  // The bound moves with every refresh (other mints, this wallet's own): the shown value follows.
  const quantityText = draft === '' ? '' : String(Math.min(Number(draft), Math.max(maxQuantity, MINT_QUANTITY_MIN)));
  const quantity = Number(quantityText || '0');
  const total = BigInt(collection.price) * BigInt(quantity);
  const mintCall = contractCall('bearNft', chain.id, 'mint', [BigInt(quantity)], total);
  const feeView = useNetworkFee(
    limits.saleStatus === 'open' && maxQuantity > 0 && quantity >= MINT_QUANTITY_MIN ? [mintCall] : null,
    account,
  );
  // The total and the network fee: a balance that covers only the price cannot mint.
  const insufficient =
    balance !== null && !coversWithFee(BigInt(balance.value), total, feeView.fee ? BigInt(feeView.fee.fee) : null);
  const canMint = maxQuantity > 0 && quantity >= MINT_QUANTITY_MIN && !insufficient && !busy;

  const mint = () => {
    void dispatch(
      runContractWrite(
        MINT_FLOW_ID,
        {
          ...mintCall,
          description: `Mint ${bearCount(quantity)}`,
          intent: { kind: 'mint', data: { quantity } },
        },
        { describeRevert: describeWith(mintReverts(chain.nativeCurrency)) },
      ),
    );
  };

  const label = (busy && flow && wordFor(MINT_WORDS, flow.stage)) || `Mint ${bearCount(quantity)}`;

  return (
    <div className="mint-controls">
      {limits.saleStatus === 'open' && (
        <>
          <QuantityField value={quantityText} max={maxQuantity} disabled={busy || maxQuantity === 0} onChange={setDraft} />
          <p className="mint-controls__total">
            Total <strong>{formatNative(total, chain.nativeCurrency)}</strong>
          </p>
          <NetworkFee view={feeView} currency={chain.nativeCurrency} />
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
      <MintStatus chain={chain} contract={contract} quantity={quantity || MINT_QUANTITY_MIN} />
    </div>
  );
}
