import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chains } from '@/config/chains';
import {
  switchChainFailed,
  switchChainStarted,
  switchChainSucceeded,
} from '@/wallet/connectionSlice';
import { renderApp } from '../../support/renderApp';
import { connectedState, storeWith } from '../../support/walletState';

const NO_SWITCHING =
  'Your wallet does not support switching networks from this app. Try switching networks from within your wallet instead.';

async function openChains(connection = connectedState(), buttonName: string | RegExp = 'Ethereum') {
  const harness = storeWith({ connection });
  const view = renderApp('/', harness.store);
  await view.user.click(screen.getByRole('button', { name: buttonName }));
  const dialog = await screen.findByRole('dialog', { name: 'Switch Networks' });
  return { ...harness, ...view, dialog };
}

describe('Switch Networks dialog', () => {
  it('behavior: every configured chain is a button, the current one marked Connected', async () => {
    const { dialog } = await openChains();
    const list = within(dialog).getByRole('list');
    const buttons = within(list).getAllByRole('button');
    expect(
      buttons.map((button) => button.querySelector('.chain-option__name')?.textContent),
    ).toEqual(chains.map((chain) => chain.name));
    const current = within(list).getByRole('button', { name: /Ethereum/ });
    expect(current).toHaveTextContent('Connected');
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(within(list).getAllByText('Connected')).toHaveLength(1);
  });

  it('behavior: choosing a chain dispatches switchChainRequested; a spinner marks it while switching', async () => {
    const { dialog, user, store, dispatched } = await openChains();
    await user.click(within(dialog).getByRole('button', { name: /Polygon/ }));
    expect(
      dispatched.filter((a) => a.type === 'connection/switchChainRequested').map((a) => a.payload),
    ).toEqual([{ chainId: 137 }]);
    act(() => {
      store.dispatch(switchChainStarted(137));
    });
    const polygon = within(dialog).getByRole('button', { name: /Polygon/ });
    expect(polygon).toHaveAttribute('aria-busy', 'true');
    expect(polygon.querySelector('.spinner')).not.toBeNull();
    act(() => {
      store.dispatch(switchChainSucceeded());
    });
    expect(screen.queryByRole('dialog', { name: 'Switch Networks' })).not.toBeInTheDocument();
  });

  it('behavior: a failed switch shows its message inline', async () => {
    const { dialog, store } = await openChains();
    act(() => {
      store.dispatch(switchChainStarted(10));
      store.dispatch(
        switchChainFailed({ code: 'SWITCH_CHAIN', message: 'The switch to OP Mainnet failed.' }),
      );
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The switch to OP Mainnet failed.');
  });

  it('behavior: a wallet that cannot switch shows the no-switching-support message', async () => {
    const { dialog, store } = await openChains();
    act(() => {
      store.dispatch(switchChainFailed({ code: 'NO_SWITCH_CHAIN_SUPPORT', message: NO_SWITCHING }));
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(NO_SWITCHING);
  });

  it('behavior: on an unsupported chain it starts with the wrong-network message and marks nothing Connected', async () => {
    const { dialog } = await openChains(
      connectedState({ chain: { id: 99999, unsupported: true } }),
      'Wrong network',
    );
    const first = dialog.querySelector('.dialog__header')?.nextElementSibling;
    expect(first).toHaveTextContent('Wrong network detected, switch or disconnect to continue.');
    expect(within(dialog).queryByText('Connected')).not.toBeInTheDocument();
  });

  it('behavior: Disconnect dispatches disconnectRequested', async () => {
    const { dialog, user, types } = await openChains();
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(types()).toContain('connection/disconnectRequested');
  });
});
