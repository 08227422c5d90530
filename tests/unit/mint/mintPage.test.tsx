import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { encodeFunctionData } from 'viem';
import { LOCAL_CHAIN_ID } from '@/config/chains';
import type * as ConstantsModule from '@/config/constants';
import { getContractAddress } from '@/config/contracts';
import { bearNftAbi } from '@/contracts/generated/BearNft';
import { BEAR_PREVIEW } from '@/contracts/generated/bearPreview';
import { mintApi } from '@/features/mint/mintApi';
import { MINT_TAG } from '@/features/mint/tags';
import { createMockChainState, createRpcHandlers, type MockChainState } from '../../../mocks/rpc';
import { bearContractHandler, createMockBear, type MockBearState } from '../../../mocks/mint';
import { server } from '../../../mocks/server';
import { serveMockChain } from '../../support/mockChainServer';
import { renderConnected } from '../../support/renderApp';
import { ACCOUNT, connectedState } from '../../support/walletState';
import { press } from '../../support/press';

// The mint page needs a chain with the bear contract: this build's Localhost (the generated
// local deployment), offered when a local RPC is configured.
vi.mock('@/config/env', async (importOriginal) =>
  (await import('../../support/localRpcEnv')).envWithLocalRpc(importOriginal),
);

// Reads started together share one multicall when they start within the batch window. A busy
// machine (the other test stages run beside these) can spread one refresh's reads over more
// than the hub's 32 ms: here the window is wide, so "one refresh, one eth_call" tests what the
// page asks for together, not how fast the machine is.
vi.mock('@/config/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof ConstantsModule>()),
  MULTICALL_BATCH_WAIT_MS: 500,
}));

const BEAR = getContractAddress(LOCAL_CHAIN_ID, 'bearNft')!;
const TEN_ETH = 10_000_000_000_000_000_000n;

let chain: MockChainState;
let bear: MockBearState;

function useChain(bearOverrides: Partial<MockBearState> = {}, balance = TEN_ETH) {
  bear = createMockBear(bearOverrides);
  chain = createMockChainState({
    chainId: LOCAL_CHAIN_ID,
    balances: { [ACCOUNT.toLowerCase()]: balance },
    contracts: { [BEAR.toLowerCase()]: bearContractHandler(bear) },
  });
  server.use(...createRpcHandlers(chain));
}

const renderMint = (
  connection = connectedState({ chain: { id: LOCAL_CHAIN_ID, unsupported: false } }),
) => renderConnected('/mint', connection);

const quantityInput = () => screen.getByRole('spinbutton', { name: 'Quantity' });

