import type { Address } from 'viem';
import { findChain } from '@/config/chains';
import { useAccountProfile } from '@/features/connection/hooks/useAccountProfile';
import type { ContractCall } from '@/features/onchain/contracts';
import { coversWithFee } from '@/features/onchain/fee';
import { useNetworkFee, type NetworkFeeView } from '@/features/onchain/hooks/useNetworkFee';

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
 * The network fee of one staking write (claim all) before the visitor signs it, through the
 * kit's `useNetworkFee` (null `call`: nothing to estimate, e.g. the button is off), and whether
 * the native balance covers it.
 */
export function useStakingWriteFee(
  call: ContractCall | null,
  account: Address,
  chainId: number,
): StakingWriteFee {
  const view = useNetworkFee(call ? [call] : null, account, { chainId });
  return useFeeBalanceCheck(chainId)(view);
}
