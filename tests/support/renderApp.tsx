import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '@/app/routes';
import { createAppStore } from '@/app/store';
import type { RequestArguments } from '@/wallet/eip1193';
import { installActiveWallet, sentTransactions } from './activeWallet';
import { connectedState, storeWith } from './walletState';

/** Renders the whole app (store + routes) at `path`, as a visitor would land on it. */
export function renderApp(path = '/', store = createAppStore()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, user, router, store };
}

/**
 * Renders the app at `path` for a visitor in `connection`: on a chain, with a live wallet there
 * (installActiveWallet, answering what `answer` knows; reset it with resetProviderRegistry), and
 * a store that records what it is sent (storeWith's `types`). `sent()` lists the transactions the
 * wallet was asked to send.
 */
export function renderConnected(
  path = '/',
  connection = connectedState(),
  answer?: (args: RequestArguments) => unknown,
) {
  const requests = connection.chain
    ? installActiveWallet(connection.chain.id, answer).requests
    : [];
  const { store, types } = storeWith({ connection });
  return {
    ...renderApp(path, store),
    types,
    requests,
    sent: () => sentTransactions(requests),
  };
}
