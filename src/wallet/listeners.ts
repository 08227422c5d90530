/**
 * The listener middleware of the wallet layer: the only code that talks to wallets. It turns
 * intents (connect, switch chain, disconnect), provider events and the reload into actions, one
 * listener per intent, each in the file named after it under `listeners/`; `chainHeads` keeps the
 * page's reads following the chains' new blocks. Live provider objects
 * stay in `providerRegistry.ts`; the store only sees serializable data.
 */
import type { AppStartListening } from '@/app/listener';
import { listenForChainHeads } from './listeners/chainHeads';
import { listenForConnect } from './listeners/connect';
import { listenForDisconnect } from './listeners/disconnect';
import { listenForWalletDiscovery } from './listeners/discovery';
import { listenForProviderEvents } from './listeners/providerEvents';
import { listenForRestore } from './listeners/restore';
import { listenForSwitchChain } from './listeners/switchChain';

const registeredWith = new WeakSet<AppStartListening>();

/**
 * Starts the wallet layer's listeners on a listener middleware. Registering twice on the same
 * middleware (StrictMode, hot reload) is a no-op, so every intent has exactly one listener.
 */
export function registerWalletListeners(startListening: AppStartListening): void {
  if (registeredWith.has(startListening)) return;
  registeredWith.add(startListening);
  listenForWalletDiscovery(startListening);
  listenForConnect(startListening);
  listenForRestore(startListening);
  listenForSwitchChain(startListening);
  listenForDisconnect(startListening);
  listenForProviderEvents(startListening);
  listenForChainHeads(startListening);
}
