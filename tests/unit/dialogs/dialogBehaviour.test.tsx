import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusableWithin } from '@/hooks/useFocusTrap';
import { renderApp } from '../../support/renderApp';
import {
  connectedState,
  resetLayout,
  setCompactLayout,
  storeWith,
} from '../../support/walletState';

describe('behaviour shared by the wallet dialogs', () => {
  afterEach(resetLayout);

  it('behavior: labelled by its title, modal, and focus moves inside on open', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Focus moves in the dialog's effect, after it shows (a moment later on a loaded machine).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('behavior: Tab and Shift+Tab cycle inside the dialog', async () => {
    const { store } = storeWith({ connection: connectedState() });
    const { user } = renderApp('/', store);
    await user.click(screen.getByRole('button', { name: 'Ethereum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch Networks' });
    const items = focusableWithin(dialog);
    expect(items.length).toBeGreaterThan(2);
    // The dialog moves focus into itself once it has rendered (an effect after the commit).
    await waitFor(() => expect(items[0]).toHaveFocus());
    for (let step = 1; step < items.length; step += 1) await user.tab();
    expect(items[items.length - 1]).toHaveFocus();
    await user.tab();
    expect(items[0]).toHaveFocus();
    await user.tab({ shift: true });
    expect(items[items.length - 1]).toHaveFocus();
  });

  it('behavior: Escape closes it and focus returns to the opener', async () => {
    const { store } = storeWith({ connection: connectedState() });
    const { user } = renderApp('/', store);
    const opener = screen.getByRole('button', { name: /0xf39F…2266/ });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Account' });
    // Its keyboard handling starts with the focus it moves into itself (an effect after the commit).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Account' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('behavior: usable from the keyboard alone: open with Enter, choose with Enter', async () => {
    const { store, types } = storeWith();
    const { user } = renderApp('/', store);
    screen.getByRole('button', { name: 'Connect Wallet' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' });
    within(dialog).getByRole('button', { name: 'MetaMask' }).focus();
    await user.keyboard('{Enter}');
    expect(types()).toContain('connection/connectRequested');
  });

  it('behavior: a click on the backdrop closes it', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    await screen.findByRole('dialog', { name: 'Connect a Wallet' });
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Connect a Wallet' })).not.toBeInTheDocument();
  });

  it('behavior: the page behind does not scroll while a dialog is open', async () => {
    const { user } = renderApp('/');
    expect(document.body).not.toHaveClass('scroll-locked');
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    await screen.findByRole('dialog', { name: 'Connect a Wallet' });
    expect(document.body).toHaveClass('scroll-locked');
    await user.keyboard('{Escape}');
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('behavior: every dialog is a bottom sheet below 768 px', async () => {
    setCompactLayout(true);
    const { store } = storeWith({ connection: connectedState() });
    const { user } = renderApp('/', store);
    await user.click(screen.getByRole('button', { name: /0xf39F…2266/ }));
    expect(await screen.findByRole('dialog', { name: 'Account' })).toHaveClass('dialog--sheet');
  });
});
