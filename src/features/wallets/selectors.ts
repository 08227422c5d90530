import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { env } from '@/config/env';
import { CATALOGUE_RDNS, availableConnectorIds } from '@/wallet/connectors';
import type { WalletEntry } from '@/wallet/types';
import { WALLET_METADATA } from '@/wallet/walletMetadata';

const ANNOUNCED_ICON_BACKGROUND = '#ffffff';

const selectAnnouncedWallets = (state: RootState) => state.wallets.announced;
const selectInstalledConnectorIds = (state: RootState) => state.wallets.installedConnectorIds;

// The connect dialog's list: 'installed', EIP-6963 wallets not among the seven (id: rdns); then
// 'popular', the Local Dev Wallet when configured and the seven in spec order (installed flag).
export const selectWalletEntries = createSelector(
  // The Local Dev Wallet's setting is an input only to key the memo (the list depends on it).
  [selectAnnouncedWallets, selectInstalledConnectorIds, () => Boolean(env.localRpcUrl)],
  (announced, installedIds): WalletEntry[] => {
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
