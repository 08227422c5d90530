import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { links } from '@/config/links';
import {
  connectFailed,
  connectStarted,
  connected,
  initialConnectionState,
  walletConnectUriReceived,
} from '@/wallet/connectionSlice';
import { walletAnnounced } from '@/wallet/walletsSlice';
import { renderApp } from '../../support/renderApp';
import { ACCOUNT, resetLayout, setCompactLayout, storeWith } from '../../support/walletState';
import { FakeProvider } from '../../support/fakeProvider';
import { SPEC_POPULAR_WALLET_NAMES } from '../../support/popularWallets';

/** WalletConnect's provider while it waits for a phone to pair (the URI is dispatched by tests). */
class WaitingPairingProvider extends FakeProvider {
  session: object | undefined = undefined;
  connect = () => new Promise<void>(() => {});
  disconnect = async () => {};
}

vi.mock('@walletconnect/ethereum-provider', () => ({
  EthereumProvider: { init: async () => new WaitingPairingProvider() },
}));

const WC_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303';

async function openConnect(preloaded = {}) {
  const harness = storeWith(preloaded);
  const view = renderApp('/', harness.store);
  await view.user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' });
  return { ...harness, ...view, dialog };
}

const payloadsOf = (dispatched: { type: string; payload?: unknown }[], type: string) =>
  dispatched.filter((action) => action.type === type).map((action) => action.payload);

