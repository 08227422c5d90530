import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/renderApp';

// Records whether the QR module was ever loaded; its real drawing is tested elsewhere.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/modals/components/connect/WalletConnectQr', () => {
  loads.count += 1;
  return { WalletConnectQr: () => <p>QR module loaded</p> };
});

describe('QR code chunk', () => {
  it('contract: the QR module loads only once a WalletConnect-based wallet is chosen', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' });
    await user.click(within(dialog).getByRole('button', { name: 'Brave Wallet' }));
    await user.click(within(dialog).getByRole('button', { name: 'Coinbase Wallet' }));
    expect(loads.count).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'WalletConnect' }));
    expect(await within(dialog).findByText('QR module loaded')).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });
});
