/** The bundle step's EIP-5792 work (viem's `sendCalls`, `simulateBlocks`), loaded to send one. */
import type { Address, Chain, WalletClient } from 'viem';
import { sendCalls } from 'viem/actions';
import { findChain } from '@/config/chains';
import { CALLS_VERSION, isMethodUnsupported } from '@/wallet/eip5792';
import type { ContractCall } from '../contracts';
import { findRevert, type DecodedRevert } from './revert';

export { isBundleUnsupported } from '@/wallet/eip5792';

/** A call of the kit as viem's actions take it. */
const abiCall = (call: ContractCall) => ({
  to: call.address,
  abi: call.abi,
  functionName: call.functionName,
  args: call.args,
  ...(call.value === undefined ? {} : { value: call.value }),
});

/**
 * Runs the calls in sequence on the latest state (`eth_simulateV1`), each seeing the ones before
 * it; a node without it cannot check the sequence: the bundle is not used then.
 */
export async function simulateInSequence(
  chainId: number,
  account: Address,
  calls: readonly ContractCall[],
): Promise<{ ok: true } | { ok: false; revert: DecodedRevert | null } | 'unavailable'> {
  const { getChainClient } = await import('@/wallet/clients');
  const client = getChainClient(chainId);
  let blocks: Awaited<ReturnType<typeof client.simulateBlocks>>;
  try {
    blocks = await client.simulateBlocks({
      blocks: [{ calls: calls.map((call) => ({ account, ...abiCall(call) })) as never }],
    });
  } catch (error) {
    const unsupported =
      isMethodUnsupported(error) || (error as { name?: unknown }).name === 'MethodNotFoundRpcError';
    if (unsupported) return 'unavailable';
    return { ok: false, revert: findRevert(error) };
  }
  const failed = (blocks[0]?.calls ?? []).find((result) => result.status === 'failure');
  if (!failed) return { ok: true };
  return { ok: false, revert: findRevert(failed.error) ?? { errorName: 'Unknown', args: [] } };
}

/** Sends the calls as one atomic bundle (`wallet_sendCalls` 2.0.0); resolves to its id. */
export async function sendBundle(
  wallet: WalletClient,
  account: Address,
  chainId: number,
  calls: readonly ContractCall[],
): Promise<string> {
  const chain = (findChain(chainId) ?? { id: chainId }) as Chain;
  const { id } = await sendCalls(wallet, {
    account,
    chain,
    version: CALLS_VERSION,
    forceAtomic: true,
    calls: calls.map(abiCall) as never,
  });
  return id;
}
