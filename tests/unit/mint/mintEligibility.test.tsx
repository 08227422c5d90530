import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { decodeFunctionData, type Hex } from 'viem';
import { findChain, LOCAL_CHAIN_ID } from '@/config/chains';
import { explorerTokenUrl } from '@/features/mint/components/MintStatus';
import { getContractAddress } from '@/config/contracts';
import { bearNftAbi } from '@/contracts/generated/BearNft';
import {
  createMockChainState,
  createRpcHandlers,
  type MockCall,
  type MockChainState,
} from '../../../mocks/rpc';
import {
  allowlistProofsHandlers,
  bearContractHandler,
  createMockBear,
  mockAllowlist,
  type MockBearState,
} from '../../../mocks/mint';
import { server } from '../../../mocks/server';
import { serveMockChain } from '../../support/mockChainServer';
import { renderConnected } from '../../support/renderApp';
import { ACCOUNT, connectedState, OTHER_ACCOUNT } from '../../support/walletState';
import { press } from '../../support/press';

vi.mock('@/config/env', async (importOriginal) =>
  (await import('../../support/localRpcEnv')).envWithLocalRpc(importOriginal),
);

const BEAR = getContractAddress(LOCAL_CHAIN_ID, 'bearNft')!;
const TEN_ETH = 10_000_000_000_000_000_000n;
const NOW_S = () => BigInt(Math.floor(Date.now() / 1_000));

let chain: MockChainState;
let bear: MockBearState;
let bearCalls: string[];
const proofRequests = { count: 0 };

interface ChainSetup {
  bear?: Partial<MockBearState>;
  balance?: bigint;
  /** Allowlist entries (sets the root) and whether the proofs file is served (else a 404). */
  allowlist?: { account: `0x${string}`; allowance: bigint }[];
  proofsStatus?: number;
}

function useChain({
  bear: overrides = {},
  balance = TEN_ETH,
  allowlist,
  proofsStatus,
}: ChainSetup = {}) {
  bear = createMockBear(overrides);
  bearCalls = [];
  proofRequests.count = 0;
  const handler = bearContractHandler(bear);
  chain = createMockChainState({
    chainId: LOCAL_CHAIN_ID,
    balances: { [ACCOUNT.toLowerCase()]: balance },
    contracts: {
      [BEAR.toLowerCase()]: (data: Hex, call: MockCall) => {
        bearCalls.push(decodeFunctionData({ abi: bearNftAbi, data }).functionName);
        return handler(data, call);
      },
    },
  });
  // The proceeds are the contract's own balance.
  chain.balances[BEAR.toLowerCase()] = bear.proceeds;
  const file = allowlist ? mockAllowlist(bear, allowlist, LOCAL_CHAIN_ID) : undefined;
  server.use(
    ...createRpcHandlers(chain),
    ...allowlistProofsHandlers(
      LOCAL_CHAIN_ID,
      file && !proofsStatus ? { file } : { status: proofsStatus ?? 404 },
      proofRequests,
    ),
  );
}

const ON_LOCAL = { chain: { id: LOCAL_CHAIN_ID, unsupported: false } };
const renderMint = (connection = connectedState(ON_LOCAL)) => renderConnected('/mint', connection);

/** The allowlist phase: allowlist on, public sale in an hour. */
const ALLOWLIST_PHASE: Partial<MockBearState> = {
  saleActive: true,
  saleStartsAt: NOW_S() + 3_600n,
  allowlistActive: true,
};
const LISTED = [
  { account: ACCOUNT, allowance: 2n },
  { account: OTHER_ACCOUNT, allowance: 1n },
];

/** The one sentence shown instead of the Mint button. */
async function sentence(text: string | RegExp) {
  // Before the first read the page may show the same sentence in its loading prompt: wait for
  // the one the eligibility check gives.
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByText(text).find((element) => element.closest('[data-reason]') !== null);
    expect(found).toBeDefined();
  });
  expect(screen.queryByRole('button', { name: /^Mint \d/ })).not.toBeInTheDocument();
  expect(chain.received).not.toContain('eth_sendTransaction');
  return found!;
}

describe('the mint page during the allowlist phase', () => {
  serveMockChain();

  it('behavior: a listed wallet sees the allowlist price and limit, its allowance left and the public sale countdown, and mints through allowlistMint', async () => {
    useChain({
      bear: { ...ALLOWLIST_PHASE, allowlistMinted: { [ACCOUNT.toLowerCase()]: 1n } },
      allowlist: LISTED,
    });
    const { user, store } = renderMint();
    expect(await screen.findByText('Allowlist sale open')).toBeInTheDocument();
    expect(screen.getByText('0.005 ETH per bear')).toBeInTheDocument();
    expect(screen.getByText('Allowlist limit per wallet').nextSibling).toHaveTextContent('3 bears');
    expect(screen.getByText('Public sale').nextSibling).toHaveTextContent(
      /^opens in (59m|01h 00m) \d\ds at 0\.01 ETH per bear$/,
    );
    expect(await screen.findByText('You are on the allowlist: 1 left')).toBeInTheDocument();
    expect(proofRequests.count).toBe(1);
    // The controls of a connected account come in a chunk of their own (preloadMintAccountControls).
    await press(user, screen.findByRole('button', { name: 'Mint 1 bear' }));
    await waitFor(() => expect(bearCalls).toContain('allowlistMint'));
    // The contract accepted the proof in simulation: the flow went on to the wallet.
    await waitFor(() => expect(store.getState().writeFlows.mint?.stage).not.toBe('simulating'));
    expect(store.getState().writeFlows.mint?.stage).not.toBe('refused');
    expect(bearCalls).not.toContain('mint');
  });

  it('behavior: the proofs file is not fetched outside the allowlist phase', async () => {
    useChain({ allowlist: LISTED });
    renderMint();
    const mint = await screen.findByRole('button', { name: 'Mint 1 bear' });
    await waitFor(() => expect(mint).toBeEnabled());
    expect(proofRequests.count).toBe(0);
  });
});

