import {
  type Hash,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
} from 'viem';
import { createAppStore } from '@/app/store';
import { bearNftAbi } from '@/contracts/generated/BearNft';
import type { ContractCall } from '@/features/onchain/contracts';
import { transactionFailed } from '@/features/transactions/slice';
import { installActiveWallet } from './activeWallet';
import { ACCOUNT, connectedState } from './walletState';

// The write executor's tests: a store connected on one chain with a live wallet, a mint to write,
// the records it leaves and the revert a simulation throws.

/** The chain the write tests' store is connected to. */
export const WRITE_CHAIN_ID = 1;

/** A mint of `quantity` bears at 10 wei each on WRITE_CHAIN_ID. */
export const mintCall = (quantity: number): ContractCall => ({
  chainId: WRITE_CHAIN_ID,
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  abi: bearNftAbi,
  functionName: 'mint',
  args: [BigInt(quantity)],
  value: 10n * BigInt(quantity),
});

/** Connected on WRITE_CHAIN_ID, the live wallet itself on `walletChainId`; its requests kept. */
export function connectedWriteStore(walletChainId = WRITE_CHAIN_ID) {
  const wallet = installActiveWallet(walletChainId);
  const store = createAppStore({
    connection: connectedState({ chain: { id: WRITE_CHAIN_ID, unsupported: false } }),
  });
  return Object.assign(store, { walletRequests: wallet.requests });
}

/** `account`'s Recent Transactions records on WRITE_CHAIN_ID, newest first. */
export const recordsOf = (store: ReturnType<typeof createAppStore>, account: string = ACCOUNT) =>
  store.getState().transactions.byAccount[account.toLowerCase()]?.[String(WRITE_CHAIN_ID)] ?? [];

/** What viem throws when the simulation of a mint of `quantity` reverts with `errorName`. */
export function mintReverted(errorName: string, args?: readonly unknown[], quantity = 1) {
  const data = encodeErrorResult({ abi: bearNftAbi, errorName, args } as Parameters<
    typeof encodeErrorResult
  >[0]);
  const reverted = new ContractFunctionRevertedError({
    abi: bearNftAbi,
    data,
    functionName: 'mint',
  });
  return new ContractFunctionExecutionError(reverted, {
    abi: bearNftAbi,
    functionName: 'mint',
    args: [BigInt(quantity)],
  });
}

/** How the transaction watch ends the account's transaction `hash` that it saw mined and reverted. */
export const minedAndReverted = (hash: Hash) =>
  transactionFailed({
    account: ACCOUNT,
    chainId: WRITE_CHAIN_ID,
    hash,
    reason: 'reverted',
    hashes: [hash],
  });
