import type { AppStartListening } from '@/app/listener';
import { findChain, type HubChain } from '@/config/chains';
import {
  chainChanged,
  switchChainFailed,
  switchChainRequested,
  switchChainStarted,
  switchChainSucceeded,
} from '@/wallet/connectionSlice';
import {
  NOT_IMPLEMENTED_CODES,
  RPC_ERROR_CODES,
  getChainId,
  rpcErrorCode,
  toHexChainId,
  type Eip1193Provider,
} from '../eip1193';
import {
  ChainNotConfiguredError,
  InvalidInputError,
  NotConnectedError,
  ResourceUnavailableError,
  SwitchChainError,
  SwitchChainNotSupportedError,
  WalletError,
  toSerializedError,
  toWalletError,
} from '../errors';
import { getActiveConnection } from '../providerRegistry';
import { describeConnectedChain, wasCancelled } from './session';

/** A failed switch or add: unsupported → the no-switching message, else switch-chain. */
function toSwitchError(error: unknown, chain: HubChain): WalletError {
  const code = rpcErrorCode(error) ?? 0;
  if (NOT_IMPLEMENTED_CODES.has(code)) return new SwitchChainNotSupportedError({ cause: error });
  if (code === RPC_ERROR_CODES.resourceUnavailable)
    return new ResourceUnavailableError({ cause: error });
  if (error instanceof WalletError) return error;
  return new SwitchChainError(chain.name, { cause: error });
}

/** EIP-3326 switch; a chain the wallet does not know (4902) is added (EIP-3085) first. */
async function switchOrAddChain(provider: Eip1193Provider, chain: HubChain): Promise<void> {
  const switchRequest = {
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: toHexChainId(chain.id) }],
  };
  try {
    await provider.request(switchRequest);
    return;
  } catch (error) {
    if (rpcErrorCode(error) !== RPC_ERROR_CODES.unrecognizedChain)
      throw toSwitchError(error, chain);
  }
  const explorer = chain.blockExplorers?.default.url;
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: toHexChainId(chain.id),
          chainName: chain.name,
          nativeCurrency: { ...chain.nativeCurrency },
          rpcUrls: [...chain.rpcUrls.default.http],
          ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
        },
      ],
    });
    // Some wallets switch as they add; asking again is harmless and covers the others.
    await provider.request(switchRequest);
  } catch (error) {
    throw toSwitchError(error, chain);
  }
}

/** Switch chain: the last request wins. */
export function listenForSwitchChain(startListening: AppStartListening): void {
  startListening({
    actionCreator: switchChainRequested,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const fail = (error: WalletError) =>
        api.dispatch(switchChainFailed(toSerializedError(error)));
      const chainId: unknown = action.payload?.chainId;
      if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0) {
        fail(new InvalidInputError('a chain id must be a positive whole number.'));
        return;
      }
      const chain = findChain(chainId);
      if (!chain) {
        fail(new ChainNotConfiguredError(chainId));
        return;
      }
      const active = getActiveConnection();
      if (!active || api.getState().connection.status !== 'connected') {
        fail(new NotConnectedError());
        return;
      }
      api.dispatch(switchChainStarted(chainId));
      try {
        await api.pause(switchOrAddChain(active.provider, chain));
        // Not every wallet emits chainChanged after a switch: read the chain to be sure.
        const current = await api.pause(getChainId(active.provider));
        api.dispatch(chainChanged(describeConnectedChain(current)));
        api.dispatch(switchChainSucceeded());
      } catch (error) {
        if (wasCancelled(api, error)) return;
        fail(toWalletError(error, (cause) => new SwitchChainError(chain.name, { cause })));
      }
    },
  });
}
