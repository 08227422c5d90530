import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/app/store';
import { switchChainRequested } from '@/wallet/connectionSlice';
import { ZORA } from '@/config/chains';
import { WALLET_ERROR_MESSAGES } from '@/wallet/errors';
import { FakeProvider } from '../../support/fakeProvider';
import {
  connectInjected,
  useCleanWalletEnvironment,
  waitForConnection,
} from '../../support/walletTest';

const settled = (c: { switchingToChainId: number | null }) => c.switchingToChainId === null;

describe('switch chain', () => {
  useCleanWalletEnvironment();

  it('behavior: a known chain is switched with wallet_switchEthereumChain', async () => {
    const provider = new FakeProvider({ chainId: 1 });
    const store = await connectInjected(provider);
    store.dispatch(switchChainRequested({ chainId: 137 }));
    expect(store.getState().connection.switchingToChainId).toBe(137);
    await waitForConnection(store, (c) => settled(c) && c.chain?.id === 137);
    expect(provider.requestsOf('wallet_switchEthereumChain')[0]?.params).toEqual([
      { chainId: '0x89' },
    ]);
    expect(provider.requestsOf('wallet_addEthereumChain')).toHaveLength(0);
    expect(store.getState().connection.switchError).toBeNull();
  });

  it('behavior: 4902 adds the chain with its full description, then switches', async () => {
    const provider = new FakeProvider({ chainId: 1, knownChainIds: [1] });
    const store = await connectInjected(provider);
    store.dispatch(switchChainRequested({ chainId: ZORA.id }));
    await waitForConnection(store, (c) => settled(c) && c.chain?.id === ZORA.id);
    expect(provider.requestsOf('wallet_addEthereumChain')[0]?.params).toEqual([
      {
        chainId: '0x76adf1',
        chainName: 'Zora',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ZORA.rpcUrls.default.http,
        blockExplorerUrls: ['https://explorer.zora.energy'],
      },
    ]);
    expect(provider.requestsOf('wallet_switchEthereumChain')).toHaveLength(2);
    expect(store.getState().connection.chain).toEqual({ id: ZORA.id, unsupported: false });
  });

  it('behavior: a rejected switch is a switch-chain error and the chain stays', async () => {
    const provider = new FakeProvider({ chainId: 1 }).fail('wallet_switchEthereumChain', 4001);
    const store = await connectInjected(provider);
    store.dispatch(switchChainRequested({ chainId: 10 }));
    await waitForConnection(store, (c) => c.switchError !== null);
    expect(store.getState().connection.switchError).toEqual({
      code: 'SWITCH_CHAIN_FAILED',
      message:
        'Could not switch your wallet to OP Mainnet. Please retry, or switch from within your wallet.',
    });
    expect(store.getState().connection.chain?.id).toBe(1);
    expect(store.getState().connection.switchingToChainId).toBeNull();
  });

  it('behavior: a rejected add after 4902 is a switch-chain error', async () => {
    const provider = new FakeProvider({ chainId: 1, knownChainIds: [1] }).fail(
      'wallet_addEthereumChain',
      4001,
    );
    const store = await connectInjected(provider);
    store.dispatch(switchChainRequested({ chainId: 10 }));
    await waitForConnection(store, (c) => c.switchError !== null);
    expect(store.getState().connection.switchError?.code).toBe('SWITCH_CHAIN_FAILED');
  });

  it.each([4200, -32601])(
    'behavior: a wallet without switching support (%i) gets the no-switching message',
    async (code) => {
      const provider = new FakeProvider().fail('wallet_switchEthereumChain', code);
      const store = await connectInjected(provider);
      store.dispatch(switchChainRequested({ chainId: 10 }));
      await waitForConnection(store, (c) => c.switchError !== null);
      expect(store.getState().connection.switchError).toEqual({
        code: 'SWITCH_CHAIN_NOT_SUPPORTED',
        message:
          'Your wallet does not support switching networks from this app. Try switching networks from within your wallet instead.',
      });
    },
  );

  it('behavior: -32002 on a switch tells the visitor to open the wallet', async () => {
    const provider = new FakeProvider().fail('wallet_switchEthereumChain', -32002);
    const store = await connectInjected(provider);
    store.dispatch(switchChainRequested({ chainId: 10 }));
    await waitForConnection(store, (c) => c.switchError !== null);
    expect(store.getState().connection.switchError?.message).toBe(
      WALLET_ERROR_MESSAGES.resourceUnavailable,
    );
  });

  it('behavior: an unconfigured chain is refused before any request', async () => {
    const provider = new FakeProvider();
    const store = await connectInjected(provider);
    store.dispatch(switchChainRequested({ chainId: 56 }));
    await waitForConnection(store, (c) => c.switchError !== null);
    expect(store.getState().connection.switchError).toEqual({
      code: 'CHAIN_NOT_CONFIGURED',
      message: 'Chain 56 is not configured.',
    });
    expect(provider.requestsOf('wallet_switchEthereumChain')).toHaveLength(0);
  });

  it.each([0, -1, 1.5, Number.NaN, '1'])(
    'behavior: chain id %s is refused as invalid input',
    async (chainId) => {
      const provider = new FakeProvider();
      const store = await connectInjected(provider);
      store.dispatch(switchChainRequested({ chainId: chainId as number }));
      await waitForConnection(store, (c) => c.switchError !== null);
      expect(store.getState().connection.switchError).toEqual({
        code: 'INVALID_INPUT',
        message: 'Invalid request: a chain id must be a positive whole number.',
      });
      expect(provider.requestsOf('wallet_switchEthereumChain')).toHaveLength(0);
    },
  );

  it('behavior: switching without a connected wallet asks to connect first', async () => {
    const store = createAppStore();
    store.dispatch(switchChainRequested({ chainId: 10 }));
    await waitForConnection(store, (c) => c.switchError !== null);
    expect(store.getState().connection.switchError).toEqual({
      code: 'NOT_CONNECTED',
      message: 'Connect a wallet first.',
    });
  });

  it('behavior: switching away from an unsupported chain clears the flag', async () => {
    const provider = new FakeProvider({ chainId: 56 });
    const store = await connectInjected(provider);
    expect(store.getState().connection.chain?.unsupported).toBe(true);
    store.dispatch(switchChainRequested({ chainId: 1 }));
    await waitForConnection(store, (c) => settled(c) && c.chain?.id === 1);
    expect(store.getState().connection.chain).toEqual({ id: 1, unsupported: false });
  });
});
