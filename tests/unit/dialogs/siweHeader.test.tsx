import { act, screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { setupServer } from 'msw/node';
import type { Hex } from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIWE_SESSION_CHECK_TIMEOUT_MS } from '@/config/constants';
import { shortAddress } from '@/features/connection/format';
import { selectAuthStatus } from '@/features/siwe/selectors';
import { initialSiweState } from '@/features/siwe/slice';
import { SAFE_CONNECTOR_ID } from '@/wallet/connectors/safeApp';
import { connected } from '@/wallet/connectionSlice';
import { createSiweApi } from '../../../mocks/siwe';
import { createMockChainState, createRpcHandlers } from '../../../mocks/rpc';
import { renderApp } from '../../support/renderApp';
import { ACCOUNT, connectedState, storeWith } from '../../support/walletState';

const API = 'http://siwe.test/api';
const api = createSiweApi(API);
const server = setupServer(
  ...api.handlers,
  ...createRpcHandlers(createMockChainState({ chainId: 1 }), /^https:\/\//),
);

// The signature a Safe gives only once its other owners have signed: never, in these tests.
vi.mock('@/features/siwe/hooks/useSiweSigner', () => ({
  useSiweSigner: () => () => new Promise<Hex>(() => undefined),
}));

const banner = () => document.querySelector<HTMLElement>('header.site-header')!;
const ADDRESS_LABEL = new RegExp(shortAddress(ACCOUNT));

function signedOutSafe() {
  return storeWith({
    connection: connectedState({
      connectorId: SAFE_CONNECTOR_ID,
      cachedConnectorId: SAFE_CONNECTOR_ID,
    }),
    siwe: { ...initialSiweState(API), sessionChecked: true },
  });
}

describe('the header while an account has not signed in', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    api.state.session = null;
  });
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => server.close());

  it('behavior: a Safe not signed in shows Sign In and its account chip with its address and Safe badge; the address opens the account dialog', async () => {
    const { store } = signedOutSafe();
    const view = renderApp('/', store);
    expect(selectAuthStatus(store.getState())).toBe('unauthenticated');
    expect(within(banner()).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    const account = within(banner()).getByRole('button', { name: ADDRESS_LABEL });
    expect(account).toHaveTextContent('Safe');
    await view.user.click(account);
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument();
  });

  it('behavior: while a Safe’s sign-in waits for its owners, the address and the account dialog stay reachable', async () => {
    const { store } = signedOutSafe();
    const view = renderApp('/', store);
    await view.user.click(within(banner()).getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Sign message' }));
    await vi.waitFor(() => expect(store.getState().siwe.status).toBe('signing'));
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await view.user.click(within(banner()).getByRole('button', { name: ADDRESS_LABEL }));
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument();
  });

  it('behavior: a sign-in server that does not answer the session check leaves the account reachable once the check times out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.get(`${API}/me`, async () => {
        await delay('infinite');
      }),
    );
    const { store } = storeWith({ siwe: initialSiweState(API) });
    renderApp('/', store);
    act(() => {
      store.dispatch(
        connected({
          connectorId: SAFE_CONNECTOR_ID,
          account: ACCOUNT,
          chain: { id: 1, unsupported: false },
        }),
      );
    });
    expect(selectAuthStatus(store.getState())).toBe('loading');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SIWE_SESSION_CHECK_TIMEOUT_MS);
    });
    await vi.waitFor(() => expect(selectAuthStatus(store.getState())).toBe('unauthenticated'));
    expect(
      await within(banner()).findByRole('button', { name: ADDRESS_LABEL }),
    ).toBeInTheDocument();
  });
});
