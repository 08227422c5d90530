/**
 * What a write's approval methods depend on, as RTK Query endpoints so a form can offer them
 * without talking to the wallet itself:
 * - the connected wallet's EIP-5792 `atomic` capability for an account on a chain (whether it
 *   sends call bundles atomically, or will after upgrading the account). The wallet is asked once
 *   per provider, account and chain (`eip5792.ts` caches); `wallet_getCapabilities` opens no
 *   prompt;
 * - whether the account is a contract (a Safe, a smart wallet): it cannot sign an EIP-2612
 *   permit, which only an account's own key can (`eth_getCode`, no prompt).
 */
import type { Address } from 'viem';
import { chainApi } from './chainApi';
import { getAtomicCapability, type AtomicCapability } from './eip5792';
import { getActiveConnection } from './providerRegistry';

export interface WalletBatchingArgs {
  account: Address;
  chainId: number;
  /** Another wallet for the same account is asked again. */
  connectorId: string;
}

/** A minute: a transient failure (read as "no batching") does not stick for the day. */
const BATCHING_CACHE_S = 60;

export const walletBatchingApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    /** The wallet's `atomic` capability (`unsupported` when another wallet is connected). */
    getWalletBatching: build.query<AtomicCapability, WalletBatchingArgs>({
      queryFn: async ({ account, chainId, connectorId }) => {
        const active = getActiveConnection();
        if (!active || active.connectorId !== connectorId) return { data: 'unsupported' };
        return { data: await getAtomicCapability(active.provider, account, chainId) };
      },
      keepUnusedDataFor: BATCHING_CACHE_S,
    }),
  }),
});

/**
 * Whether `account` has code on the wallet's chain: a contract account (a Safe, a smart wallet),
 * whose approval cannot be a permit. An EIP-7702 delegation (code `0xef0100` + address) is an
 * account with its own key, which can sign. A wallet that cannot answer reads as no contract.
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
      /^0x[0-9a-fA-F]*$/.test(code) &&
      code.length > 2 &&
      !code.toLowerCase().startsWith(EIP7702_DELEGATION_PREFIX)
    );
  } catch {
    return false;
  }
}

/** The code of an account delegated under EIP-7702 starts with this designator. */
const EIP7702_DELEGATION_PREFIX = '0xef0100';

const accountKindApi = walletBatchingApi.injectEndpoints({
  endpoints: (build) => ({
    getAccountIsContract: build.query<boolean, WalletBatchingArgs>({
      queryFn: async ({ account, connectorId }) => {
        const active = getActiveConnection();
        if (!active || active.connectorId !== connectorId) return { data: false };
        return { data: await readAccountIsContract(account) };
      },
      keepUnusedDataFor: BATCHING_CACHE_S,
    }),
  }),
});

export const { useGetWalletBatchingQuery } = walletBatchingApi;
export const { useGetAccountIsContractQuery } = accountKindApi;
