import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/renderApp';

describe('routes', () => {
  it('behavior: / shows the hub hero inside the shell', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Bear Hub' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('behavior: /mint shows the mint page', async () => {
    renderApp('/mint');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mint your bear' }),
    ).toBeInTheDocument();
  });

  it('behavior: an unknown path shows not-found with a link home, and the link works', async () => {
    const { user, router } = renderApp('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Bear Hub');
    await user.click(screen.getByRole('link', { name: 'Back to the home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { level: 1, name: 'Bear Hub' })).toBeInTheDocument();
  });
});
