/** The wallet layer's listeners, the only code that talks to wallets: one per intent. */
import type { AppStartListening } from '@/app/listener';
import { listenForChainHeads } from './listeners/chainHeads';
import { listenForConnect, listenForDisconnect, listenForRestore } from './listeners/connect';
import { listenForWalletDiscovery } from './listeners/discovery';
import { listenForProviderEvents } from './listeners/providerEvents';
import { listenForSwitchChain } from './listeners/switchChain';

const registeredWith = new WeakSet<AppStartListening>();

/** Registering twice on one middleware (StrictMode, hot reload) is a no-op. */
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
