import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { decodeFunctionData, type Hex } from 'viem';
import { createAppStore } from '@/app/store';
import { bearStakingAbi } from '@/contracts/generated/BearStaking';
import { bearTokenAbi } from '@/contracts/generated/BearToken';
import type { RecentTransaction, TransactionsState } from '@/features/transactions/slice';
import { ProviderRpcError, type RequestArguments } from '@/wallet/eip1193';
import { setActiveConnection } from '@/wallet/providerRegistry';
import {
  createMockStakingChain,
  createStakingRpcHandlers,
  stakingRevert,
  type MockStakingChain,
} from '../../../mocks/staking';
import { server } from '../../../mocks/server';
import { STAKING_ADDRESS, TOKEN_ADDRESS } from '../../support/deploymentTable';
import { serveMockChain } from '../../support/mockChainServer';
import { renderApp } from '../../support/renderApp';
import { ACCOUNT, connectedState } from '../../support/walletState';
import { press } from '../../support/press';

// The stake form's approval paths against an MSW-mocked chain and an injected wallet mock:
// a call bundle for an atomic wallet (EIP-5792), a permit otherwise, the classic approval as
// the fallback, and declined prompts.

vi.mock('@/config/contracts', async (importOriginal) =>
  (await import('../../support/deploymentTable')).contractsOnStakingChain(importOriginal),
);

// The permit's signature: what the wallet answers to the typed-data request.
const permit = vi.hoisted(() => ({ sign: vi.fn() }));
vi.mock('@/features/staking/permit', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  signStakePermit: permit.sign,
}));

const ONE = 10n ** 18n;
const PROMPTING = new Set(['eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_sendCalls']);
const TX_HASH = `0x${'77'.repeat(32)}`;

interface WalletOptions {
  /** wallet_getCapabilities: the atomic status for chain 1, or an error code. */
  atomic: 'supported' | 'ready' | 'unsupported' | number;
  /** wallet_sendCalls fails with this code. */
  sendCallsError?: number;
  /** A `ready` wallet upgrades the account with its first bundle: `supported` from then on. */
  upgradesOnBundle?: boolean;
}

/** An injected EIP-1193 wallet: records every request; answers EIP-5792 as told. */
function installWallet({ atomic, sendCallsError, upgradesOnBundle }: WalletOptions) {
  const requests: RequestArguments[] = [];
  let status = atomic;
  const provider = {
    request: async (args: RequestArguments) => {
      requests.push(args);
      switch (args.method) {
        case 'eth_chainId':
          return '0x1';
        case 'wallet_getCapabilities':
          if (typeof status === 'number') throw new ProviderRpcError(status, 'no');
          return { '0x1': { atomic: { status } } };
        case 'wallet_sendCalls':
          if (sendCallsError !== undefined) throw new ProviderRpcError(sendCallsError, 'no');
          if (upgradesOnBundle) status = 'supported';
          return { id: '0xb0b' };
        case 'wallet_getCallsStatus':
          return {
            version: '2.0.0',
            id: '0xb0b',
            chainId: '0x1',
            atomic: true,
            status: 200,
            receipts: [
              {
                status: '0x1',
                transactionHash: TX_HASH,
                blockNumber: '0x1',
                gasUsed: '0x1',
                logs: [],
              },
            ],
          };
        case 'eth_sendTransaction':
          return TX_HASH;
        default:
          throw new ProviderRpcError(4200, `${args.method} is not supported`);
      }
    },
    on: () => undefined,
    removeListener: () => undefined,
  };
  setActiveConnection({ connectorId: 'metaMask', provider, rdns: null, name: 'Wallet mock' });
  return {
    requests,
    prompts: () =>
      requests.filter(({ method }) => PROMPTING.has(method)).map(({ method }) => method),
    sent: () =>
      requests
        .filter(({ method }) => method === 'eth_sendTransaction')
        .map(({ params }) => (params as [{ to: string; data: Hex }])[0]),
  };
}

let chain: MockStakingChain;

async function renderForm(
  wallet: WalletOptions,
  reverts: MockStakingChain['reverts'] = {},
  transactions?: TransactionsState,
) {
  chain = createMockStakingChain({
    stakingAddress: STAKING_ADDRESS,
    tokenAddress: TOKEN_ADDRESS,
    accounts: { [ACCOUNT.toLowerCase()]: { balance: 1_000n * ONE, allowance: 0n, positions: [] } },
    reverts,
  });
  chain.rpc.balances[ACCOUNT.toLowerCase()] = ONE;
  server.use(...createStakingRpcHandlers(chain));
  const mock = installWallet(wallet);
  const store = createAppStore({
    connection: connectedState(),
    ...(transactions ? { transactions } : {}),
  });
  const view = renderApp('/', store);
  const input = await screen.findByLabelText('Amount to stake');
  const form = screen.getByRole('region', { name: 'Stake' });
  await view.user.type(input, '25');
  return { ...view, ...mock, input, form, store };
}

