import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { createAppStore, type AppStore } from '@/app/store';
import { LazyAccountButton } from '@/features/connection/components/AccountButton';
import { connected } from '@/wallet/connectionSlice';
import { useAccountProfile } from '@/features/connection/components/AccountProfileReader';
import { chainApi } from '@/wallet/chainApi';
import { clearChainClients } from '@/wallet/clients';
import { createMockChainState, createRpcHandlers, type MockChainState } from '../../../mocks/rpc';
import { server } from '../../../mocks/server';
import { ACCOUNT_0, ACCOUNT_0_CHECKSUM } from '../../support/fakeProvider';

const ONE_AND_A_HALF_ETH = 1_500_000_000_000_000_000n;

describe('balance reads (MSW-mocked JSON-RPC)', () => {
  let chain: MockChainState;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    clearChainClients();
  });
  afterAll(() => server.close());

  function serveChain(overrides: Partial<MockChainState> = {}) {
    chain = createMockChainState({ balances: { [ACCOUNT_0]: ONE_AND_A_HALF_ETH }, ...overrides });
    server.use(...createRpcHandlers(chain));
  }

  it('behavior: the native balance is read through viem as a decimal string', async () => {
    serveChain({ chainId: 137 });
    const store = createAppStore();
    const result = await store.dispatch(
      chainApi.endpoints.getNativeBalance.initiate({ chainId: 137, address: ACCOUNT_0_CHECKSUM }),
    );
    expect(result.data).toEqual({ value: '1500000000000000000', decimals: 18, symbol: 'POL' });
    // Multicall batching: the balance went through Multicall3 (getEthBalance in aggregate3).
    expect(chain.received).toContain('eth_call');
  });

  it('behavior: an unconfigured chain is an error result, not a request', async () => {
    serveChain();
    const store = createAppStore();
    const result = await store.dispatch(
      chainApi.endpoints.getNativeBalance.initiate({ chainId: 56, address: ACCOUNT_0_CHECKSUM }),
    );
    expect(result.error).toEqual({
      code: 'CHAIN_NOT_CONFIGURED',
      message: 'Chain 56 is not configured.',
    });
    expect(chain.received).toHaveLength(0);
  });

  /** A mock OP Mainnet holding 1.5 ETH for account #0, and a store connected to it there. */
  function storeConnectedOnOptimism(): AppStore {
    serveChain({ chainId: 10 });
    const store = createAppStore();
    store.dispatch(
      connected({
        connectorId: 'injected',
        account: ACCOUNT_0_CHECKSUM,
        chain: { id: 10, unsupported: false },
      }),
    );
    return store;
  }

  function renderProfile(store: AppStore) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    return renderHook(() => useAccountProfile(), { wrapper });
  }

  it('behavior: useAccountProfile shows the balance of the connected account on a supported chain', async () => {
    const store = storeConnectedOnOptimism();
    const { result } = renderProfile(store);
    await waitFor(() => expect(result.current.balance).not.toBeNull());
    expect(result.current).toEqual({
      ensName: null,
      ensAvatar: null,
      balance: { value: '1500000000000000000', decimals: 18, symbol: 'ETH' },
      isLoading: false,
    });
  });

  it('behavior: the header’s account button keeps its element and the keyboard focus when the balance arrives', async () => {
    const store = storeConnectedOnOptimism();
    render(
      <Provider store={store}>
        <LazyAccountButton account={ACCOUNT_0_CHECKSUM} pending={false} onClick={() => undefined} />
      </Provider>,
    );
    // Before the profile: the short address alone, already a button a keyboard can be on.
    const button = screen.getByRole('button', { name: /0xf39F…2266/ });
    expect(button).not.toHaveTextContent('ETH');
    button.focus();
    await waitFor(() => expect(button).toHaveTextContent('1.5 ETH'));
    expect(screen.getByRole('button', { name: /0xf39F…2266/ })).toBe(button);
    expect(button).toHaveFocus();
  });

  it('behavior: nothing is read while disconnected or on an unsupported chain', async () => {
    serveChain();
    const store = createAppStore();
    const { result, rerender } = renderProfile(store);
    expect(result.current.balance).toBeNull();
    act(() => {
      store.dispatch(
        connected({
          connectorId: 'injected',
          account: ACCOUNT_0_CHECKSUM,
          chain: { id: 56, unsupported: true },
        }),
      );
    });
    rerender();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(result.current.balance).toBeNull();
    expect(chain.received).toHaveLength(0);
  });

  it('behavior: a Balance tag invalidation refetches the balance', async () => {
    serveChain({ chainId: 137 });
    const store = createAppStore();
    const args = { chainId: 137, address: ACCOUNT_0_CHECKSUM } as const;
    const subscription = store.dispatch(chainApi.endpoints.getNativeBalance.initiate(args));
    await subscription;
    chain.balances[ACCOUNT_0] = 7n;
    store.dispatch(chainApi.util.invalidateTags(['Balance']));
    await waitFor(() =>
      expect(chainApi.endpoints.getNativeBalance.select(args)(store.getState()).data?.value).toBe(
        '7',
      ),
    );
    subscription.unsubscribe();
  });
});
