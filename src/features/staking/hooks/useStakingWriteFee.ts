import type { Address } from 'viem';
import { findChain } from '@/config/chains';
import { useAccountProfile } from '@/features/connection/hooks/useAccountProfile';
import { coversWithFee } from '@/features/onchain/fee';
import { useNetworkFee, type NetworkFeeView } from '@/features/onchain/hooks/useNetworkFee';
import type { PreviewSequence } from '@/features/onchain/previewPlan';

export interface StakingWriteFee {
  view: NetworkFeeView;
  /** The native coin the fee is paid in. */
  currency: { symbol: string; decimals: number };
  /** The native balance is known and below the estimated fee: the write would fail. */
  notCovered: boolean;
}

/**
 * The connected account's native coin on `chainId` and a check of a fee view against its
 * balance (false while either is unknown).
 */
export function useFeeBalanceCheck(chainId: number) {
  const { balance: native } = useAccountProfile();
  const currency = native ?? findChain(chainId)?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 };
  const describe = (view: NetworkFeeView): StakingWriteFee => ({
    view,
    currency,
    notCovered:
      native !== null &&
      view.fee !== null &&
      !coversWithFee(BigInt(native.value), 0n, BigInt(view.fee.fee)),
  });
  return describe;
}

/**
 * The network fee of one staking write (claim all) before the visitor signs it, with its
 * preview, through the kit's `useNetworkFee` (null `sequence`: nothing to estimate, e.g. the
 * button is off), and whether the native balance covers it.
 */
export function useStakingWriteFee(
  sequence: PreviewSequence | null,
  account: Address,
  chainId: number,
): StakingWriteFee {
  const view = useNetworkFee(sequence?.calls ?? null, account, { chainId, preview: sequence });
  return useFeeBalanceCheck(chainId)(view);
}
