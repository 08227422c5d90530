/**
 * Typed calls from the generated ABIs: `contractCall('bearStaking', chainId, 'stake', [amount,
 * tier])`. ABIs are large: never imported by the first view.
 */
import type { Address, ContractFunctionArgs, ContractFunctionName } from 'viem';
import type { ContractName } from '@/config/contracts';
import { bearNftAbi } from '@/contracts/generated/BearNft';
import { bearStakingAbi } from '@/contracts/generated/BearStaking';
import { bearTokenAbi } from '@/contracts/generated/BearToken';
import { contractAddress } from './addresses';

const tokenErrors = bearTokenAbi.filter(
  (item): item is Extract<(typeof bearTokenAbi)[number], { type: 'error' }> =>
    item.type === 'error',
);

// The staking ABI also declares the token's errors: a stake the token refuses reverts with them,
// and a simulation decodes only what its ABI declares.
export const CONTRACT_ABIS = {
  bearNft: bearNftAbi,
  bearToken: bearTokenAbi,
  bearStaking: [...bearStakingAbi, ...tokenErrors],
} as const satisfies Record<ContractName, readonly unknown[]>;

type ContractAbi<N extends ContractName> = (typeof CONTRACT_ABIS)[N];
type WriteMutability = 'nonpayable' | 'payable';

export interface ContractCall {
  chainId: number;
  address: Address;
  abi: ContractAbi<ContractName>;
  functionName: string;
  args: readonly unknown[];
  value?: bigint;
}

export function contractCall<
  N extends ContractName,
  F extends ContractFunctionName<ContractAbi<N>, WriteMutability>,
>(
  name: N,
  chainId: number,
  functionName: F,
  args: ContractFunctionArgs<ContractAbi<N>, WriteMutability, F>,
  value?: bigint,
): ContractCall {
  return {
    chainId,
    address: contractAddress(name, chainId),
    abi: CONTRACT_ABIS[name],
    functionName,
    args: args as readonly unknown[],
    ...(value === undefined ? {} : { value }),
  };
}
