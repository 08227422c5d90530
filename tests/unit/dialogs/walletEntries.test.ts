import { describe, expect, it } from 'vitest';
import { buildWalletEntries } from '@/features/wallets/selectors';

const frame = { uuid: 'a', name: 'Frame', icon: 'data:image/svg+xml,f', rdns: 'sh.frame' };
const metaMask = { uuid: 'b', name: 'MetaMask', icon: 'data:image/svg+xml,m', rdns: 'io.metamask' };
const options = { hasInjectedProvider: false, includeLocalDev: false };

describe('wallet entries of the connect dialog', () => {
  it('behavior: nothing announced and no window.ethereum: the seven, none installed', () => {
    const entries = buildWalletEntries([], options);
    expect(entries.map((entry) => entry.id)).toEqual([
      'injected',
      'safe',
      'rainbow',
      'coinbase',
      'metaMask',
      'walletConnect',
      'brave',
    ]);
    expect(entries.every((entry) => entry.group === 'popular' && !entry.installed)).toBe(true);
  });

  it('behavior: an announced wallet among the seven marks that entry installed, others form the Installed group', () => {
    const entries = buildWalletEntries([frame, metaMask], options);
    expect(entries[0]).toMatchObject({
      id: 'sh.frame',
      name: 'Frame',
      icon: frame.icon,
      installed: true,
      group: 'installed',
    });
    expect(entries.filter((entry) => entry.group === 'installed')).toHaveLength(1);
    const installed = entries
      .filter((entry) => entry.group === 'popular' && entry.installed)
      .map((entry) => entry.id);
    expect(installed).toEqual(['injected', 'metaMask']);
  });

  it('behavior: window.ethereum alone marks Browser Wallet installed', () => {
    const entries = buildWalletEntries([], { ...options, hasInjectedProvider: true });
    expect(entries.find((entry) => entry.id === 'injected')?.installed).toBe(true);
  });

  it('behavior: with a local RPC the Local Dev Wallet leads the Popular group', () => {
    const entries = buildWalletEntries([frame], { ...options, includeLocalDev: true });
    expect(entries.map((entry) => entry.id).slice(0, 3)).toEqual([
      'sh.frame',
      'localDev',
      'injected',
    ]);
    expect(entries[1]).toMatchObject({
      name: 'Local Dev Wallet',
      group: 'popular',
      installed: true,
    });
  });
});