function recordsOf(store: ReturnType<typeof createAppStore>) {
  return store.getState().transactions.byAccount[ACCOUNT.toLowerCase()]?.['1'] ?? [];
}

describe('stake form approval paths (MSW chain, injected wallet)', () => {
  serveMockChain();
  beforeAll(async () => {
    await import('@/features/staking/components/StakingSection');
  });
  beforeEach(() => {
    permit.sign.mockReset();
  });

  it('behavior: an atomic wallet stakes with one bundle: simulated first, one prompt, exact approval, one record confirmed', async () => {
    const { user, form, requests, prompts, store } = await renderForm({ atomic: 'supported' });
    expect(await within(form).findByRole('radio', { name: /^One step/ })).toBeChecked();
    await press(user, within(form).getByRole('button', { name: 'Approve and stake in one step' }));
    expect(await within(form).findByText('Stake: Transaction confirmed.')).toBeInTheDocument();

    expect(prompts()).toEqual(['wallet_sendCalls']);
    const [bundle] = requests.find(({ method }) => method === 'wallet_sendCalls')!.params as [
      {
        version: string;
        atomicRequired: boolean;
        chainId: string;
        from: string;
        calls: { to: string; data: Hex }[];
      },
    ];
    expect(bundle).toMatchObject({
      version: '2.0.0',
      atomicRequired: true,
      chainId: '0x1',
      from: ACCOUNT,
    });
    expect(bundle.calls.map(({ to }) => to)).toEqual([TOKEN_ADDRESS, STAKING_ADDRESS]);
    expect(decodeFunctionData({ abi: bearTokenAbi, data: bundle.calls[0]!.data })).toMatchObject({
      functionName: 'approve',
      args: [STAKING_ADDRESS, 25n * ONE],
    });
    expect(decodeFunctionData({ abi: bearStakingAbi, data: bundle.calls[1]!.data })).toMatchObject({
      functionName: 'stake',
      args: [25n * ONE, 0, 300],
    });
    // The sequence was simulated on the node before the wallet was asked.
    expect(chain.rpc.received).toContain('eth_simulateV1');
    expect(chain.calls.map(({ functionName }) => functionName)).toContain('stake');
    const records = recordsOf(store);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      status: 'confirmed',
      callsId: '0xb0b',
      transactionHashes: [TX_HASH],
      kind: 'stake',
    });
  });

  it('behavior: the account-upgrade line follows the wallet: asked again once the bundle is confirmed, gone when the wallet says supported', async () => {
    const upgrade = 'Your wallet may ask to upgrade your account first.';
    const { user, form, input, requests } = await renderForm({
      atomic: 'ready',
      upgradesOnBundle: true,
    });
    expect(await within(form).findByText(upgrade)).toBeInTheDocument();
    await press(user, within(form).getByRole('button', { name: 'Approve and stake in one step' }));
    expect(await within(form).findByText('Stake: Transaction confirmed.')).toBeInTheDocument();
    await user.type(input, '5');
    expect(await within(form).findByRole('radio', { name: /^One step/ })).toBeChecked();
    await vi.waitFor(() => expect(within(form).queryByText(upgrade)).toBeNull());
    const asked = requests.filter(({ method }) => method === 'wallet_getCapabilities');
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });

  it('behavior: a bundle the simulation refuses is not sent, and says why', async () => {
    const { user, form, prompts } = await renderForm(
      { atomic: 'ready' },
      { stake: stakingRevert('AprChanged', [100, 300]) },
    );
    await press(user, within(form).findByRole('button', { name: 'Approve and stake in one step' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Stake: The APR of this lock period changed to 1 % before your stake went through.',
    );
    expect(prompts()).toEqual([]);
  });

  it('behavior: a rejected bundle sends nothing and leaves the form usable', async () => {
    const { user, form, input, prompts, store } = await renderForm({
      atomic: 'supported',
      sendCallsError: 4001,
    });
    await press(user, within(form).findByRole('button', { name: 'Approve and stake in one step' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Stake: You rejected the request in your wallet.',
    );
    expect(prompts()).toEqual(['wallet_sendCalls']);
    expect(recordsOf(store)).toEqual([]);
    expect(input).toHaveValue('25');
    expect(
      within(form).getByRole('button', { name: 'Approve and stake in one step' }),
    ).toBeEnabled();
  });

  it('behavior: a wallet that refuses the bundle as unsupported (5760) gets the permit instead', async () => {
    permit.sign.mockResolvedValue({
      deadline: 1n,
      v: 27,
      r: `0x${'11'.repeat(32)}`,
      s: `0x${'22'.repeat(32)}`,
    });
    const { user, form, prompts, sent } = await renderForm({
      atomic: 'supported',
      sendCallsError: 5760,
    });
    await press(user, within(form).findByRole('button', { name: 'Approve and stake in one step' }));
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
    expect(permit.sign).toHaveBeenCalledTimes(1);
    expect(prompts()).toEqual(['wallet_sendCalls', 'eth_sendTransaction']);
    expect(decodeFunctionData({ abi: bearStakingAbi, data: sent()[0]!.data }).functionName).toBe(
      'stakeWithPermit',
    );
  });

  it('behavior: a wallet without EIP-5792 (4200) gets the permit by default: one signature, one transaction', async () => {
    permit.sign.mockResolvedValue({
      deadline: 1n,
      v: 27,
      r: `0x${'11'.repeat(32)}`,
      s: `0x${'22'.repeat(32)}`,
    });
    const { user, form, sent, requests } = await renderForm({ atomic: 4200 });
    expect(within(form).queryByRole('radio', { name: /^One step/ })).not.toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: /^One signature/ })).toBeChecked();
    await press(user, within(form).getByRole('button', { name: 'Sign and stake' }));
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
    expect(permit.sign).toHaveBeenCalledTimes(1);
    expect(sent()[0]?.to).toBe(STAKING_ADDRESS);
    expect(decodeFunctionData({ abi: bearStakingAbi, data: sent()[0]!.data })).toMatchObject({
      functionName: 'stakeWithPermit',
      args: [25n * ONE, 0, 300, 1n, 27, `0x${'11'.repeat(32)}`, `0x${'22'.repeat(32)}`],
    });
    expect(requests.map(({ method }) => method)).not.toContain('wallet_sendCalls');
  });

  it('behavior: a wallet that cannot sign typed data falls back to the exact approval', async () => {
    permit.sign.mockRejectedValue(
      new ProviderRpcError(4200, 'eth_signTypedData_v4 is not supported'),
    );
    const { user, form, sent } = await renderForm({ atomic: 'unsupported' });
    await press(user, within(form).findByRole('button', { name: 'Sign and stake' }));
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.to).toBe(TOKEN_ADDRESS);
    expect(decodeFunctionData({ abi: bearTokenAbi, data: sent()[0]!.data })).toMatchObject({
      functionName: 'approve',
      args: [STAKING_ADDRESS, 25n * ONE],
    });
  });

  it('behavior: a declined signature sends nothing and leaves the form usable', async () => {
    permit.sign.mockRejectedValue(new ProviderRpcError(4001, 'User rejected the request.'));
    const { user, form, input, sent } = await renderForm({ atomic: 4200 });
    await press(user, within(form).findByRole('button', { name: 'Sign and stake' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Signature: You rejected the request in your wallet.',
    );
    expect(sent()).toEqual([]);
    expect(input).toHaveValue('25');
    expect(within(form).getByRole('button', { name: 'Sign and stake' })).toBeEnabled();
  });

  it('behavior: the visitor can still choose the classic approval with an atomic wallet', async () => {
    const { user, form, sent, requests } = await renderForm({ atomic: 'supported' });
    await user.click(await within(form).findByRole('radio', { name: /^Classic approval/ }));
    await press(user, within(form).getByRole('button', { name: 'Approve and stake' }));
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.to).toBe(TOKEN_ADDRESS);
    expect(requests.map(({ method }) => method)).not.toContain('wallet_sendCalls');
  });

  it('behavior: an approval still pending from before a reload is waited for, not asked for again', async () => {
    const pendingApproval: RecentTransaction = {
      kind: 'approve',
      data: { token: TOKEN_ADDRESS, spender: STAKING_ADDRESS, amount: (30n * ONE).toString() },
      hash: `0x${'ab'.repeat(32)}`,
      description: 'Approve 30 BHT',
      status: 'pending',
      addedAt: 1,
    };
    const { form, prompts } = await renderForm(
      { atomic: 4200 },
      {},
      {
        byAccount: { [ACCOUNT.toLowerCase()]: { '1': [pendingApproval] } },
      },
    );
    expect(
      await within(form).findByText(
        'Your approval of 30 BHT is still pending: the stake can follow once it is confirmed.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Sign and stake' })).toBeDisabled();
    expect(prompts()).toEqual([]);
  });
});
