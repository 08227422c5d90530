import { act, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { UserRejectedRequestError, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountChanged,
  connected,
  disconnected,
  initialConnectionState,
} from '@/wallet/connectionSlice';
import { modalOpened } from '@/features/modals/slice';
import { SIWE_STATEMENT } from '@/features/siwe/adapter';
import { WALLET_ERROR_MESSAGES } from '@/wallet/errors';
import { selectAuthStatus } from '@/features/siwe/selectors';
import { signInRequested, type SignMessage } from '@/features/siwe/signIn';
import { initialSiweState } from '@/features/siwe/slice';
import { createSiweApi } from '../../../mocks/siwe';
import { createMockChainState, createRpcHandlers } from '../../../mocks/rpc';
import { renderApp } from '../../support/renderApp';
import {
  ACCOUNT,
  ACCOUNT_KEY,
  OTHER_ACCOUNT,
  connectedState,
  storeWith,
} from '../../support/walletState';

const API = 'http://siwe.test/api';
const api = createSiweApi(API);
// Connected on Ethereum, the header reads the balance: a mock chain answers the public RPCs.
const server = setupServer(
  ...api.handlers,
  ...createRpcHandlers(createMockChainState({ chainId: 1 }), /^https:\/\//),
);

const wallet = privateKeyToAccount(ACCOUNT_KEY);
const realSigner: SignMessage = ({ message }) => wallet.signMessage({ message });

// The dialog's signer comes from the wallet layer; here each test sets its own.
const signer = vi.hoisted(() => ({
  current: null as null | ((args: { message: string }) => Promise<Hex>),
}));
vi.mock('@/features/siwe/hooks/useSiweSigner', () => ({
  useSiweSigner: () => (args: { message: string }) => signer.current!(args),
}));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function signedInStore(overrides = {}) {
  return storeWith({
    connection: connectedState(),
    siwe: { ...initialSiweState(API), sessionChecked: true },
    ...overrides,
  });
}

async function openSignIn() {
  const harness = signedInStore();
  const view = renderApp('/', harness.store);
  await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
  const dialog = await screen.findByRole('dialog', { name: 'Verify your account' });
  return { ...harness, ...view, dialog };
}

describe('Sign-In with Ethereum', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    api.state.session = null;
    api.state.logoutCount = 0;
    api.state.nonceFails = false;
    signer.current = realSigner;
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('behavior: success — idle → signing → verifying, then signed in and the dialog closes', async () => {
    const pending = deferred<Hex>();
    let signed = '';
    signer.current = ({ message }) => {
      signed = message;
      return pending.promise;
    };
    const { dialog, user, store } = await openSignIn();
    expect(selectAuthStatus(store.getState())).toBe('unauthenticated');
    await user.click(within(dialog).getByRole('button', { name: 'Sign message' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Waiting for signature…' }),
    ).toBeDisabled();
    expect(store.getState().siwe.status).toBe('signing');

    const signature = await wallet.signMessage({ message: signed });
    const verifying: string[] = [];
    const unsubscribe = store.subscribe(() => verifying.push(store.getState().siwe.status));
    await act(async () => pending.resolve(signature));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Verify your account' })).not.toBeInTheDocument(),
    );
    unsubscribe();
    expect(verifying).toContain('verifying');
    expect(store.getState().siwe.session).toEqual({ address: ACCOUNT, chainId: 1 });
    expect(selectAuthStatus(store.getState())).toBe('connected');
    expect(screen.getByRole('button', { name: /0xf39F…2266/ })).toBeInTheDocument();
  });

  it('contract: the message is EIP-4361 with domain, address, chain id, nonce, issued-at, statement, uri, version 1', async () => {
    let signed = '';
    const { store } = signedInStore();
    await store.dispatch(
      signInRequested(async ({ message }) => {
        signed = message;
        return wallet.signMessage({ message });
      }),
    );
    const fields = parseSiweMessage(signed);
    expect(fields).toMatchObject({
      domain: window.location.host,
      address: ACCOUNT,
      chainId: 1,
      statement: SIWE_STATEMENT,
      uri: window.location.origin,
      version: '1',
    });
    expect(fields.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(fields.issuedAt).toBeInstanceOf(Date);
  });

  it('behavior: a rejected signature returns to idle without an error', async () => {
    signer.current = () =>
      Promise.reject(new UserRejectedRequestError(new Error('User rejected the request.')));
    const { dialog, user, store } = await openSignIn();
    await user.click(within(dialog).getByRole('button', { name: 'Sign message' }));
    expect(await within(dialog).findByRole('button', { name: 'Sign message' })).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().siwe).toMatchObject({ status: 'idle', error: null, session: null });
  });

  it('behavior: a change of account while the wallet asks abandons the sign-in; the old address is never signed in', async () => {
    const pending = deferred<Hex>();
    let signed = '';
    const { store } = signedInStore();
    const running = store.dispatch(
      signInRequested(({ message }) => {
        signed = message;
        return pending.promise;
      }),
    );
    // The wallet asks.
    await vi.waitFor(() => expect(signed).not.toBe(''));
    store.dispatch(accountChanged(OTHER_ACCOUNT));
    await running;
    pending.resolve(await wallet.signMessage({ message: signed }));
    expect(store.getState().siwe).toMatchObject({ status: 'idle', error: null, session: null });
    expect(api.state.session).toBeNull();
  });

  it('behavior: a signing failure shows the signing message', async () => {
    signer.current = () => Promise.reject(new Error('wallet crashed'));
    const { dialog, user } = await openSignIn();
    await user.click(within(dialog).getByRole('button', { name: 'Sign message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      WALLET_ERROR_MESSAGES.signMessageFailed,
    );
    expect(WALLET_ERROR_MESSAGES.signMessageFailed).toBe('Error signing message, please retry!');
  });

  it('behavior: verify failed — a signature the API refuses shows the verifying message', async () => {
    const impostor = privateKeyToAccount(
      '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    );
    signer.current = ({ message }) => impostor.signMessage({ message });
    const { dialog, user, store } = await openSignIn();
    await user.click(within(dialog).getByRole('button', { name: 'Sign message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error verifying signature, please retry!',
    );
    expect(store.getState().siwe.status).toBe('idle');
    expect(api.state.session).toBeNull();
  });

  it('behavior: when the nonce cannot be fetched the preparing message shows, and retry works', async () => {
    api.state.nonceFails = true;
    const { dialog, user } = await openSignIn();
    await user.click(within(dialog).getByRole('button', { name: 'Sign message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error preparing message, please retry!',
    );
    api.state.nonceFails = false;
    await user.click(within(dialog).getByRole('button', { name: 'Sign message' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Verify your account' })).not.toBeInTheDocument(),
    );
    expect(api.state.session?.address).toBe(ACCOUNT);
  });

  it('behavior: status values disconnected, loading, unauthenticated, connected', () => {
    const { store } = storeWith({ siwe: initialSiweState(API) });
    expect(selectAuthStatus(store.getState())).toBe('disconnected');
    const restoring = storeWith({
      siwe: initialSiweState(API),
      connection: { ...initialConnectionState, cachedConnectorId: 'metaMask' },
    });
    expect(selectAuthStatus(restoring.store.getState())).toBe('loading');
    const unchecked = storeWith({ siwe: initialSiweState(API), connection: connectedState() });
    expect(selectAuthStatus(unchecked.store.getState())).toBe('loading');
    const signedOut = signedInStore();
    expect(selectAuthStatus(signedOut.store.getState())).toBe('unauthenticated');
    const signedIn = signedInStore({
      siwe: {
        ...initialSiweState(API),
        sessionChecked: true,
        session: { address: ACCOUNT, chainId: 1 },
      },
    });
    expect(selectAuthStatus(signedIn.store.getState())).toBe('connected');
  });

  it('behavior: off by default — without an API the account is simply connected and no Sign In shows', () => {
    const { store } = storeWith({ connection: connectedState(), siwe: initialSiweState(null) });
    renderApp('/', store);
    expect(selectAuthStatus(store.getState())).toBe('connected');
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('behavior: after a connect the connect dialog hands over to sign-in, and an existing session is read from /me', async () => {
    const { store } = storeWith({ siwe: initialSiweState(API) });
    renderApp('/', store);
    act(() => {
      store.dispatch(modalOpened('connect'));
      store.dispatch(
        connected({
          connectorId: 'metaMask',
          account: ACCOUNT,
          chain: { id: 1, unsupported: false },
        }),
      );
    });
    expect(store.getState().modals.open).toBe('signIn');
    await vi.waitFor(() => expect(store.getState().siwe.sessionChecked).toBe(true));
    expect(selectAuthStatus(store.getState())).toBe('unauthenticated');
    expect(await screen.findByRole('dialog', { name: 'Verify your account' })).toBeInTheDocument();

    api.state.session = { address: ACCOUNT, chainId: 1 };
    act(() => {
      store.dispatch(disconnected());
      store.dispatch(modalOpened('connect'));
      store.dispatch(
        connected({
          connectorId: 'metaMask',
          account: ACCOUNT,
          chain: { id: 1, unsupported: false },
        }),
      );
    });
    await vi.waitFor(() => expect(selectAuthStatus(store.getState())).toBe('connected'));
    expect(store.getState().modals.open).toBeNull();
  });

  it('behavior: disconnecting or changing account signs out (POST /logout)', async () => {
    api.state.session = { address: ACCOUNT, chainId: 1 };
    const { store } = signedInStore({
      siwe: {
        ...initialSiweState(API),
        sessionChecked: true,
        session: { address: ACCOUNT, chainId: 1 },
      },
    });
    store.dispatch(accountChanged(OTHER_ACCOUNT));
    await vi.waitFor(() => expect(api.state.logoutCount).toBe(1));
    expect(store.getState().siwe.session).toBeNull();
    expect(selectAuthStatus(store.getState())).toBe('unauthenticated');

    api.state.session = { address: OTHER_ACCOUNT, chainId: 1 };
    const second = signedInStore({
      siwe: {
        ...initialSiweState(API),
        sessionChecked: true,
        session: { address: ACCOUNT, chainId: 1 },
      },
    });
    second.store.dispatch(disconnected());
    await vi.waitFor(() => expect(api.state.logoutCount).toBe(2));
    expect(api.state.session).toBeNull();
  });
});
