import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { env } from '@/config/env';
import { modalOpened } from '@/features/modals/slice';
import { selectWalletEntries } from '@/features/wallets/selectors';
import {
  POPULAR_WALLET_IDS,
  WALLET_METADATA,
  validateWalletMetadata,
} from '@/wallet/walletMetadata';
import { FakeProvider, announceProvider, injectWindowEthereum } from '../../support/fakeProvider';
import { SPEC_POPULAR_WALLET_NAMES } from '../../support/popularWallets';
import { useCleanWalletEnvironment } from '../../support/walletTest';

/**
 * A store that has run EIP-6963 discovery (on its first action) and, as the connect dialog
 * opened, detected the installed wallets (WalletConnect, which needs no extension, always is).
 */
async function discoveredStore() {
  const store = createAppStore();
  store.dispatch({ type: 'test/start' });
  store.dispatch(modalOpened('connect'));
  await vi.waitFor(() =>
    expect(store.getState().wallets.installedConnectorIds).toContain('walletConnect'),
  );
  return store;
}

describe('wallet entries and discovery', () => {
  useCleanWalletEnvironment();
  const original = { ...env };
  afterEach(() => Object.assign(env, original));

  it("behavior: the seven wallets form the 'Popular' group in the spec's order", async () => {
    const entries = selectWalletEntries((await discoveredStore()).getState());
    expect(entries.map((e) => e.name)).toEqual(SPEC_POPULAR_WALLET_NAMES);
    expect(entries.every((e) => e.group === 'popular')).toBe(true);
    expect(entries.find((e) => e.id === 'metaMask')?.installed).toBe(false);
    expect(entries.find((e) => e.id === 'walletConnect')?.installed).toBe(true);
  });

  it('behavior: an announced wallet of the seven marks its entry installed; others form the Installed group', async () => {
    announceProvider(new FakeProvider(), { rdns: 'io.metamask', name: 'MetaMask' });
    announceProvider(new FakeProvider(), {
      rdns: 'io.example.wallet',
      name: 'Example Wallet',
      icon: 'data:image/png;base64,AA',
    });
    const store = await discoveredStore();
    expect(
      store
        .getState()
        .wallets.announced.map((w) => w.rdns)
        .sort(),
    ).toEqual(['io.example.wallet', 'io.metamask']);
    const entries = selectWalletEntries(store.getState());
    expect(entries[0]).toMatchObject({
      id: 'io.example.wallet',
      name: 'Example Wallet',
      icon: 'data:image/png;base64,AA',
      group: 'installed',
      installed: true,
    });
    expect(entries.filter((e) => e.group === 'installed')).toHaveLength(1);
    expect(entries.find((e) => e.id === 'metaMask')?.installed).toBe(true);
  });

  it('behavior: announcements are recorded from the first action; the installed flags come with the connect dialog', async () => {
    const store = createAppStore();
    store.dispatch({ type: 'test/start' });
    announceProvider(new FakeProvider(), { rdns: 'io.metamask', name: 'MetaMask' });
    expect(store.getState().wallets.announced.map((w) => w.rdns)).toEqual(['io.metamask']);
    expect(store.getState().wallets.installedConnectorIds).toEqual([]);
    store.dispatch(modalOpened('connect'));
    await vi.waitFor(() =>
      expect(store.getState().wallets.installedConnectorIds).toEqual(['metaMask', 'walletConnect']),
    );
  });

  it('behavior: a wallet announcing after start-up is added', async () => {
    const store = await discoveredStore();
    announceProvider(new FakeProvider(), { rdns: 'com.brave.wallet', name: 'Brave Wallet' });
    expect(selectWalletEntries(store.getState()).find((e) => e.id === 'brave')?.installed).toBe(
      true,
    );
  });

  it('behavior: injected flags mark Browser Wallet and the flagged wallet installed', async () => {
    injectWindowEthereum(new FakeProvider({ flags: { isRainbow: true } }));
    const entries = selectWalletEntries((await discoveredStore()).getState());
    const installed = entries.filter((e) => e.installed).map((e) => e.id);
    expect(installed).toEqual(['injected', 'rainbow', 'walletConnect']);
  });

  it('behavior: the Local Dev Wallet is first in Popular only when a local RPC is set', async () => {
    env.localRpcUrl = 'http://127.0.0.1:8545';
    const entries = selectWalletEntries((await discoveredStore()).getState());
    expect(entries[0]).toMatchObject({
      id: 'localDev',
      name: 'Local Dev Wallet',
      group: 'popular',
      installed: true,
    });
    env.localRpcUrl = undefined;
    expect(
      selectWalletEntries((await discoveredStore()).getState()).some((e) => e.id === 'localDev'),
    ).toBe(false);
  });

  it('contract: each entry carries id, name, icon, hex background and metadata with links and setup steps', async () => {
    for (const entry of selectWalletEntries((await discoveredStore()).getState())) {
      expect(entry.icon).toMatch(/^data:image\//);
      expect(entry.iconBackground).toMatch(/^#[0-9a-f]{6}$/i);
      expect(entry.metadata?.id).toBe(entry.id);
    }
    expect(WALLET_METADATA.metaMask.setup.extension?.length).toBeGreaterThan(0);
    expect(WALLET_METADATA.rainbow.downloadUrls.ios).toMatch(/^https:/);
    expect(POPULAR_WALLET_IDS).toHaveLength(7);
  });

  it('behavior: an icon background that is not a hex colour is refused, naming the wallet', () => {
    const broken = { ...WALLET_METADATA.rainbow, iconBackground: 'blue' };
    expect(() => validateWalletMetadata([WALLET_METADATA.metaMask, broken])).toThrow(
      'Wallet "Rainbow" (rainbow) has an icon background that is not a hex colour: "blue".',
    );
    expect(() => validateWalletMetadata(Object.values(WALLET_METADATA))).not.toThrow();
    for (const colour of ['#fff', '#ffff', '#a1b2c3', '#a1b2c3d4']) {
      expect(() => validateWalletMetadata([{ ...broken, iconBackground: colour }])).not.toThrow();
    }
    for (const colour of ['#ggg', 'fff', '#12345', 'rgb(0,0,0)']) {
      expect(() => validateWalletMetadata([{ ...broken, iconBackground: colour }])).toThrow(
        /Rainbow/,
      );
    }
  });
});
