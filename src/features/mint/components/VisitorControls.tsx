import '../messages';
import type { HubChain } from '@/config/chains';
import { MINT_QUANTITY_MIN } from '@/config/constants';
import type { ContractTarget } from '@/features/onchain/target';
import type { AllowlistLookup } from '../mintLimits';
import { mintEligibility } from '../eligibility';
import type { MintLimits } from '../mintLimits';
import type { MintCollection } from '../types';
import { useAppSelector } from '@/app/hooks';
import { lazyPart } from '@/components/lazyParts';
import { MINT_FLOW_ID } from '../flowId';
import { EligibilityNote } from './MintPrompt';
import type { MintStatusProps } from './MintStatus';

/**
 * The mint's status, loaded when there is one to show: a visitor has a mint flow only when a
 * disconnect ended a write (the status carries the transaction's link, copy and pictures).
 */
const MintStatus = lazyPart<MintStatusProps>(() => import('./MintStatus'), 'MintStatus');

interface VisitorControlsProps {
  target: ContractTarget;
  chain: HubChain;
  contract: `0x${string}`;
  collection: MintCollection;
  limits: MintLimits;
  allowlist: AllowlistLookup;
  nowSeconds: number;
}

/**
 * Where the mint controls go, for a visitor without a wallet: the first reason they cannot mint
 * (the sale's state first, then connecting), by the same check as the controls, and the mint's
 * status (a write a disconnect ended still says so). The controls themselves carry the write
 * kit, the contract's ABI and the fee estimate: they load once a wallet is in use
 * (`LazyAccountControls`).
 */
export function VisitorControls({
  target,
  chain,
  contract,
  collection,
  limits,
  allowlist,
  nowSeconds,
}: VisitorControlsProps) {
  const ineligibility = mintEligibility({
    target,
    collection,
    limits,
    connected: false,
    allowlist,
    balance: null,
    price: limits.unitPrice * BigInt(MINT_QUANTITY_MIN),
    fee: null,
    currency: chain.nativeCurrency,
    nowSeconds,
  });
  const mintFlow = useAppSelector((state) => state.writeFlows[MINT_FLOW_ID]);
  return (
    <div className="mint-controls">
      {ineligibility && <EligibilityNote ineligibility={ineligibility} />}
      {mintFlow ? (
        <MintStatus chain={chain} contract={contract} quantity={MINT_QUANTITY_MIN} />
      ) : (
        // The status's live region waits in the page, as the kit's does before a first stage.
        <div className="write-status-live" role="status" />
      )}
    </div>
  );
}
