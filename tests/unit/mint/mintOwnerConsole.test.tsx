import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { decodeFunctionData, type Hex } from 'viem';
import { LOCAL_CHAIN_ID, findChain } from '@/config/chains';
import { getContractAddress } from '@/config/contracts';
import { bearNftAbi } from '@/contracts/generated/BearNft';
import { formatDateTime } from '@/features/onchain/format';
import {
  allowlistEffect,
  saleEffect,
  withdrawEffect,
} from '@/features/mint/components/MintOwnerConsole';
import {
  fromLocalDateTime,
  localTimeZone,
  toLocalDateTime,
} from '@/features/mint/components/MintOwnerConsole';
import type { MintCollection } from '@/features/mint/types';
import {
  addRecentTransaction,
  safeTransactionProgressed,
  transactionFailed,
} from '@/features/transactions/slice';
import {
  allowlistProofsHandlers,
  bearContractHandler,
  createMockBear,
  mockAllowlist,
  type MockBearState,
} from '../../../mocks/mint';
import { createMockChainState, createRpcHandlers } from '../../../mocks/rpc';
import { server } from '../../../mocks/server';
import { serveMockChain } from '../../support/mockChainServer';
import { renderConnected } from '../../support/renderApp';
import { ACCOUNT, connectedState, OTHER_ACCOUNT } from '../../support/walletState';
import { press } from '../../support/press';

// The collection owner's console: the start picked in the visitor's time zone, the sentences
// that say what visitors will see after each change, and the console on /mint against the MSW
// chain (who sees it, what it shows, its writes through the one executor).

vi.mock('@/config/env', async (importOriginal) =>
  (await import('../../support/localRpcEnv')).envWithLocalRpc(importOriginal),
);

const BEAR = getContractAddress(LOCAL_CHAIN_ID, 'bearNft')!;
const ETH = findChain(LOCAL_CHAIN_ID)!.nativeCurrency;
const NOW = 1_800_000_000;
const DAY = 86_400;
const ZERO_ROOT = `0x${'0'.repeat(64)}` as Hex;

function collection(overrides: Partial<MintCollection> = {}): MintCollection {
  return {
    maxSupply: '1000',
    totalMinted: '6',
    price: '10000000000000000',
    walletLimit: '5',
    saleActive: true,
    saleStartsAt: 0,
    allowlistActive: false,
    allowlistRoot: ZERO_ROOT,
    allowlistPrice: '5000000000000000',
    allowlistWalletLimit: '3',
    owner: ACCOUNT,
    proceeds: '60000000000000000',
    blockTime: NOW,
    ...overrides,
  };
}

// The process's own time zone stands for the visitor's (the end-to-end test runs in Paris).
const localSeconds = (...parts: [number, number, number, number, number]) =>
  new Date(...parts).getTime() / 1000;

describe('the sale’s start in the visitor’s time zone', () => {
  it('behavior: a local date and time are the moment the contract stores, and back', () => {
    const winter = localSeconds(2027, 0, 15, 18, 30);
    expect(fromLocalDateTime({ date: '2027-01-15', time: '18:30' })).toBe(winter);
    expect(toLocalDateTime(winter)).toEqual({ date: '2027-01-15', time: '18:30' });
    expect(fromLocalDateTime({ date: '2027-07-04', time: '09:05' })).toBe(
      localSeconds(2027, 6, 4, 9, 5),
    );
    // A stored start between minutes shows its minute.
    expect(toLocalDateTime(winter + 59)).toEqual({ date: '2027-01-15', time: '18:30' });
  });

  it('behavior: no start time shows empty fields; a missing or impossible moment is none', () => {
    expect(toLocalDateTime(0)).toEqual({ date: '', time: '' });
    expect(fromLocalDateTime({ date: '', time: '18:30' })).toBeNull();
    expect(fromLocalDateTime({ date: '2027-02-31', time: '10:00' })).toBeNull();
    expect(fromLocalDateTime({ date: '2027-01-15', time: '' })).toBeNull();
    expect(fromLocalDateTime({ date: '15/01/2027', time: '10:00' })).toBeNull();
  });

  it('behavior: the zone is the browser’s, named with its offset from UTC', () => {
    const { zone, offset } = localTimeZone(new Date(Date.UTC(2027, 0, 15)));
    expect(zone).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(offset).toMatch(/^GMT([+-]\d{1,2}(:\d{2})?)?$/);
  });
});

