import { describe, expect, it, vi } from 'vitest';
import type * as ContractsModule from '@/config/contracts';
import { initialConnectionState } from '@/wallet/connectionSlice';
import { listChainNames } from '@/features/onchain/addresses';
import { resolveContractTarget } from '@/features/onchain/target';
import { ACCOUNT } from '../../support/walletState';

const deployment = vi.hoisted(() => ({
  table: {} as Record<number, Record<string, `0x${string}`>>,
}));
vi.mock('@/config/contracts', async (importOriginal) => {
  const { contractsWithTable } = await import('../../support/deploymentTable');
  return contractsWithTable(await importOriginal<typeof ContractsModule>(), deployment);
});

const TOKEN = '0x00000000000000000000000000000000000000b1';
const STAKING = '0x00000000000000000000000000000000000000b2';
const visitor = initialConnectionState;
const on = (id: number, unsupported = false) => ({
  status: 'connected' as const,
  account: ACCOUNT,
  chain: { id, unsupported },
});
const staking = (connection: Parameters<typeof resolveContractTarget>[1]) =>
  resolveContractTarget(['bearStaking', 'bearToken'], connection);

describe('contract target', () => {
  it('behavior: without a deployment nothing is read and the page says it is not deployed', () => {
    deployment.table = {};
    expect(staking(visitor)).toMatchObject({ availability: 'notDeployed', read: null, chains: [] });
    expect(staking(on(1))).toMatchObject({ availability: 'notDeployed', wallet: 'supportedChain' });
    expect(staking(on(250, true))).toMatchObject({
      availability: 'notDeployed',
      wallet: 'unsupportedChain',
    });
  });

  it('behavior: a chain counts only when every named contract is deployed there', () => {
    deployment.table = { 1: { bearToken: TOKEN }, 137: { bearToken: TOKEN, bearStaking: STAKING } };
    const target = staking(visitor);
    expect(target.chains.map((chain) => chain.id)).toEqual([137]);
    expect(target.read).toEqual({ chain: expect.objectContaining({ id: 137 }), account: null });
  });

  it('behavior: a visitor reads the public data of the default chain when it has the contracts', () => {
    deployment.table = {
      1: { bearToken: TOKEN, bearStaking: STAKING },
      137: { bearToken: TOKEN, bearStaking: STAKING },
    };
    expect(staking(visitor)).toMatchObject({
      availability: 'visitor',
      wallet: 'none',
      read: { chain: expect.objectContaining({ id: 1 }), account: null },
    });
  });

  it('behavior: a wallet on an unsupported chain is a wrong network, still reading the public data', () => {
    deployment.table = { 137: { bearToken: TOKEN, bearStaking: STAKING } };
    expect(staking(on(250, true))).toMatchObject({
      availability: 'wrongNetwork',
      connectedChain: undefined,
      read: { chain: expect.objectContaining({ id: 137 }), account: null },
    });
  });

  it('behavior: a supported chain without the contracts names where they are', () => {
    deployment.table = { 137: { bearToken: TOKEN, bearStaking: STAKING } };
    const target = staking(on(1));
    expect(target).toMatchObject({
      availability: 'notOnThisChain',
      connectedChain: expect.objectContaining({ name: 'Ethereum' }),
    });
    expect(listChainNames(target.chains)).toBe('Polygon');
  });

  it("behavior: on a chain with the contracts the account's own data is read there", () => {
    deployment.table = {
      1: { bearToken: TOKEN, bearStaking: STAKING },
      137: { bearToken: TOKEN, bearStaking: STAKING },
    };
    expect(staking(on(137))).toMatchObject({
      availability: 'ready',
      read: { chain: expect.objectContaining({ id: 137 }), account: ACCOUNT },
    });
  });

  it('contract: chain names read as a list', () => {
    const named = (...names: string[]) =>
      names.map((name) => ({ name }) as Parameters<typeof listChainNames>[0][number]);
    expect(listChainNames(named('Localhost'))).toBe('Localhost');
    expect(listChainNames(named('Localhost', 'Ethereum'))).toBe('Localhost and Ethereum');
    expect(listChainNames(named('A', 'B', 'C'))).toBe('A, B and C');
  });
});