describe('the /mint page (MSW-mocked chain)', () => {
  serveMockChain();

  it('behavior: disconnected visitors see the collection and a Connect Wallet call to action', async () => {
    useChain({ totalMinted: 250n });
    const { user, store } = renderMint(
      connectedState({ status: 'disconnected', account: null, chain: null }),
    );
    // The first render of the file loads the page's chunks: allow for a busy machine.
    expect(await screen.findByText('0.01 ETH per bear')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Bears minted' });
    expect(progress).toHaveAttribute('aria-valuenow', '250');
    expect(progress).toHaveAttribute('aria-valuemax', '1000');
    expect(screen.getByText('250 / 1000')).toBeInTheDocument();
    expect(screen.getByText('5 bears')).toBeInTheDocument();
    expect(screen.getByText('Sale open')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Bear #1, a bear of the collection' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;base64,/));
    expect(screen.queryByRole('button', { name: /^Mint/ })).not.toBeInTheDocument();
    const main = screen.getByRole('main');
    await press(user, within(main).getByRole('button', { name: 'Connect Wallet' }));
    expect(store.getState().modals.open).toBe('connect');
  });

  it('behavior: a wallet on an unsupported chain is asked to switch networks', async () => {
    useChain();
    const { user, store } = renderMint(connectedState({ chain: { id: 250, unsupported: true } }));
    const main = await screen.findByRole('main');
    // After the first read (the loading prompt says the same, then makes way for the page).
    await screen.findByText('0.01 ETH per bear');
    expect(
      await within(main).findByText('Wrong network detected, switch or disconnect to continue.'),
    ).toBeInTheDocument();
    await press(user, within(main).getByRole('button', { name: 'Switch network' }));
    expect(store.getState().modals.open).toBe('chain');
  });

  it('behavior: a chain without the bear contract names the chains where minting is available', async () => {
    useChain();
    renderMint(connectedState({ chain: { id: 1, unsupported: false } }));
    expect(
      await screen.findByText(
        'Minting is not available on Ethereum. Bears can be minted on Localhost.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mint/ })).not.toBeInTheDocument();
  });

  it('behavior: skeletons show while the first read is under way', async () => {
    useChain();
    server.use(
      http.post(/.*/, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderMint();
    expect(await screen.findByText('Loading the collection…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('region', { name: 'The Bear collection' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('behavior: an RPC failure shows a message with Retry, and Retry reads again', async () => {
    useChain();
    let failing = true;
    server.use(
      http.post(/.*/, () =>
        failing ? HttpResponse.json({ error: 'down' }, { status: 503 }) : undefined,
      ),
    );
    const { user } = renderMint();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not read the bear collection from Localhost.');
    failing = false;
    await press(user, within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('0.01 ETH per bear')).toBeInTheDocument();
  });

  it('behavior: the quantity stays between 1 and what this wallet may still mint', async () => {
    useChain({ minted: { [ACCOUNT.toLowerCase()]: 2n } });
    const { user } = renderMint();
    const input = await screen.findByRole('spinbutton', { name: 'Quantity' });
    expect(screen.getByText('2 of 5')).toBeInTheDocument();
    expect(screen.getByText('Up to 3 now.')).toBeInTheDocument();
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(decrease).toBeDisabled();
    await user.click(increase);
    await user.click(increase);
    expect(input).toHaveValue(3);
    expect(increase).toBeDisabled();
    expect(screen.getByText('0.03 ETH')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '9');
    expect(input).toHaveValue(3);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 3 bears' })).toBeEnabled());
  });

  it('behavior: the Mint button waits for its fee and preview, so it never moves under a press', async () => {
    useChain();
    const { user } = renderMint();
    const mint = await screen.findByRole('button', { name: 'Mint 1 bear' });
    // The first estimate is in flight: the button waits, the preview says it is busy.
    expect(mint).toBeDisabled();
    expect(screen.getByTestId('write-preview')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(mint).toBeEnabled());
    const preview = screen.getByTestId('write-preview');
    expect(preview).toHaveAttribute('aria-busy', 'false');
    expect(within(preview).getByTestId('network-fee')).toHaveTextContent(/^Network fee: ~/);
    // A new quantity: the button waits again until its own estimate is shown.
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    const two = screen.getByRole('button', { name: 'Mint 2 bears' });
    expect(two).toBeDisabled();
    await waitFor(() => expect(two).toBeEnabled());
    expect(chain.received).not.toContain('eth_sendTransaction');
  });

  it('behavior: the supply left bounds the quantity too', async () => {
    useChain({ maxSupply: 10n, totalMinted: 8n });
    const { user } = renderMint();
    await user.type(await screen.findByRole('spinbutton', { name: 'Quantity' }), '5');
    expect(quantityInput()).toHaveValue(2);
  });

  it('behavior: a sold-out collection says so and offers no mint', async () => {
    useChain({ maxSupply: 10n, totalMinted: 10n });
    renderMint();
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mint/ })).not.toBeInTheDocument();
  });

  it('behavior: a sale that starts later shows a countdown', async () => {
    const inOneHour = BigInt(Math.floor(Date.now() / 1_000) + 3_600);
    useChain({ saleStartsAt: inOneHour });
    renderMint();
    expect(await screen.findByText(/Sale opens in/)).toHaveTextContent(
      /Sale opens in (59m|01h 00m) \d\ds/,
    );
    expect(screen.queryByRole('button', { name: /^Mint/ })).not.toBeInTheDocument();
  });

  it('behavior: a balance short of price + network fee says so and disables Mint before any wallet request', async () => {
    // 0.015 ETH: one bear (0.01) and its fee (the mock chain's 100,000 gas estimate at 1 gwei) fit, two do not.
    useChain({}, 15_000_000_000_000_000n);
    const { user } = renderMint();
    const increase = await screen.findByRole('button', { name: 'Increase quantity' });
    const mint = await screen.findByRole('button', { name: 'Mint 1 bear' });
    await waitFor(() => expect(mint).toBeEnabled());
    await user.click(increase);
    // The fee of the new quantity is estimated again; the sentence then names it.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Not enough funds: this mint costs 0.02 ETH plus about 0.0001 ETH in network fees, and this wallet holds 0.015 ETH.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Mint 2 bears' })).toBeDisabled();
    expect(chain.received).not.toContain('eth_sendTransaction');
  });

  it('behavior: a mint the contract refuses shows the decoded reason without a wallet prompt', async () => {
    useChain();
    const { user, store } = renderMint();
    await screen.findByRole('button', { name: 'Mint 1 bear' });
    await press(user, screen.getByRole('button', { name: 'Increase quantity' }));
    // Another mint of this wallet lands after the page's last read.
    bear.minted[ACCOUNT.toLowerCase()] = 4n;
    await press(user, screen.getByRole('button', { name: 'Mint 2 bears' }));
    expect(
      await screen.findByText('You can mint at most 1 bear more with this wallet.'),
    ).toBeInTheDocument();
    expect(store.getState().writeFlows.mint?.stage).toBe('refused');
    expect(chain.received).not.toContain('eth_sendTransaction');
    expect(store.getState().transactions.byAccount).toEqual({});
  });

  it("behavior: the connected account's bears show with their on-chain images", async () => {
    useChain({
      owned: { [ACCOUNT.toLowerCase()]: [7n, 8n] },
      minted: { [ACCOUNT.toLowerCase()]: 2n },
    });
    renderMint();
    const list = await screen.findByRole('list', { name: 'Your bears' });
    expect(within(list).getByRole('img', { name: 'Bear #7' })).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Bear #8' })).toBeInTheDocument();
    expect(within(list).getByText('#8')).toBeInTheDocument();
  });

  it("behavior: the collection's picture is asked for in the page's first request, not after its answer", async () => {
    useChain({ totalMinted: 3n });
    const bodies: string[] = [];
    server.use(
      http.post(/.*/, async ({ request }) => {
        bodies.push(await request.clone().text());
        return undefined; // answered by the chain's handler below
      }),
      ...createRpcHandlers(chain),
    );
    const tokenUri = encodeFunctionData({
      abi: bearNftAbi,
      functionName: 'tokenURI',
      args: [1n],
    }).slice(2);
    const collectionState = encodeFunctionData({
      abi: bearNftAbi,
      functionName: 'collectionState',
    }).slice(2);
    renderMint(connectedState({ status: 'disconnected', account: null, chain: null }));
    await waitFor(() => expect(bodies.some((body) => body.includes(collectionState))).toBe(true));
    // The first HTTP request to the chain carries both the page's read and the picture's.
    const pageRead = bodies.find((body) => body.includes(collectionState));
    expect(pageRead).toContain(tokenUri);
    expect(bodies.indexOf(pageRead!)).toBe(
      bodies.findIndex((body) => body.includes(collectionState) || body.includes(tokenUri)),
    );
  });

  it("behavior: the collection's picture is bear #1 as the contract's art draws it from the first paint, then the chain's own answer", async () => {
    useChain({ totalMinted: 0n });
    const { store } = renderMint(
      connectedState({ status: 'disconnected', account: null, chain: null }),
    );
    const picture = () => screen.getByRole('img', { name: 'Bear #1, a bear of the collection' });
    // Before any chain answer (the skeleton of the collection): the picture shipped with the page.
    expect(
      await screen.findByRole('img', { name: 'Bear #1, a bear of the collection' }),
    ).toHaveAttribute('src', BEAR_PREVIEW.image);
    expect(await screen.findByText('0 / 1000')).toBeInTheDocument();
    expect(picture()).toHaveAttribute('src', BEAR_PREVIEW.image);
    // Someone mints the first bear; the page's next read counts it, and the chain's picture follows.
    bear.totalMinted = 1n;
    store.dispatch(mintApi.util.invalidateTags([MINT_TAG]));
    expect(await screen.findByText('1 / 1000')).toBeInTheDocument();
    await waitFor(() => expect(picture().getAttribute('src')).not.toBe(BEAR_PREVIEW.image));
    expect(picture().getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('behavior: one refresh of the page is one eth_call (a single multicall)', async () => {
    useChain({ owned: { [ACCOUNT.toLowerCase()]: [7n] } });
    const { store } = renderMint();
    await screen.findByRole('list', { name: 'Your bears' });
    await waitFor(() => expect(screen.queryAllByRole('img').length).toBeGreaterThan(1));
    const before = chain.received.length;
    store.dispatch(mintApi.util.invalidateTags([MINT_TAG]));
    await waitFor(() => expect(chain.received.length).toBeGreaterThan(before));
    // Long enough for a read that the first one's answer would start (its own batch window).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // The owned list did not change: its images are not read again. (The network fee estimate
    // polls on its own: eth_gasPrice / eth_estimateGas are not the page's read.)
    const fee = new Set(['eth_gasPrice', 'eth_estimateGas']);
    expect(chain.received.slice(before).filter((method) => !fee.has(method))).toEqual(['eth_call']);
  });
});
