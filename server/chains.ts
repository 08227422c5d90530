import { createPublicClient, http, type PublicClient } from 'viem';

/**
 * One viem public client per configured chain, used to verify contract-wallet signatures
 * (ERC-1271 for deployed wallets, ERC-6492 for counterfactual ones). No retries: a chain that
 * does not answer is reported to the visitor (503) rather than holding the request.
 */
export function createChainClients(
  chains: ReadonlyMap<number, string>,
  { timeoutMs }: { timeoutMs: number },
): Map<number, PublicClient> {
  const clients = new Map<number, PublicClient>();
  for (const [chainId, rpcUrl] of chains) {
    clients.set(
      chainId,
      createPublicClient({ transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 0 }) }),
    );
  }
  return clients;
}
