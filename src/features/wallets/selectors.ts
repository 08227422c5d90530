import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { env } from '@/config/env';
import { CATALOGUE_RDNS, availableConnectorIds } from '@/wallet/connectors';
import type { WalletEntry } from '@/wallet/types';
import { WALLET_METADATA } from '@/wallet/walletMetadata';

/** Background behind icons of wallets that only announced themselves. */
const ANNOUNCED_ICON_BACKGROUND = '#ffffff';

export const selectAnnouncedWallets = (state: RootState) => state.wallets.announced;
export const selectInstalledConnectorIds = (state: RootState) =>
  state.wallets.installedConnectorIds;
const selectLocalDevEnabled = () => Boolean(env.localRpcUrl);

/**
 * What the connect dialog lists, in order:
 * 1. group 'installed': EIP-6963 wallets that announced themselves and are not among the seven
 *    (their id is their rdns);
 * 2. group 'popular': the Local Dev Wallet first when a local RPC is configured, then the seven
 *    wallets in the spec's order, each with its installed flag (announced by rdns, injected
 *    with its flag, or inside a Safe frame).
 */
export const selectWalletEntries = createSelector(
  [selectAnnouncedWallets, selectInstalledConnectorIds, selectLocalDevEnabled],
  (announced, installedIds, _localDevEnabled): WalletEntry[] => {
    const installed: WalletEntry[] = announced
      .filter((wallet) => !CATALOGUE_RDNS.has(wallet.rdns))
      .map((wallet) => ({
        id: wallet.rdns,
        name: wallet.name,
        icon: wallet.icon,
        announcedIcon: wallet.icon,
        iconBackground: ANNOUNCED_ICON_BACKGROUND,
        installed: true,
        group: 'installed',
      }));
    const popular: WalletEntry[] = availableConnectorIds().map((id) => {
      const metadata = WALLET_METADATA[id];
      // A catalogue wallet that announced itself keeps the icon it announced.
      const announcedIcon = announced.find((wallet) => metadata.rdns.includes(wallet.rdns))?.icon;
      return {
        id,
        name: metadata.name,
        icon: metadata.icon,
        ...(announcedIcon ? { announcedIcon } : {}),
        iconBackground: metadata.iconBackground,
        installed: installedIds.includes(id),
        group: 'popular',
        metadata,
      };
    });
    return [...installed, ...popular];
  },
);
