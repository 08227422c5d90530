/** The connector registry: one per wallet id, plus the Local Dev Wallet with a local RPC. */
import { env } from '@/config/env';
import { ConnectorNotFoundError } from '../errors';
import { findAnnouncedProvider } from '../providerRegistry';
import type { WalletId } from '../types';
import { POPULAR_WALLET_IDS, WALLET_METADATA, validateWalletMetadata } from '../walletMetadata';
import {
  braveConnector,
  coinbaseConnector,
  metaMaskConnector,
  rainbowConnector,
} from './announced';
import { injectedConnector } from './injected';
import { localDevConnector } from './localDev';
import { safeConnector } from './safe';
import type { Connector } from './types';
import { walletConnectConnector } from './walletConnect';

export type { Connector, ConnectorContext, ConnectorProvider } from './types';
export { awaitsAnnouncement } from './announced';

// A wallet whose icon background is not a hex colour stops the registry, by name.
validateWalletMetadata(Object.values(WALLET_METADATA));

const CONNECTORS: Readonly<Record<WalletId, Connector>> = {
  injected: injectedConnector,
  safe: safeConnector,
  rainbow: rainbowConnector,
  coinbase: coinbaseConnector,
  metaMask: metaMaskConnector,
  walletConnect: walletConnectConnector,
  brave: braveConnector,
  localDev: localDevConnector,
};

/** The ids a visitor may pick, in display order (Local Dev Wallet first when enabled). */
export function availableConnectorIds(): WalletId[] {
  return [...(env.localRpcUrl ? (['localDev'] as const) : []), ...POPULAR_WALLET_IDS];
}

/** An announced wallet with one of these is one of the seven. */
export const CATALOGUE_RDNS: ReadonlySet<string> = new Set(
  Object.values(WALLET_METADATA).flatMap((wallet) => wallet.rdns),
);

/** An EIP-6963 wallet outside the catalogue, by its rdns. */
function announcedOnlyConnector(rdns: string): Connector | undefined {
  const detail = findAnnouncedProvider([rdns]);
  if (!detail || CATALOGUE_RDNS.has(rdns)) return undefined;
  return {
    id: rdns,
    name: detail.info.name,
    isInstalled: () => findAnnouncedProvider([rdns]) !== undefined,
    getProvider: async () => {
      const current = findAnnouncedProvider([rdns]);
      if (!current) throw new ConnectorNotFoundError(detail.info.name);
      return { provider: current.provider, rdns, name: current.info.name };
    },
  };
}

/** A catalogue wallet offered here, or an announced EIP-6963 wallet by its rdns. */
export function resolveConnector(id: string): Connector | undefined {
  const offered = availableConnectorIds().includes(id as WalletId);
  return offered ? CONNECTORS[id as WalletId] : announcedOnlyConnector(id);
}

/** The catalogue wallets this browser has. */
export function detectInstalledConnectorIds(): string[] {
  return availableConnectorIds().filter((id) => CONNECTORS[id].isInstalled());
}