describe('Connect a Wallet dialog', () => {
  const originalEnv = { ...env };
  afterEach(() => {
    resetLayout();
    Object.assign(env, originalEnv);
  });

  it('behavior: lists the Popular wallets in the spec order, each a button named by the wallet', async () => {
    const { dialog } = await openConnect();
    const popular = within(dialog).getByRole('region', { name: 'Popular' });
    const names = within(popular)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(SPEC_POPULAR_WALLET_NAMES);
    expect(within(dialog).queryByRole('region', { name: 'Installed' })).not.toBeInTheDocument();
  });

  it('behavior: an announced wallet not among the seven forms the Installed group, first', async () => {
    const { store } = storeWith();
    store.dispatch(
      walletAnnounced({ uuid: '1', name: 'Frame', icon: 'data:image/svg+xml,x', rdns: 'sh.frame' }),
    );
    store.dispatch(
      walletAnnounced({
        uuid: '2',
        name: 'MetaMask',
        icon: 'data:image/svg+xml,x',
        rdns: 'io.metamask',
      }),
    );
    const view = renderApp('/', store);
    await view.user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' });
    const regions = within(dialog).getAllByRole('region');
    expect(regions.map((region) => within(region).getByRole('heading').textContent)).toEqual([
      'Installed',
      'Popular',
    ]);
    expect(
      within(regions[0]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Frame']);
  });

  it('behavior: the 3 most recent wallets carry a Recent tag', async () => {
    const { dialog } = await openConnect({
      connection: {
        ...initialConnectionState,
        recentConnectorIds: ['rainbow', 'brave', 'safe', 'metaMask'],
      },
    });
    const tagged = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.textContent?.endsWith('Recent'))
      .map((button) => button.textContent?.replace('Recent', '').replace(/,\s*$/, ''));
    expect(tagged.sort()).toEqual(['Brave Wallet', 'Rainbow', 'Safe']);
  });

  it('behavior: step none explains what a wallet is, with Get a Wallet and Learn More', async () => {
    const { dialog, user } = await openConnect();
    expect(within(dialog).getByRole('heading', { name: 'What is a Wallet?' })).toBeInTheDocument();
    expect(within(dialog).getByText(/home for your digital assets/i)).toBeInTheDocument();
    expect(within(dialog).getByText(/new way to log in/i)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Learn More' }));
    expect(within(dialog).getByText(/Your keys, your responsibility/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('button', { name: 'Learn More' })).toBeInTheDocument();
  });

  it('behavior: get → download options → download → mobile instructions → connect', async () => {
    const { dialog, user, dispatched } = await openConnect();
    await user.click(within(dialog).getByRole('button', { name: 'Get a Wallet' }));
    expect(within(dialog).getByRole('heading', { name: 'Get a Wallet' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Get MetaMask' }));
    expect(within(dialog).getByRole('heading', { name: 'Get MetaMask' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Add to browser/ })).toHaveAttribute(
      'href',
      expect.stringContaining('chromewebstore'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Get the app' }));
    expect(within(dialog).getByRole('heading', { name: 'Install MetaMask' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      expect.stringContaining('apps.apple.com'),
    );
    expect(within(dialog).getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      expect.stringContaining('play.google.com'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      within(dialog).getByRole('heading', { name: 'Set up MetaMask on your phone' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Tap the scan button')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(payloadsOf(dispatched, 'connection/connectRequested')).toEqual([
      { connectorId: 'metaMask' },
    ]);
    expect(within(dialog).getByRole('heading', { name: 'Opening MetaMask…' })).toBeInTheDocument();
  });

  it('behavior: the extension path ends on the extension setup steps with Refresh', async () => {
    const { dialog, user } = await openConnect();
    await user.click(within(dialog).getByRole('button', { name: 'Get a Wallet' }));
    await user.click(within(dialog).getByRole('button', { name: 'Get Rainbow' }));
    await user.click(within(dialog).getByRole('link', { name: /Add to browser/ }));
    expect(
      within(dialog).getByRole('heading', { name: 'Set up the Rainbow extension' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Refresh your browser')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('behavior: choosing a wallet dispatches connectRequested and shows Opening <wallet>… with Retry', async () => {
    const { dialog, user, dispatched } = await openConnect();
    await user.click(within(dialog).getByRole('button', { name: 'Brave Wallet' }));
    expect(
      within(dialog).getByRole('heading', { name: 'Opening Brave Wallet…' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(payloadsOf(dispatched, 'connection/connectRequested')).toEqual([
      { connectorId: 'brave' },
      { connectorId: 'brave' },
    ]);
  });

  it('behavior: a connect error of the catalogue appears next to the wallet, and Retry asks again', async () => {
    const { dialog, user, store, dispatched } = await openConnect();
    await user.click(within(dialog).getByRole('button', { name: 'Brave Wallet' }));
    act(() => {
      store.dispatch(connectStarted({ connectorId: 'brave' }));
      store.dispatch(
        connectFailed({ code: 'CONNECTOR_NOT_FOUND', message: 'Brave Wallet is not installed.' }),
      );
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Brave Wallet is not installed.');
    expect(within(dialog).getByRole('button', { name: 'Get Brave Wallet' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(payloadsOf(dispatched, 'connection/connectRequested')).toHaveLength(2);
  });

  it('behavior: a WalletConnect-based wallet shows the pairing QR code and Copy to clipboard', async () => {
    env.walletConnectProjectId = 'project-1';
    const { dialog, user, store } = await openConnect();
    await user.click(within(dialog).getByRole('button', { name: 'Rainbow' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(/QR code/);
    act(() => {
      store.dispatch(walletConnectUriReceived(WC_URI));
    });
    const qr = await within(dialog).findByRole('img', { name: 'QR code to scan with Rainbow' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    await user.click(within(dialog).getByRole('button', { name: 'Copy to clipboard' }));
    expect(await navigator.clipboard.readText()).toBe(WC_URI);
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('behavior: no QR code for a wallet that does not use WalletConnect', async () => {
    const { dialog, user, store } = await openConnect();
    await user.click(within(dialog).getByRole('button', { name: 'Brave Wallet' }));
    act(() => {
      store.dispatch(walletConnectUriReceived(WC_URI));
    });
    expect(within(dialog).queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('behavior: on phones a WalletConnect wallet gets a deep link into its app', async () => {
    env.walletConnectProjectId = 'project-1';
    setCompactLayout(true);
    const { dialog, user, store } = await openConnect();
    await user.click(within(dialog).getByRole('button', { name: 'Rainbow' }));
    act(() => {
      store.dispatch(walletConnectUriReceived(WC_URI));
    });
    const link = await within(dialog).findByRole('link', { name: 'Open Rainbow' });
    expect(link).toHaveAttribute('href', `rainbow://wc?uri=${encodeURIComponent(WC_URI)}`);
  });

  it('behavior: closing the dialog during a connect dispatches connectCancelled', async () => {
    const { dialog, user, store, types } = await openConnect();
    await user.click(within(dialog).getByRole('button', { name: 'MetaMask' }));
    act(() => {
      store.dispatch(connectStarted({ connectorId: 'metaMask' }));
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(types()).toContain('connection/connectCancelled');
    expect(screen.queryByRole('dialog', { name: 'Connect a Wallet' })).not.toBeInTheDocument();
  });

  it('behavior: closing without a connect under way dispatches no cancel', async () => {
    const { user, types } = await openConnect();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Connect a Wallet' })).not.toBeInTheDocument();
    expect(types()).not.toContain('connection/connectCancelled');
  });

  it('behavior: the dialog closes itself once connected', async () => {
    const { store } = await openConnect();
    act(() => {
      store.dispatch(
        connected({
          connectorId: 'metaMask',
          account: ACCOUNT,
          chain: { id: 1, unsupported: false },
        }),
      );
    });
    expect(screen.queryByRole('dialog', { name: 'Connect a Wallet' })).not.toBeInTheDocument();
    expect(store.getState().modals.open).toBeNull();
  });

  it('behavior: once connected, focus lands on the header wallet controls, not the page body', async () => {
    const { store } = await openConnect();
    act(() => {
      store.dispatch(
        connected({
          connectorId: 'metaMask',
          account: ACCOUNT,
          chain: { id: 1, unsupported: false },
        }),
      );
    });
    const walletControls = await screen.findByRole('button', { name: /Ethereum/ });
    await vi.waitFor(() => expect(walletControls).toHaveFocus());
  });

  it('behavior: the disclaimer links to the official hub', async () => {
    const { dialog } = await openConnect();
    const link = within(dialog).getByRole('link', {
      name: new RegExp(new URL(links.officialHub).host),
    });
    expect(link).toHaveAttribute('href', links.officialHub);
    expect(within(dialog).getByText(/only on the official website/)).toBeInTheDocument();
  });

  it('behavior: below 768 px it is a bottom sheet in one column: the list, then the chosen step', async () => {
    setCompactLayout(true);
    const { dialog, user } = await openConnect();
    expect(dialog).toHaveClass('dialog--sheet');
    expect(
      within(dialog).queryByRole('heading', { name: 'What is a Wallet?' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'MetaMask' }));
    expect(within(dialog).queryByRole('region', { name: 'Popular' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Opening MetaMask…' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('region', { name: 'Popular' })).toBeInTheDocument();
  });

  it('behavior: on wide screens it is a centred dialog with the list and the side panel together', async () => {
    setCompactLayout(false);
    const { dialog } = await openConnect();
    expect(dialog).toHaveClass('dialog--centered');
    expect(dialog).not.toHaveClass('dialog--sheet');
    expect(within(dialog).getByRole('region', { name: 'Popular' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'What is a Wallet?' })).toBeInTheDocument();
  });
});
