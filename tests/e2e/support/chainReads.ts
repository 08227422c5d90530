import { decodeFunctionResult, encodeFunctionData, type Abi, type Hex } from 'viem';
import { rpc } from '../../../scripts/chain/anvil.mjs';

// Reads a test makes straight on its anvil (not through the hub).

/** A view of a contract, read with eth_call on the test's anvil. */
export async function read<T>(
  rpcUrl: string,
  address: string,
  abi: Abi,
  functionName: string,
  args: readonly unknown[] = [],
): Promise<T> {
  const data = encodeFunctionData({ abi, functionName, args } as Parameters<
    typeof encodeFunctionData
  >[0]);
  const answer = (await rpc(rpcUrl, 'eth_call', [{ to: address, data }, 'latest'])) as Hex;
  return decodeFunctionResult({ abi, functionName, data: answer } as Parameters<
    typeof decodeFunctionResult
  >[0]) as T;
}
