import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/renderApp';

const menuButton = () => screen.getByRole('button', { name: /menu$/ });
const drawer = () => screen.getByRole('dialog', { name: 'Menu', hidden: true });

describe('drawer menu (compact layout)', () => {
  it('behavior: the menu button opens the drawer and moves focus into it', async () => {
    const { user } = renderApp('/');
    expect(menuButton()).toHaveAccessibleName('Open menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(drawer().closest('.drawer')).toHaveAttribute('inert');

    await user.click(menuButton());
    expect(menuButton()).toHaveAccessibleName('Close menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(drawer().closest('.drawer')).not.toHaveAttribute('inert');
    expect(within(drawer()).getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('behavior: the same button toggles it closed and focus returns to it', async () => {
    const { user } = renderApp('/');
    await user.click(menuButton());
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(drawer().closest('.drawer')).toHaveAttribute('inert');
    expect(menuButton()).toHaveFocus();
  });

  it('behavior: Escape closes it and focus returns to the menu button', async () => {
    const { user } = renderApp('/');
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('behavior: a click outside the drawer closes it', async () => {
    const { user } = renderApp('/');
    await user.click(menuButton());
    await user.click(screen.getByTestId('drawer-scrim'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('behavior: following a link closes it and navigates', async () => {
    const { user, router } = renderApp('/');
    await user.click(menuButton());
    await user.click(within(drawer()).getByRole('link', { name: 'Mint your bear' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mint'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('behavior: Tab stays inside the open drawer', async () => {
    const { user } = renderApp('/');
    await user.click(menuButton());
    const links = within(drawer()).getAllByRole('link');
    expect(links[0]).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(links[2]).toHaveFocus();
    await user.tab();
    expect(links[0]).toHaveFocus();
  });
});
