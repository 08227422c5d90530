/**
 * The project's contracts by name: the kit pairs each name with its generated ABI and with its
 * address on a chain (`config/contracts.ts`), so a feature writes
 * `contractCall('bearStaking', chainId, 'stake', [amount, tier])` and gets viem's types for the
 * function name and arguments, with no casts of its own. ABIs are large: this module is imported
 * by the lazily loaded feature chunks, never by the first view.
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

/**
 * Each contract's ABI. The staking ABI also knows the token's custom errors: a stake the token
 * refuses (allowance, balance) reverts with the token's error, and a simulation decodes only
 * what its ABI declares.
 */
export const CONTRACT_ABIS = {
  bearNft: bearNftAbi,
  bearToken: bearTokenAbi,
  bearStaking: [...bearStakingAbi, ...tokenErrors],
} as const satisfies Record<ContractName, readonly unknown[]>;

export type ContractAbi<N extends ContractName> = (typeof CONTRACT_ABIS)[N];
type WriteMutability = 'nonpayable' | 'payable';
export type WriteFunctionName<N extends ContractName> = ContractFunctionName<
  ContractAbi<N>,
  WriteMutability
>;
export type WriteFunctionArgs<
  N extends ContractName,
  F extends WriteFunctionName<N>,
> = ContractFunctionArgs<ContractAbi<N>, WriteMutability, F>;

/** A write to one of the project's contracts, ready for a write plan's steps. */
export interface ContractCall {
  chainId: number;
  address: Address;
  abi: ContractAbi<ContractName>;
  functionName: string;
  args: readonly unknown[];
  value?: bigint;
}

/** A typed call of `functionName` on contract `name` of chain `chainId`. */
export function contractCall<N extends ContractName, F extends WriteFunctionName<N>>(
  name: N,
  chainId: number,
  functionName: F,
  args: WriteFunctionArgs<N, F>,
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
