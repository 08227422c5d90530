import type { Hex } from 'viem';
import { ProviderRpcError, toHexChainId, type RequestArguments } from '@/wallet/eip1193';
import { setActiveConnection } from '@/wallet/providerRegistry';

/**
 * A connected wallet for tests whose store starts connected: registered as the live connection
 * (reset it with `resetProviderRegistry`), on `chainId`, answering what `answer` knows and
 * refusing the rest as unsupported (4200). Every request is recorded.
 */
export function installActiveWallet(
  chainId = 1,
  answer: (args: RequestArguments) => unknown = () => undefined,
) {
  const requests: RequestArguments[] = [];
  const provider = {
    request: async (args: RequestArguments) => {
      requests.push(args);
      if (args.method === 'eth_chainId') return toHexChainId(chainId);
      const answered = await answer(args);
      if (answered !== undefined) return answered;
      throw new ProviderRpcError(4200, `${args.method} is not supported`);
    },
    on: () => undefined,
    removeListener: () => undefined,
  };
  setActiveConnection({ connectorId: 'metaMask', provider, rdns: null, name: 'Test wallet' });
  return { provider, requests };
}

/** The transactions a wallet was asked to send: each eth_sendTransaction's first parameter. */
export function sentTransactions(requests: RequestArguments[]) {
  return requests
    .filter(({ method }) => method === 'eth_sendTransaction')
    .map(({ params }) => (params as [{ to: string; data: Hex }])[0]);
}
