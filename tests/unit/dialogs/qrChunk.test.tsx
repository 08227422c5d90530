import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { renderApp } from '../../support/renderApp';
import { FakeProvider } from '../../support/fakeProvider';

const PAIRING_URI = 'wc:abc@2?relay-protocol=irn&symKey=00';

// Records whether the QR module was ever loaded; its real drawing is tested elsewhere.
const loads = vi.hoisted(() => ({ qr: 0 }));
vi.mock('@/features/modals/components/connect/WalletConnectQr', () => {
  loads.qr += 1;
  return { WalletConnectQr: ({ uri }: { uri: string | null }) => <p>QR for {uri}</p> };
});

/** WalletConnect's provider: pairing emits display_uri and then waits for the phone. */
class PairingProvider extends FakeProvider {
  session: object | undefined = undefined;
  connect = () => {
    this.emit('display_uri', PAIRING_URI);
    return new Promise<void>(() => {});
  };
  disconnect = async () => {};
}

vi.mock('@walletconnect/ethereum-provider', () => ({
  EthereumProvider: { init: async () => new PairingProvider() },
}));

describe('QR code chunk', () => {
  const original = { ...env };
  afterEach(() => Object.assign(env, original));

  it('contract: the QR module loads only once a WalletConnect-based wallet is chosen, and draws its pairing URI', async () => {
    env.walletConnectProjectId = 'project-1';
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' });
    await user.click(within(dialog).getByRole('button', { name: 'Brave Wallet' }));
    expect(loads.qr).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'WalletConnect' }));
    expect(await within(dialog).findByText(`QR for ${PAIRING_URI}`)).toBeInTheDocument();
    expect(loads.qr).toBe(1);
  });
});
