import { screen, within, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LINKS } from '@/config/links';
import { renderApp } from '../../support/renderApp';

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('header', () => {
  // The connect dialog's lazy chunk, loaded here: the test that opens it would otherwise spend
  // its wait on transforming it (seconds on a loaded machine), not on the page.
  beforeAll(async () => {
    await import('@/features/modals/components/ConnectDialog');
  }, 60_000);

  it('behavior: links lead home, to the mint page and to the character project in a new tab', async () => {
    renderApp('/');
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Mint your bear' })).toHaveAttribute(
      'href',
      '/mint',
    );
    const project = within(nav).getByRole('link', { name: /The Bear project/ });
    expect(project).toHaveAttribute('href', DEFAULT_LINKS.characterProject);
    expect(project).toHaveAttribute('target', '_blank');
    expect(project).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('behavior: the logo is an image with a name, inside a link home', async () => {
    renderApp('/mint');
    const logo = await screen.findByRole('img', { name: 'Bear Hub home' });
    expect(logo.closest('a')).toHaveAttribute('href', '/');
    expect(logo.getAttribute('src')).not.toMatch(/^https?:/);
  });

  it('behavior: the active route pill is highlighted', async () => {
    const { user } = renderApp('/');
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveClass('nav-pill--active');
    expect(within(nav).getByRole('link', { name: 'Mint your bear' })).not.toHaveClass(
      'nav-pill--active',
    );
    await user.click(within(nav).getByRole('link', { name: 'Mint your bear' }));
    await waitFor(() =>
      expect(within(mainNav()).getByRole('link', { name: 'Mint your bear' })).toHaveClass(
        'nav-pill--active',
      ),
    );
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveClass(
      'nav-pill--active',
    );
  });

  it('behavior: the Connect Wallet button opens the connect dialog', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(await screen.findByRole('dialog', { name: 'Connect a Wallet' })).toBeInTheDocument();
  });

  it('behavior: each route sets its own title', async () => {
    const { user } = renderApp('/');
    expect(document.title).toMatch(/DeFi experience for the Bear project's tokens/);
    await user.click(within(mainNav()).getByRole('link', { name: 'Mint your bear' }));
    await waitFor(() => expect(document.title).toBe('Mint your bear · Bear Hub'));
  });
});
