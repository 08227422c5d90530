/**
 * The connector registry: one connector per wallet id, in the spec's 'Popular' order, plus the
 * Local Dev Wallet when a local RPC is configured.
 */
import { env } from '@/config/env';
import { ConnectorNotFoundError } from '../errors';
import { findAnnouncedProvider } from '../providerRegistry';
import type { WalletId } from '../types';
import { POPULAR_WALLET_IDS, WALLET_METADATA, validateWalletMetadata } from '../walletMetadata';
import { braveConnector } from './brave';
import { coinbaseConnector } from './coinbase';
import { injectedConnector } from './injected';
import { localDevConnector } from './localDev';
import { metaMaskConnector } from './metaMask';
import { rainbowConnector } from './rainbow';
import { safeConnector } from './safe';
import type { Connector } from './types';
import { walletConnectConnector } from './walletConnect';

export type { Connector, ConnectorContext, ConnectorProvider } from './types';
export { awaitsAnnouncement } from './announced';

// Checked when the registry loads (the first connect, restore or connect dialog; the unit tests
// check the catalogue too): a wallet whose icon background is not a hex colour stops it, by name.
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

/** Whether the Local Dev Wallet is offered (a local RPC is configured). */
export function isLocalDevEnabled(): boolean {
  return Boolean(env.localRpcUrl);
}

/** The ids a visitor may pick, in display order (Local Dev Wallet first when enabled). */
export function availableConnectorIds(): WalletId[] {
  return [...(isLocalDevEnabled() ? (['localDev'] as const) : []), ...POPULAR_WALLET_IDS];
}

/** The connector of an id, or undefined for an unknown (or disabled) id. */
export function getConnector(id: string): Connector | undefined {
  return availableConnectorIds().includes(id as WalletId) ? CONNECTORS[id as WalletId] : undefined;
}

/** Every catalogue rdns: an announced wallet with one of these is one of the seven. */
export const CATALOGUE_RDNS: ReadonlySet<string> = new Set(
  Object.values(WALLET_METADATA).flatMap((wallet) => wallet.rdns),
);

/** A connector for an EIP-6963 wallet outside the catalogue, identified by its rdns. */
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

/**
 * The connector for a connector id: a catalogue wallet, or an announced EIP-6963 wallet by its
 * rdns. Undefined when the id is unknown.
 */
export function resolveConnector(id: string): Connector | undefined {
  return getConnector(id) ?? announcedOnlyConnector(id);
}

/** Ids of the catalogue wallets this browser has (for the entries' installed flag). */
export function detectInstalledConnectorIds(): string[] {
  return availableConnectorIds().filter((id) => CONNECTORS[id].isInstalled());
}
