import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { env } from '@/config/env';
import { POPULAR_WALLET_IDS, WALLET_METADATA } from '@/wallet/walletMetadata';
import type { AnnouncedWallet, WalletEntry, WalletMetadata } from '@/wallet/types';

/** Background behind icons of wallets we only know from their EIP-6963 announcement. */
const ANNOUNCED_ICON_BACKGROUND = '#ffffff';

interface WalletEntryOptions {
  /** `window.ethereum` exists (read outside the store: it is not serializable state). */
  hasInjectedProvider: boolean;
  /** Offer the Local Dev Wallet (a local RPC is configured). */
  includeLocalDev: boolean;
}

function popularEntry(metadata: WalletMetadata, installed: boolean): WalletEntry {
  return {
    id: metadata.id,
    name: metadata.name,
    icon: metadata.icon,
    iconBackground: metadata.iconBackground,
    installed,
    group: 'popular',
    metadata,
  };
}

/**
 * The connect dialog's list: first the 'installed' group (EIP-6963 wallets that are not among
 * the seven), then the 'popular' group in the spec's order, each marked installed when one of
 * its rdns announced itself. Browser Wallet counts as installed when any wallet announced
 * itself or `window.ethereum` exists. The Local Dev Wallet, when offered, leads 'popular'.
 */
export function buildWalletEntries(
  announced: readonly AnnouncedWallet[],
  { hasInjectedProvider, includeLocalDev }: WalletEntryOptions,
): WalletEntry[] {
  const knownRdns = new Set(POPULAR_WALLET_IDS.flatMap((id) => WALLET_METADATA[id].rdns));
  const announcedRdns = new Set(announced.map((wallet) => wallet.rdns));
  const installedGroup: WalletEntry[] = announced
    .filter((wallet) => !knownRdns.has(wallet.rdns))
    .map((wallet) => ({
      id: wallet.rdns,
      name: wallet.name,
      icon: wallet.icon,
      iconBackground: ANNOUNCED_ICON_BACKGROUND,
      installed: true,
      group: 'installed',
    }));
  const popular = POPULAR_WALLET_IDS.map((id) => {
    const metadata = WALLET_METADATA[id];
    const installed =
      id === 'injected'
        ? announced.length > 0 || hasInjectedProvider
        : metadata.rdns.some((rdns) => announcedRdns.has(rdns));
    return popularEntry(metadata, installed);
  });
  const localDev = includeLocalDev ? [popularEntry(WALLET_METADATA.localDev, true)] : [];
  return [...installedGroup, ...localDev, ...popular];
}

const selectAnnounced = (state: RootState) => state.wallets.announced;

/** {@link buildWalletEntries} over the store; pass whether `window.ethereum` exists. */
export const selectWalletEntries = createSelector(
  [selectAnnounced, (_state: RootState, hasInjectedProvider: boolean) => hasInjectedProvider],
  (announced, hasInjectedProvider) =>
    buildWalletEntries(announced, {
      hasInjectedProvider,
      includeLocalDev: env.localRpcUrl !== undefined,
    }),
);
