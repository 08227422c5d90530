import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { TransactionLink, WriteStatus } from '@/features/onchain/components/WriteStatus';
import { RecentTransactions } from '@/features/transactions/components/RecentTransactions';
import { writeStageChanged } from '@/features/transactions/flowSlice';
import {
  addRecentTransaction,
  callsBundleMined,
  type RecentTransaction,
} from '@/features/transactions/slice';

const ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const KEY = `0x${'cb98'.repeat(16)}` as const;
const FIRST = `0x${'12'.repeat(31)}ab` as const;
const SECOND = `0x${'34'.repeat(31)}cd` as const;

describe('transaction hashes', () => {
  it('behavior: where the chain has no explorer, a short hash with a copy button, never the 66 characters', () => {
    render(<TransactionLink chainId={31337} hash={FIRST} />);
    expect(screen.getByText('0x1212…12ab')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the transaction hash' })).toBeVisible();
    expect(document.body.textContent).not.toContain(FIRST);
  });

  it('behavior: where it has one, a link to the transaction on the explorer', () => {
    render(<TransactionLink chainId={1} hash={FIRST} />);
    expect(screen.getByRole('link', { name: /View on Etherscan/ })).toHaveAttribute(
      'href',
      `https://etherscan.io/tx/${FIRST}`,
    );
  });

  it('behavior: a one-step stake’s status links the bundle’s real transactions, not the record’s key', () => {
    const store = createAppStore();
    render(
      <Provider store={store}>
        <WriteStatus flowId="stake" label="Stake" />
      </Provider>,
    );
    act(() => {
      store.dispatch(
        addRecentTransaction({
          account: ACCOUNT,
          chainId: 1,
          hash: KEY,
          description: 'Stake 42 BHT (Flexible)',
          callsId: 'bundle-1',
        }),
      );
      store.dispatch(
        writeStageChanged({ flowId: 'stake', chainId: 1, stage: 'pending', hash: KEY }),
      );
    });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(
        callsBundleMined({
          account: ACCOUNT,
          chainId: 1,
          hash: KEY,
          transactionHashes: [FIRST, SECOND],
        }),
      );
    });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `https://etherscan.io/tx/${FIRST}`,
      `https://etherscan.io/tx/${SECOND}`,
    ]);
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Transaction 0x1212…12ab on Etherscan',
      'Transaction 0x3434…34cd on Etherscan',
    ]);
    expect(document.body.innerHTML).not.toContain(KEY);
  });

  it('behavior: Recent Transactions shows a short hash and copy without an explorer, and a bundle’s transactions with one', () => {
    const record = (overrides: Partial<RecentTransaction>): RecentTransaction => ({
      kind: 'stake',
      data: {},
      hash: FIRST,
      description: 'Stake 42 BHT (Flexible)',
      status: 'confirmed',
      addedAt: 0,
      ...overrides,
    });
    const { rerender } = render(
      <RecentTransactions
        transactions={[record({})]}
        explorerUrl={undefined}
        onClearAll={() => {}}
      />,
    );
    expect(screen.getByText('0x1212…12ab')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the transaction hash' })).toBeVisible();
    rerender(
      <RecentTransactions
        transactions={[record({ hash: KEY, callsId: 'b', transactionHashes: [FIRST, SECOND] })]}
        explorerUrl="https://etherscan.io"
        onClearAll={() => {}}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      `https://etherscan.io/tx/${FIRST}`,
      `https://etherscan.io/tx/${SECOND}`,
    ]);
  });

  it('behavior: on a chain with an explorer, the short hash and its copy icon are there too, beside the link', () => {
    render(<TransactionLink chainId={1} hash={FIRST} />);
    expect(screen.getByText('0x1212…12ab')).toBeInTheDocument();
    const copy = screen.getByRole('button', { name: 'Copy the transaction hash' });
    // An icon, not a sentence beside the hash: the hash and its copy stay on one line.
    expect(copy.textContent).toBe('');
    expect(copy.querySelector('svg')).not.toBeNull();
    expect(copy.closest('.tx-hash')).toHaveTextContent('0x1212…12ab');
    expect(screen.getByRole('link', { name: /View on Etherscan/ })).toBeVisible();
    expect(document.body.textContent).not.toContain(FIRST);
  });

  it('behavior: the copy icon puts the whole hash on the clipboard and says Copied!', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<TransactionLink chainId={31337} hash={FIRST} />);
    await act(async () => {
      screen.getByRole('button', { name: 'Copy the transaction hash' }).click();
    });
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
  });

  it('behavior: Recent Transactions shows each short hash with its copy icon on a chain with an explorer too', () => {
    render(
      <RecentTransactions
        transactions={[
          {
            kind: 'stake',
            data: {},
            hash: FIRST,
            description: 'Stake 42 BHT (Flexible)',
            status: 'confirmed',
            addedAt: 0,
          },
        ]}
        explorerUrl="https://etherscan.io"
        onClearAll={() => {}}
      />,
    );
    expect(screen.getByText('0x1212…12ab')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the transaction hash' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: /View Stake 42 BHT \(Flexible\) on the explorer/ }),
    ).toHaveAttribute('href', `https://etherscan.io/tx/${FIRST}`);
  });
});