describe('what visitors will see after a change', () => {
  it.each([
    [
      'opening with no start time',
      collection({ saleActive: false }),
      { saleActive: true, saleStartsAt: 0 },
      'Visitors will see “Sale open” and can mint at once, at 0.01 ETH a bear, up to 5 bears each.',
    ],
    [
      'closing, without an allowlist phase',
      collection(),
      { saleActive: false, saleStartsAt: 0 },
      'Visitors will see “Sale closed” and cannot mint.',
    ],
    [
      'closing during the allowlist phase',
      collection({ allowlistActive: true }),
      { saleActive: false, saleStartsAt: 0 },
      'Visitors will see “Allowlist sale open”: only wallets on the allowlist can mint.',
    ],
    [
      'opening a sold-out collection',
      collection({ saleActive: false, totalMinted: '1000' }),
      { saleActive: true, saleStartsAt: 0 },
      'Visitors will still see “Sold out”: no bear is left to mint.',
    ],
  ])('behavior: %s', (_case, before, next, sentence) => {
    expect(saleEffect(before, next, NOW, ETH)).toBe(sentence);
  });

  it('behavior: a start ahead of the chain’s time is a countdown to that date', () => {
    const startsAt = NOW + 2 * DAY;
    expect(saleEffect(collection(), { saleActive: true, saleStartsAt: startsAt }, NOW, ETH)).toBe(
      `Visitors will see “Sale opens in” counting down to ${formatDateTime(startsAt)}; from then they can mint at 0.01 ETH a bear, up to 5 bears each.`,
    );
    expect(
      saleEffect(
        collection({ allowlistActive: true }),
        { saleActive: true, saleStartsAt: startsAt },
        NOW,
        ETH,
      ),
    ).toBe(
      `Until ${formatDateTime(startsAt)} visitors see the allowlist phase; from then anyone can mint at 0.01 ETH a bear, up to 5 bears each.`,
    );
  });

  it('behavior: the allowlist phase says whom it lets mint, and when the public sale comes first', () => {
    const closed = collection({ saleActive: false });
    expect(
      allowlistEffect(closed, { active: true, source: 'published', listed: 4 }, NOW, ETH),
    ).toBe(
      'Visitors will see “Allowlist sale open”: the 4 listed wallets can mint up to 3 bears each at 0.005 ETH a bear; anyone else is told they are not on the allowlist.',
    );
    expect(allowlistEffect(closed, { active: true, source: 'other', listed: 4 }, NOW, ETH)).toBe(
      'Visitors will see “Allowlist sale open”, but this root is not the published list’s: the page finds no proof for anyone, so nobody can mint until its list is published.',
    );
    expect(
      allowlistEffect(collection(), { active: true, source: 'published', listed: 4 }, NOW, ETH),
    ).toBe(
      'The public sale is open and comes first: visitors keep seeing it, and the allowlist phase applies once you close it.',
    );
    expect(
      allowlistEffect(
        collection({ saleActive: false, allowlistActive: true }),
        { active: false, source: 'published', listed: 4 },
        NOW,
        ETH,
      ),
    ).toBe(
      'Listed wallets can no longer mint at the allowlist price; visitors see the public sale as it is: “Sale closed”.',
    );
  });

  it('behavior: withdrawing changes nothing visitors see', () => {
    expect(withdrawEffect(60_000_000_000_000_000n, '0xf39F…2266', ETH)).toBe(
      'Visitors see no change: the 0.06 ETH the sale collected goes to your account 0xf39F…2266.',
    );
    expect(withdrawEffect(0n, '0xf39F…2266', ETH)).toBe(
      'Nothing to withdraw yet: the contract holds no proceeds.',
    );
  });
});

let bear: MockBearState;

/** /mint connected as `account` on the local chain, the bear owned by ACCOUNT. */
function renderMint(overrides: Partial<MockBearState> = {}, account = ACCOUNT) {
  bear = createMockBear({ owner: ACCOUNT, proceeds: 60_000_000_000_000_000n, ...overrides });
  const file = mockAllowlist(
    bear,
    [
      { account: ACCOUNT, allowance: 2n },
      { account: OTHER_ACCOUNT, allowance: 3n },
    ],
    LOCAL_CHAIN_ID,
  );
  if (overrides.allowlistRoot) bear.allowlistRoot = overrides.allowlistRoot;
  const chain = createMockChainState({
    chainId: LOCAL_CHAIN_ID,
    balances: { [account.toLowerCase()]: 10n ** 19n, [BEAR.toLowerCase()]: bear.proceeds },
    contracts: { [BEAR.toLowerCase()]: bearContractHandler(bear) },
  });
  server.use(...createRpcHandlers(chain), ...allowlistProofsHandlers(LOCAL_CHAIN_ID, { file }));
  const view = renderConnected(
    '/mint',
    connectedState({ account, chain: { id: LOCAL_CHAIN_ID, unsupported: false } }),
    ({ method }) => (method === 'eth_sendTransaction' ? `0x${'12'.repeat(32)}` : undefined),
  );
  return { ...view, root: bear.allowlistRoot };
}

