/**
 * What a write's approval methods depend on, as RTK Query endpoints (no prompt): the wallet's
 * EIP-5792 `atomic` capability, and whether the account is a contract (it cannot sign a permit).
 */
import type { Address } from 'viem';
import { chainApi } from './chainApi';
import { getAtomicCapability, type AtomicCapability } from './eip5792';
import { getActiveConnection } from './providerRegistry';

interface WalletBatchingArgs {
  account: Address;
  chainId: number;
  /** Another wallet for the same account is asked again. */
  connectorId: string;
}

/** A minute: a transient failure (read as "no batching") does not stick for the day. */
const BATCHING_CACHE_S = 60;

/** The code of an account delegated under EIP-7702 starts with this designator. */
const EIP7702_DELEGATION_PREFIX = '0xef0100';

/**
 * Whether `account` has code on the wallet's chain (a Safe, a smart wallet), no answer reading as
 * none. An EIP-7702 delegation is an account with its own key, which can sign.
 */
export async function readAccountIsContract(account: Address): Promise<boolean> {
  const active = getActiveConnection();
  if (!active) return false;
  try {
    const code = await active.provider.request({
      method: 'eth_getCode',
      params: [account, 'latest'],
    });
    return (
      typeof code === 'string' &&
      /^0x[0-9a-fA-F]+$/.test(code) &&
      !code.toLowerCase().startsWith(EIP7702_DELEGATION_PREFIX)
    );
  } catch {
    return false;
  }
}

/** The active provider, when its wallet is the one the arguments name. */
function providerOf(connectorId: string) {
  const active = getActiveConnection();
  return active?.connectorId === connectorId ? active.provider : undefined;
}

const walletBatchingApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    getWalletBatching: build.query<AtomicCapability, WalletBatchingArgs>({
      queryFn: async ({ account, chainId, connectorId }) => {
        const provider = providerOf(connectorId);
        return {
          data: provider ? await getAtomicCapability(provider, account, chainId) : 'unsupported',
        };
      },
      keepUnusedDataFor: BATCHING_CACHE_S,
    }),
    getAccountIsContract: build.query<boolean, WalletBatchingArgs>({
      queryFn: async ({ account, connectorId }) => ({
        data: providerOf(connectorId) !== undefined && (await readAccountIsContract(account)),
      }),
      keepUnusedDataFor: BATCHING_CACHE_S,
    }),
  }),
});

export const { useGetWalletBatchingQuery, useGetAccountIsContractQuery } = walletBatchingApi;
