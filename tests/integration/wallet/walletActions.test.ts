import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/app/store';
import { getActiveWalletClient, signMessage, utf8ToHex, watchAsset } from '@/wallet/walletActions';
import { ACCOUNT_0_CHECKSUM, FakeProvider } from '../../support/fakeProvider';
import { connectInjected, useCleanWalletEnvironment } from '../../support/walletTest';

const TOKEN = '0x6B175474E89094C44Da98b954EedeAC495271d0F';

describe('wallet actions', () => {
  useCleanWalletEnvironment();

  it('behavior: signMessage signs the hex-encoded message with the connected account', async () => {
    const provider = new FakeProvider();
    const store = await connectInjected(provider);
    const result = await store.dispatch(signMessage({ message: 'Sign in to Bear Hub' }));
    expect(result.payload).toBe(`0x${'ab'.repeat(65)}`);
    expect(provider.requestsOf('personal_sign')[0]?.params).toEqual([
      utf8ToHex('Sign in to Bear Hub'),
      ACCOUNT_0_CHECKSUM,
    ]);
    expect(utf8ToHex('hé')).toBe('0x68c3a9');
  });

  it.each([
    [4001, { code: 'USER_REJECTED', message: 'You rejected the request in your wallet.' }],
    [-32603, { code: 'SIGN_MESSAGE_FAILED', message: 'Error signing message, please retry!' }],
  ])('behavior: a signing failure %i is reported from the catalogue', async (code, expected) => {
    const provider = new FakeProvider().fail('personal_sign', code);
    const store = await connectInjected(provider);
    const result = await store.dispatch(signMessage({ message: 'hello' }));
    expect(result.meta.requestStatus).toBe('rejected');
    expect(result.payload).toEqual(expected);
  });

  it('behavior: an empty message or no connection is refused before any request', async () => {
    const provider = new FakeProvider();
    const store = await connectInjected(provider);
    const empty = await store.dispatch(signMessage({ message: '' }));
    expect(empty.payload).toEqual({
      code: 'INVALID_INPUT',
      message: 'Invalid request: a message to sign is required.',
    });
    const disconnected = await createAppStore().dispatch(signMessage({ message: 'hi' }));
    expect(disconnected.payload).toEqual({
      code: 'NOT_CONNECTED',
      message: 'Connect a wallet first.',
    });
    expect(provider.requestsOf('personal_sign')).toHaveLength(0);
  });

  it('behavior: watchAsset asks wallet_watchAsset with the ERC-20 description', async () => {
    const provider = new FakeProvider();
    const store = await connectInjected(provider);
    const result = await store.dispatch(
      watchAsset({ address: TOKEN, symbol: ' BEAR ', decimals: 18 }),
    );
    expect(result.payload).toBe(true);
    expect(provider.requestsOf('wallet_watchAsset')[0]?.params).toEqual({
      type: 'ERC20',
      options: { address: TOKEN, symbol: 'BEAR', decimals: 18 },
    });
  });

  it.each([
    [
      { address: '0x123', symbol: 'BEAR', decimals: 18 },
      'Invalid request: a token address (0x followed by 40 hex digits) is required.',
    ],
    [
      { address: TOKEN, symbol: '  ', decimals: 18 },
      'Invalid request: a token symbol is required.',
    ],
    [
      { address: TOKEN, symbol: 'BEAR', decimals: 256 },
      'Invalid request: token decimals must be a whole number from 0 to 255.',
    ],
  ])('behavior: watchAsset refuses bad input %# before any request', async (input, message) => {
    const provider = new FakeProvider();
    const store = await connectInjected(provider);
    const result = await store.dispatch(watchAsset(input));
    expect(result.payload).toEqual({ code: 'INVALID_INPUT', message });
    expect(provider.requestsOf('wallet_watchAsset')).toHaveLength(0);
  });

  it('behavior: getActiveWalletClient gives a viem wallet client over the active provider', async () => {
    const provider = new FakeProvider({ chainId: 137 });
    const store = await connectInjected(provider);
    const client = await getActiveWalletClient(store.getState());
    expect(client.account?.address).toBe(ACCOUNT_0_CHECKSUM);
    expect(client.chain?.id).toBe(137);
    expect(await client.getChainId()).toBe(137);
    await expect(getActiveWalletClient(createAppStore().getState())).rejects.toThrow(
      'Connect a wallet first.',
    );
  });
});