const ownerConsole = () => screen.findByRole('region', { name: 'Owner’s console' });

describe('the owner’s console on /mint (MSW chain)', () => {
  serveMockChain();
  // The page's lazy chunks, loaded here: a first test would otherwise spend its waits on
  // transforming them (seconds on a loaded machine), not on the page.
  beforeAll(async () => {
    await import('@/pages/MintPage');
    await import('@/features/mint/components/accountControls');
    await import('@/features/mint/components/MintOwnerConsole');
  }, 60_000);

  it('behavior: the owner sees each setting with where it stands, price and limits as read', async () => {
    const { root } = renderMint();
    const console_ = await ownerConsole();
    const settings = within(console_)
      .getAllByRole('region')
      .map((region) => region.querySelector('h3')?.textContent);
    expect(settings).toEqual([
      'Public sale',
      'Start of the public sale',
      'Allowlist phase',
      'Price and limits',
      'Proceeds',
    ]);
    const allowlist = within(console_).getByRole('region', { name: 'Allowlist phase' });
    expect(within(allowlist).getByText('Allowlist phase: off')).toBeInTheDocument();
    expect(within(allowlist).getByText(`${root.slice(0, 6)}…${root.slice(-4)}`)).toHaveAttribute(
      'title',
      root,
    );
    expect(
      await within(allowlist).findByText(
        'Published list: 2 addresses in /allowlists/31337.json (built from allowlists/31337.json); its root is the contract’s.',
      ),
    ).toBeInTheDocument();
    expect(within(allowlist).getByRole('switch', { name: 'Allowlist phase on' })).not.toBeChecked();
    const terms = within(console_).getByRole('region', { name: 'Price and limits' });
    expect(within(terms).getByText('Public sale price').nextSibling).toHaveTextContent('0.01 ETH');
    expect(within(terms).getByText('Allowlist limit per wallet').nextSibling).toHaveTextContent(
      '3 bears',
    );
    expect(within(console_).getByTestId('mint-proceeds')).toHaveTextContent('0.06 ETH');
  });

  it('behavior: an account that does not own the collection never sees the console', async () => {
    renderMint({}, OTHER_ACCOUNT);
    expect(await screen.findByRole('button', { name: 'Mint 1 bear' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Owner’s console' })).toBeNull();
    expect(screen.queryByText('Only you see this')).toBeNull();
  });

  it('behavior: the start is picked as a date and a time in the visitor’s zone, said before it is saved, and saved with setSaleStart alone (the switch, price and limit as read are not re-sent)', async () => {
    const { user, sent, store } = renderMint();
    const console_ = await ownerConsole();
    const start = within(console_).getByRole('region', { name: 'Start of the public sale' });
    expect(within(start).queryByLabelText('Date')).toBeNull();
    expect(within(start).getByRole('button', { name: 'Clear the start time' })).toBeDisabled();
    await user.click(within(start).getByRole('radio', { name: 'At a date and time' }));
    const date = within(start).getByLabelText('Date');
    const time = within(start).getByLabelText('Time');
    expect(date).toHaveAttribute('type', 'date');
    expect(time).toHaveAttribute('type', 'time');
    const { zone } = localTimeZone();
    expect(within(start).getByText(new RegExp(`^In your time zone: ${zone} \\(GMT.*\\)\\.$`))).toBe(
      within(start).getByRole('group', { name: 'Date and time of the start' }).querySelector('p'),
    );
    await user.clear(date);
    await user.type(date, '2030-01-15');
    await user.clear(time);
    await user.type(time, '18:30');
    const startsAt = localSeconds(2030, 0, 15, 18, 30);
    expect(start.querySelector('.owner-effect')).toHaveTextContent(
      `Visitors will see “Sale opens in” counting down to ${formatDateTime(startsAt)}`,
    );
    await press(user, within(start).getByRole('button', { name: 'Save the start time' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(decodeFunctionData({ abi: bearNftAbi, data: sent()[0]!.data })).toMatchObject({
      functionName: 'setSaleStart',
      args: [BigInt(startsAt)],
    });
    const [record] =
      store.getState().transactions.byAccount[ACCOUNT.toLowerCase()]![String(LOCAL_CHAIN_ID)]!;
    expect(record).toMatchObject({
      kind: 'bearAdmin',
      data: { action: 'saleStart', startsAt },
    });
  });

  it('behavior: the sale switch is recorded as bearAdmin with the sentence of its button', async () => {
    const { user, sent, store } = renderMint();
    const console_ = await ownerConsole();
    const sale = within(console_).getByRole('region', { name: 'Public sale' });
    const close = within(sale).getByRole('button', { name: 'Close the public sale' });
    expect(close).toHaveAccessibleDescription('Visitors will see “Sale closed” and cannot mint.');
    await press(user, close);
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(decodeFunctionData({ abi: bearNftAbi, data: sent()[0]!.data })).toMatchObject({
      functionName: 'setSaleActive',
      args: [false],
    });
    expect(await within(sale).findByText('Sale switch: Transaction pending…')).toBeInTheDocument();
    const [record] =
      store.getState().transactions.byAccount[ACCOUNT.toLowerCase()]![String(LOCAL_CHAIN_ID)]!;
    expect(record).toMatchObject({
      kind: 'bearAdmin',
      data: { action: 'saleSwitch', active: false },
      description: 'Close the public sale',
    });
  });

  it('behavior: the allowlist form refuses a malformed root and saves only the switch when only the switch changed (no root, price or limit re-sent)', async () => {
    const { user, sent, root } = renderMint({ saleActive: false });
    const console_ = await ownerConsole();
    const allowlist = within(console_).getByRole('region', { name: 'Allowlist phase' });
    await within(allowlist).findByText(/^Published list: 2 addresses/);
    const save = within(allowlist).getByRole('button', { name: 'Save the allowlist' });
    expect(save).toBeDisabled();
    await user.click(within(allowlist).getByRole('radio', { name: 'Another root' }));
    const input = within(allowlist).getByLabelText('Allowlist root (0x and 64 hexadecimal digits)');
    await user.clear(input);
    await user.type(input, '0x1234');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(allowlist).getByText('An allowlist root is 0x followed by 64 hexadecimal digits.'),
    ).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.click(within(allowlist).getByRole('radio', { name: /^The published list’s/ }));
    await user.click(within(allowlist).getByRole('switch', { name: 'Allowlist phase on' }));
    expect(save).toHaveAccessibleDescription(
      'Visitors will see “Allowlist sale open”: the 2 listed wallets can mint up to 3 bears each at 0.005 ETH a bear; anyone else is told they are not on the allowlist.',
    );
    await press(user, save);
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(decodeFunctionData({ abi: bearNftAbi, data: sent()[0]!.data })).toMatchObject({
      functionName: 'setAllowlistActive',
      args: [true],
    });
    expect(root).toBe(bear.allowlistRoot);
  });

  it('behavior: an action queued in a Safe shows beside the setting it will change, with its signatures, until it ends', async () => {
    const { store } = renderMint();
    const console_ = await ownerConsole();
    const sale = within(console_).getByRole('region', { name: 'Public sale' });
    const start = within(console_).getByRole('region', { name: 'Start of the public sale' });
    expect(within(sale).queryByTestId('pending-actions')).toBeNull();
    const safeTxHash = `0x${'5a'.repeat(32)}` as Hex;
    const ref = { account: ACCOUNT, chainId: LOCAL_CHAIN_ID, hash: safeTxHash };
    act(() => {
      store.dispatch(
        addRecentTransaction({
          ...ref,
          description: 'Close the public sale',
          intent: { kind: 'bearAdmin', data: { action: 'saleSwitch', active: false } },
          safeTxHash,
        }),
      );
    });
    expect(
      await within(sale).findByText('Pending: Close the public sale (awaiting signatures)'),
    ).toBeInTheDocument();
    // Only beside the setting it changes; the page still shows the state as read.
    expect(within(start).queryByTestId('pending-actions')).toBeNull();
    expect(within(sale).getByText('Public sale: on')).toBeInTheDocument();
    act(() => {
      store.dispatch(
        safeTransactionProgressed({ ...ref, confirmations: 1, confirmationsRequired: 2 }),
      );
    });
    expect(
      await within(sale).findByText('Pending: Close the public sale (awaiting signatures, 1 of 2)'),
    ).toBeInTheDocument();
    act(() => {
      store.dispatch(transactionFailed(ref));
    });
    await waitFor(() => expect(within(sale).queryByTestId('pending-actions')).toBeNull());
  });

  it('behavior: the owner withdraws to their own account', async () => {
    const { user, sent } = renderMint();
    const console_ = await ownerConsole();
    const proceeds = within(console_).getByRole('region', { name: 'Proceeds' });
    await press(user, within(proceeds).getByRole('button', { name: 'Withdraw the proceeds' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(decodeFunctionData({ abi: bearNftAbi, data: sent()[0]!.data })).toMatchObject({
      functionName: 'withdraw',
      args: [ACCOUNT],
    });
  });
});
