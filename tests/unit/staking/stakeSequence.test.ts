import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ContractsModule from '@/config/contracts';
import { createAppStore } from '@/app/store';
import { sendIntent } from '@/features/onchain/hooks/useIntent';
import { STAKING_FLOWS, stakeIntent } from '@/features/staking/intents';
import { resetProviderRegistry } from '@/wallet/providerRegistry';
import { installActiveWallet } from '../../support/activeWallet';
import { connectedState } from '../../support/walletState';

const deployment = vi.hoisted(() => ({
  table: {} as Record<number, Record<string, `0x${string}`>>,
}));
vi.mock('@/config/contracts', async (importOriginal) => {
  const { contractsWithTable } = await import('../../support/deploymentTable');
  return contractsWithTable(await importOriginal<typeof ContractsModule>(), deployment);
});

const allowance = vi.hoisted(() => ({ resolve: (_value: bigint) => {} }));
const client = vi.hoisted(() => ({
  readContract: vi.fn(
    () =>
      new Promise<bigint>((resolve) => {
        allowance.resolve = resolve;
      }),
  ),
  simulateContract: vi.fn(() => new Promise(() => {})),
  // A receipt that never comes: the record stays pending.
  getTransactionReceipt: vi.fn(() => new Promise(() => {})),
}));
vi.mock('@/wallet/clients', () => ({ getChainClient: () => client }));

const STAKING_ADDRESS = '0x00000000000000000000000000000000000000b2';
deployment.table = {
  1: { bearToken: '0x00000000000000000000000000000000000000b1', bearStaking: STAKING_ADDRESS },
};

const STAKE = {
  chainId: 1,
  symbol: 'BHT',
  amount: 10n,
  amountLabel: '10',
  tier: 0,
  lockDuration: 0,
  minAprBps: 0,
  approval: 'approve' as const,
};

describe('stake sequence (approve when short, then stake): one flow', () => {
  afterEach(() => resetProviderRegistry());

  it('behavior: a second stake while the first is under way does nothing, at every step', async () => {
    installActiveWallet(1);
    const store = createAppStore({ connection: connectedState() });
    const first = store.dispatch(sendIntent(stakeIntent(STAKE)));
    // While the allowance is read.
    await vi.waitFor(() => expect(client.readContract).toHaveBeenCalledTimes(1));
    expect(store.getState().writeFlows[STAKING_FLOWS.stake]).toMatchObject({
      stage: 'simulating',
      label: 'staking.stake',
    });
    expect((await store.dispatch(sendIntent(stakeIntent(STAKE)))).stage).toBe('simulating');

    // The allowance is short: the approval step runs in the same flow, under its own name.
    allowance.resolve(0n);
    await vi.waitFor(() => expect(client.simulateContract).toHaveBeenCalledTimes(1));
    expect(store.getState().writeFlows[STAKING_FLOWS.stake]).toMatchObject({
      stage: 'simulating',
      label: 'staking.approvalLabel',
    });
    expect((await store.dispatch(sendIntent(stakeIntent(STAKE)))).stage).toBe('simulating');
    expect(client.readContract).toHaveBeenCalledTimes(1);
    expect(client.simulateContract).toHaveBeenCalledWith(
      expect.objectContaining({ functionName: 'approve', args: [STAKING_ADDRESS, 10n] }),
    );
    void first;
  });
});
