import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_FEEDBACK_MS } from '@/config/constants';
import { ETHEREUM } from '@/config/chains';
import { AccountDialogView } from '@/features/modals/components/AccountDialog';
import {
  addRecentTransaction,
  transactionConfirmed,
  transactionFailed,
} from '@/features/transactions/slice';
import type { RecentTransaction } from '@/features/transactions/slice';
import { renderApp } from '../../support/renderApp';
import { ACCOUNT, connectedState, storeWith } from '../../support/walletState';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;
const noProfile = { ensName: null, ensAvatar: null, balance: null, isLoading: false };

function renderView(overrides: Partial<Parameters<typeof AccountDialogView>[0]> = {}) {
  const props = {
    account: ACCOUNT,
    profile: noProfile,
    chain: ETHEREUM,
    transactions: [] as RecentTransaction[],
    onDisconnect: vi.fn(),
    onClearAll: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  render(<AccountDialogView {...props} />);
  return { props, dialog: screen.getByRole('dialog', { name: 'Account' }) };
}

async function openAccount() {
  const harness = storeWith({ connection: connectedState() });
  const view = renderApp('/', harness.store);
  await view.user.click(screen.getByRole('button', { name: /0xf39F…2266/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Account' });
  return { ...harness, ...view, dialog };
}

describe('Account dialog', () => {
  afterEach(() => vi.useRealTimers());

  it('behavior: shows the avatar, the short address and no balance line without a profile', () => {
    const { dialog } = renderView();
    expect(within(dialog).getByText('0xf39F…2266')).toHaveAttribute('title', ACCOUNT);
    expect(within(dialog).getByTestId('avatar')).toBeInTheDocument();
    expect(within(dialog).queryByText(/ETH$/)).not.toBeInTheDocument();
  });

  it('behavior: shows the ENS name and the balance from the profile', () => {
    const { dialog } = renderView({
      profile: {
        ensName: 'bear.eth',
        ensAvatar: null,
        balance: { value: '2500000000000000000', decimals: 18, symbol: 'ETH' },
        isLoading: false,
      },
    });
    expect(within(dialog).getByText('bear.eth')).toBeInTheDocument();
    expect(within(dialog).getByText('2.5 ETH')).toBeInTheDocument();
  });

  it('behavior: Copy Address copies it and says Copied! for 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { dialog } = renderView();
    await user.click(within(dialog).getByRole('button', { name: 'Copy Address' }));
    expect(await navigator.clipboard.readText()).toBe(ACCOUNT);
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(COPIED_FEEDBACK_MS - 100);
    });
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(within(dialog).getByRole('button', { name: 'Copy Address' })).toBeInTheDocument();
  });

  it('behavior: links the address on the chain block explorer', () => {
    const { dialog } = renderView();
    const link = within(dialog).getByRole('link', { name: /View on Etherscan/ });
    expect(link).toHaveAttribute('href', `https://etherscan.io/address/${ACCOUNT}`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('behavior: Disconnect dispatches disconnectRequested', async () => {
    const { dialog, user, types } = await openAccount();
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(types()).toContain('connection/disconnectRequested');
  });

  it('behavior: Recent Transactions shows the latest 3 with status and explorer links; Clear All empties it', async () => {
    const { dialog, user, store } = await openAccount();
    expect(within(dialog).getByText('Your transactions will appear here.')).toBeInTheDocument();
    act(() => {
      for (let n = 1; n <= 4; n += 1) {
        store.dispatch(
          addRecentTransaction({
            account: ACCOUNT,
            chainId: 1,
            hash: hash(n),
            description: `Transaction ${n}`,
          }),
        );
      }
      store.dispatch(transactionConfirmed({ account: ACCOUNT, chainId: 1, hash: hash(3) }));
      store.dispatch(transactionFailed({ account: ACCOUNT, chainId: 1, hash: hash(2) }));
    });
    const section = within(dialog).getByRole('region', { name: 'Recent Transactions' });
    const items = within(section).getAllByRole('listitem');
    expect(
      items.map((item) => item.querySelector('.transaction__description')?.textContent),
    ).toEqual(['Transaction 4', 'Transaction 3', 'Transaction 2']);
    expect(items.map((item) => item.querySelector('.transaction__status')?.textContent)).toEqual([
      'Pending',
      'Confirmed',
      'Failed',
    ]);
    expect(within(items[1]!).getByRole('link')).toHaveAttribute(
      'href',
      `https://etherscan.io/tx/${hash(3)}`,
    );
    await user.click(within(section).getByRole('button', { name: 'Clear All' }));
    expect(within(dialog).getByText('Your transactions will appear here.')).toBeInTheDocument();
  });

  it('behavior: the dialog closes when the wallet disconnects', async () => {
    const { store } = await openAccount();
    act(() => {
      store.dispatch({ type: 'connection/disconnected' });
    });
    expect(screen.queryByRole('dialog', { name: 'Account' })).not.toBeInTheDocument();
  });
});