describe('why a visitor cannot mint, before the wallet (one sentence, the first that fails)', () => {
  serveMockChain();

  it('behavior: sale not started: a countdown to the start', async () => {
    useChain({ bear: { saleStartsAt: NOW_S() + 3_600n } });
    renderMint();
    await sentence(/^The sale opens in (59m|01h 00m) \d\ds\.$/);
  });

  it('behavior: sale switched off: the sale is not open', async () => {
    useChain({ bear: { saleActive: false } });
    renderMint();
    await sentence('The sale is not open right now.');
  });

  it('behavior: not on the allowlist', async () => {
    useChain({ bear: ALLOWLIST_PHASE, allowlist: [{ account: OTHER_ACCOUNT, allowance: 2n }] });
    renderMint();
    expect(
      (await sentence('This wallet is not on the allowlist.')).closest('[role="alert"]'),
    ).not.toBeNull();
  });

  it('behavior: allowance used', async () => {
    useChain({
      bear: { ...ALLOWLIST_PHASE, allowlistMinted: { [ACCOUNT.toLowerCase()]: 2n } },
      allowlist: LISTED,
    });
    renderMint();
    await sentence('This wallet has used its allowlist allowance of 2 bears.');
  });

  it('behavior: the allowlist cannot be checked when its file is missing', async () => {
    useChain({ bear: ALLOWLIST_PHASE, allowlist: LISTED, proofsStatus: 404 });
    renderMint();
    await sentence(/^The allowlist cannot be checked right now/);
  });

  it('behavior: wallet limit reached in the public sale', async () => {
    useChain({ bear: { minted: { [ACCOUNT.toLowerCase()]: 5n } } });
    renderMint();
    await sentence('This wallet has reached its mint limit.');
  });

  it('behavior: sold out', async () => {
    useChain({ bear: { maxSupply: 10n, totalMinted: 10n } });
    renderMint();
    await sentence('All bears have been minted: the collection is sold out.');
  });

  it('behavior: not enough for the price plus the network fee (the fee alone tips it)', async () => {
    useChain({ balance: 10_000_000_000_000_000n });
    renderMint();
    expect(
      await screen.findByText(
        'Not enough funds: this mint costs 0.01 ETH plus about 0.0001 ETH in network fees, and this wallet holds 0.01 ETH.',
        undefined,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mint 1 bear' })).toBeDisabled();
  });

  it('behavior: wrong network comes after what switching would not fix', async () => {
    useChain({ bear: ALLOWLIST_PHASE, allowlist: [{ account: OTHER_ACCOUNT, allowance: 2n }] });
    renderMint(connectedState({ chain: { id: 250, unsupported: true } }));
    await sentence('This wallet is not on the allowlist.');
    expect(
      screen.queryByText('Wrong network detected, switch or disconnect to continue.'),
    ).not.toBeInTheDocument();
  });

  it('behavior: wrong network, when nothing else stands in the way', async () => {
    useChain();
    renderMint(connectedState({ chain: { id: 250, unsupported: true } }));
    await sentence('Wrong network detected, switch or disconnect to continue.');
    expect(screen.getByRole('button', { name: 'Switch network' })).toBeInTheDocument();
  });

  it('behavior: no contract on this chain, last', async () => {
    useChain();
    renderMint(connectedState({ chain: { id: 1, unsupported: false } }));
    await sentence('Minting is not available on Ethereum. Bears can be minted on Localhost.');
  });

  it('behavior: the first failing reason wins: not on the allowlist before sold out', async () => {
    useChain({
      bear: { ...ALLOWLIST_PHASE, maxSupply: 10n, totalMinted: 10n },
      allowlist: [{ account: OTHER_ACCOUNT, allowance: 1n }],
    });
    renderMint();
    await sentence('This wallet is not on the allowlist.');
    expect(
      screen.queryByText('All bears have been minted: the collection is sold out.'),
    ).not.toBeInTheDocument();
  });
});

describe('the owner panel', () => {
  serveMockChain();

  it('behavior: only the contract owner sees it', async () => {
    useChain({ bear: { owner: OTHER_ACCOUNT } });
    renderMint();
    expect(await screen.findByRole('button', { name: 'Mint 1 bear' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Owner' })).not.toBeInTheDocument();
  });
});

describe('sharing a bear', () => {
  serveMockChain();

  it('behavior: each of your bears downloads as its on-chain SVG; no explorer link on a chain without one', async () => {
    useChain({ bear: { owned: { [ACCOUNT.toLowerCase()]: [7n] } } });
    renderMint();
    const download = await screen.findByRole('link', { name: 'Download Bear #7 as SVG' });
    expect(download).toHaveAttribute('download', 'bear-7.svg');
    expect(download.getAttribute('href')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(screen.queryByRole('link', { name: /Bear #7 on / })).not.toBeInTheDocument();
  });

  it('behavior: on a chain with an explorer the bear links to its token page there', () => {
    const ethereum = findChain(1)!;
    const contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    expect(explorerTokenUrl(ethereum, contract, '7')).toBe(
      `${ethereum.blockExplorers!.default.url}/nft/${contract}/7`,
    );
    expect(ethereum.blockExplorers!.default.url).toMatch(/^https:\/\//);
  });
});
