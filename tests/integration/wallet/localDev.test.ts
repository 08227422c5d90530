import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppStore } from '@/app/store';
import { env } from '@/config/env';
import { LOCAL_CHAIN_ID } from '@/config/chains';
import { connectRequested, switchChainRequested } from '@/wallet/connectionSlice';
import { createLocalDevProvider } from '@/wallet/connectors/localDev';
import { createMockChainState, createRpcHandlers, type MockChainState } from '../../../mocks/rpc';
import { server } from '../../../mocks/server';
import { ACCOUNT_0, ACCOUNT_0_CHECKSUM, ACCOUNT_1 } from '../../support/fakeProvider';
import {
  useCleanWalletEnvironment,
  waitForConnection,
  waitForStatus,
} from '../../support/walletTest';

const RPC_URL = 'http://127.0.0.1:8545';

describe('Local Dev Wallet', () => {
  useCleanWalletEnvironment();
  let node: MockChainState;
  const original = { ...env };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    Object.assign(env, original);
  });
  afterAll(() => server.close());

  function startNode() {
    node = createMockChainState({ chainId: LOCAL_CHAIN_ID, accounts: [ACCOUNT_0, ACCOUNT_1] });
    server.use(...createRpcHandlers(node, RPC_URL));
  }

  it('behavior: eth_requestAccounts answers the first account of the node and other calls are forwarded', async () => {
    startNode();
    const provider = createLocalDevProvider(RPC_URL);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x121eac0');
    expect(node.received).toEqual(['eth_accounts', 'eth_blockNumber']);
  });

  it('behavior: it refuses to switch to another chain (4902) and to add chains (4200)', async () => {
    startNode();
    const provider = createLocalDevProvider(RPC_URL);
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 });
    await expect(
      provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4200 });
    expect(
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x7a69' }],
      }),
    ).toBeNull();
  });

  it('behavior: JSON-RPC errors of the node reach the caller with their code', async () => {
    startNode();
    const provider = createLocalDevProvider(RPC_URL);
    await expect(provider.request({ method: 'eth_unknownThing' })).rejects.toMatchObject({
      code: -32601,
    });
  });

  it('behavior: connecting it and asking for mainnet shows the no-switching message', async () => {
    startNode();
    env.localRpcUrl = RPC_URL;
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'localDev' }));
    await waitForStatus(store, 'connected');
    expect(store.getState().connection.account).toBe(ACCOUNT_0_CHECKSUM);
    expect(store.getState().connection.chain?.id).toBe(LOCAL_CHAIN_ID);
    store.dispatch(switchChainRequested({ chainId: 1 }));
    await waitForConnection(store, (c) => c.switchError !== null);
    expect(store.getState().connection.switchError?.message).toBe(
      'Your wallet does not support switching networks from this app. Try switching networks from within your wallet instead.',
    );
  });

  it('behavior: without VITE_LOCAL_RPC_URL the Local Dev Wallet cannot be chosen', async () => {
    env.localRpcUrl = undefined;
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'localDev' }));
    await waitForConnection(store, (c) => c.error !== null);
    expect(store.getState().connection.error?.code).toBe('INVALID_INPUT');
  });

  it('contract: no private key (32-byte hex) is in the application source', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(ts|tsx)$/.test(name)) files.push(path);
      }
    };
    walk('src');
    const offenders = files.filter((file) =>
      /0x[0-9a-fA-F]{64}\b/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
