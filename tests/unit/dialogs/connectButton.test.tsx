import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountButton } from '@/features/connection/components/AccountButton';
import { connectStarted, initialConnectionState, restoreFinished } from '@/wallet/connectionSlice';
import { addRecentTransaction } from '@/features/transactions/slice';
import { renderApp } from '../../support/renderApp';
import { ACCOUNT, connectedState, storeWith } from '../../support/walletState';

const HASH = `0x${'ab'.repeat(32)}` as const;

describe('connect button', () => {
  it('behavior: disconnected, it reads Connect Wallet and opens the connect dialog', async () => {
    const { store, types } = storeWith();
    const { user } = renderApp('/', store);
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(types()).toContain('modals/modalOpened');
    expect(await screen.findByRole('dialog', { name: 'Connect a Wallet' })).toBeInTheDocument();
  });

  it('behavior: after a reload with a cached connector it is busy, never Connect Wallet, until the restore ends', () => {
    const { store } = storeWith({
      connection: { ...initialConnectionState, cachedConnectorId: 'metaMask' },
    });
    renderApp('/', store);
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).not.toBeInTheDocument();
    const busy = screen.getByRole('button', { name: 'Reconnecting…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
    act(() => {
      store.dispatch(restoreFinished());
    });
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
  });

  it('behavior: reconnecting and connecting show the busy state', () => {
    const { store } = storeWith({
      connection: { ...initialConnectionState, status: 'reconnecting' },
    });
    renderApp('/', store);
    expect(screen.getByRole('button', { name: 'Reconnecting…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    act(() => {
      store.dispatch(connectStarted({ connectorId: 'metaMask' }));
    });
    expect(screen.getByRole('button', { name: 'Connecting…' })).toBeEnabled();
  });

  it('behavior: connected, it shows the chain button and the short address, each opening its dialog', async () => {
    const { store } = storeWith({ connection: connectedState() });
    const { user } = renderApp('/', store);
    await user.click(screen.getByRole('button', { name: 'Ethereum' }));
    expect(await screen.findByRole('dialog', { name: 'Switch Networks' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /0xf39F…2266/ }));
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument();
  });

  it('behavior: on an unsupported chain the chain button reads Wrong network', () => {
    const { store } = storeWith({
      connection: connectedState({ chain: { id: 99999, unsupported: true } }),
    });
    renderApp('/', store);
    expect(screen.getByRole('button', { name: 'Wrong network' })).toBeInTheDocument();
  });

  it('behavior: a pending transaction of this account spins a ring around the avatar', () => {
    const { store } = storeWith({ connection: connectedState() });
    renderApp('/', store);
    const button = () => screen.getByRole('button', { name: /0xf39F…2266/ });
    expect(button()).not.toHaveAccessibleName(/transaction pending/);
    act(() => {
      store.dispatch(
        addRecentTransaction({
          account: ACCOUNT,
          chainId: 1,
          hash: HASH,
          description: 'Mint a bear',
        }),
      );
    });
    expect(button()).toHaveAccessibleName(/transaction pending/);
    expect(screen.getByTestId('avatar')).toHaveClass('avatar--pending');
  });

  it('behavior: with a profile it shows the ENS name, the ENS avatar and the abbreviated balance', async () => {
    const clicks: number[] = [];
    render(
      <AccountButton
        account={ACCOUNT}
        pending={false}
        onClick={() => clicks.push(1)}
        profile={{
          ensName: 'bear.eth',
          ensAvatar: 'data:image/png;base64,AAAA',
          balance: { value: '1234500000000000000000', decimals: 18, symbol: 'ETH' },
          isLoading: false,
        }}
      />,
    );
    const button = screen.getByRole('button', { name: /bear\.eth/ });
    expect(button).toHaveTextContent('1.2k ETH');
    expect(button).not.toHaveTextContent('0xf39F');
    expect(button.querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    await userEvent.click(button);
    expect(clicks).toHaveLength(1);
  });

  it('behavior: without an ENS avatar the avatar is a gradient generated from the address', () => {
    render(
      <AccountButton
        account={ACCOUNT}
        pending={false}
        onClick={() => {}}
        profile={{ ensName: null, ensAvatar: null, balance: null, isLoading: false }}
      />,
    );
    const generated = screen.getByTestId('avatar').firstElementChild as HTMLElement;
    expect(generated.style.background).toMatch(/linear-gradient/);
  });
});
