import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { decodeFunctionData, encodeFunctionData, type Hex } from 'viem';
import { bearStakingAbi } from '@/contracts/generated/BearStaking';
import { bearTokenAbi } from '@/contracts/generated/BearToken';
import {
  describeStakingOwnerRevert,
  describeStakingRevert,
} from '@/features/staking/accountErrors';
import { isStakingOwner } from '@/features/staking/selectors';
import { FUND_STEP_LABELS, fundRewardsIntent, setTierAprIntent } from '@/features/staking/intents';
import { parseAprInput, shareBps } from '@/features/staking/components/StakingOwnerConsole';
import type { CallStep } from '@/features/onchain/write/plan';
import type { ContractCall } from '@/features/onchain/contracts';
import {
  addRecentTransaction,
  safeTransactionProgressed,
  transactionConfirmed,
} from '@/features/transactions/slice';
import {
  createMockStakingChain,
  createStakingRpcHandlers,
  stakingRevert,
  type MockStakingChain,
} from '../../../mocks/staking';
import { server } from '../../../mocks/server';
import { STAKING_ADDRESS, TOKEN_ADDRESS } from '../../support/deploymentTable';
import { serveMockChain } from '../../support/mockChainServer';
import { renderConnected } from '../../support/renderApp';
import { ACCOUNT, connectedState, OTHER_ACCOUNT } from '../../support/walletState';
import { press } from '../../support/press';

// The staking contract owner's console: its rate input, its plans, who sees it, and its writes
// through the one executor against the MSW chain (chain 1 holds the contracts here).
vi.mock('@/config/contracts', async (importOriginal) =>
  (await import('../../support/deploymentTable')).contractsOnStakingChain(importOriginal),
);

const ONE = 10n ** 18n;
const MAX_APR_BPS = 50_000;

describe('the owner’s rate input', () => {
  it.each([
    ['8', 800],
    ['12.5', 1250],
    ['7,25 %', 725],
    [' 0.01 ', 1],
    ['.5', 50],
    ['0', 0],
    ['500', 50_000],
  ])('behavior: "%s" reads as %i basis points', (text, aprBps) => {
    expect(parseAprInput(text, MAX_APR_BPS)).toEqual({ ok: true, aprBps });
  });

  it.each([
    ['', 'Type a rate in percent, for example 8 or 12.5.'],
    ['abc', 'Write the rate in plain digits, for example 12.5.'],
    ['1e3', 'Write the rate in plain digits, for example 12.5.'],
    ['-3', 'Write the rate in plain digits, for example 12.5.'],
    ['8.123', 'A rate has at most two decimals (a basis point).'],
    ['500.01', 'The contract takes at most 500 %.'],
  ])('behavior: "%s" is refused: %s', (text, message) => {
    const parsed = parseAprInput(text, MAX_APR_BPS);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? null : parsed.message).toBe(message);
  });
});

describe('the owner’s plans', () => {
  // The plan's calls encode against their ABI, as the executor's simulation does.
  const encode = (call: ContractCall) =>
    encodeFunctionData({
      abi: call.abi,
      functionName: call.functionName,
      args: call.args,
    } as Parameters<typeof encodeFunctionData>[0]);

  it('behavior: funding is an approval of exactly the amount, then fundRewards, each recorded as stakingAdmin', () => {
    const { plan } = fundRewardsIntent({ chainId: 1, amount: 250n * ONE, amountLabel: '250 BHT' });
    expect(plan.map((step) => step.type)).toEqual(['call', 'call']);
    const [approve, fund] = plan as [CallStep, CallStep];
    expect(approve.label).toBe(FUND_STEP_LABELS.approve);
    expect(fund.label).toBe(FUND_STEP_LABELS.fund);
    const approveCall = approve.call as ContractCall;
    expect(approveCall.address).toBe(TOKEN_ADDRESS);
    expect(approveCall.functionName).toBe('approve');
    expect(approveCall.args).toEqual([STAKING_ADDRESS, 250n * ONE]);
    const fundCall = fund.call as ContractCall;
    expect(fundCall.address).toBe(STAKING_ADDRESS);
    expect(fundCall.functionName).toBe('fundRewards');
    expect(fundCall.args).toEqual([250n * ONE]);
    expect(approve.record).toEqual({
      description: 'Approve 250 BHT for the rewards',
      intent: {
        kind: 'stakingAdmin',
        data: {
          action: 'approveRewards',
          token: TOKEN_ADDRESS,
          spender: STAKING_ADDRESS,
          amount: (250n * ONE).toString(),
        },
      },
    });
    expect(fund.record).toEqual({
      description: 'Fund the rewards with 250 BHT',
      intent: {
        kind: 'stakingAdmin',
        data: { action: 'fundRewards', amount: (250n * ONE).toString() },
      },
    });
    expect(decodeFunctionData({ abi: bearTokenAbi, data: encode(approveCall) })).toMatchObject({
      functionName: 'approve',
      args: [STAKING_ADDRESS, 250n * ONE],
    });
    expect(decodeFunctionData({ abi: bearStakingAbi, data: encode(fundCall) })).toMatchObject({
      functionName: 'fundRewards',
      args: [250n * ONE],
    });
  });

  it('behavior: a rate change is one setTierApr call named by the period and the new rate', () => {
    const [step] = setTierAprIntent({
      chainId: 1,
      tier: 1,
      lockDuration: 7 * 86_400,
      aprBps: 450,
    }).plan as [CallStep];
    const call = step.call as ContractCall;
    expect([call.address, call.functionName, call.args]).toEqual([
      STAKING_ADDRESS,
      'setTierApr',
      [1, 450],
    ]);
    expect(step.record).toEqual({
      description: 'Set the APR of 7 days to 4.5 %',
      intent: { kind: 'stakingAdmin', data: { action: 'setTierApr', tier: 1, aprBps: 450 } },
    });
  });

  it('behavior: the contract’s refusals of an owner’s write read as sentences', () => {
    expect(describeStakingRevert({ errorName: 'AprTooHigh', args: [60_000, 50_000] })).toBe(
      'That rate is above the contract’s limit of 500 %.',
    );
    expect(
      describeStakingOwnerRevert({ errorName: 'OwnableUnauthorizedAccount', args: [ACCOUNT] }),
    ).toBe('Only the staking contract’s owner can do this, and this account is not its owner.');
    // A staker's writes keep their own table.
    expect(
      describeStakingRevert({ errorName: 'OwnableUnauthorizedAccount', args: [] }),
    ).toBeUndefined();
  });

  it('behavior: the owner is the connected account read as itself, never the visitor', () => {
    expect(isStakingOwner({ account: ACCOUNT.toLowerCase(), owner: ACCOUNT })).toBe(true);
    expect(isStakingOwner({ account: OTHER_ACCOUNT, owner: ACCOUNT })).toBe(false);
    const zero = '0x0000000000000000000000000000000000000000';
    expect(isStakingOwner({ account: zero, owner: zero })).toBe(false);
  });

  it('behavior: the reserved share of the bar is exact and empty for an empty pool', () => {
    expect(shareBps(1n, 3n)).toBe(3333);
    expect(shareBps(0n, 0n)).toBe(0);
    expect(shareBps(5n, 5n)).toBe(10_000);
  });
});

let chain: MockStakingChain;
let hashes: Hex[];

function startChain(overrides: Partial<MockStakingChain> = {}) {
  chain = createMockStakingChain({
    stakingAddress: STAKING_ADDRESS,
    tokenAddress: TOKEN_ADDRESS,
    owner: ACCOUNT,
    accounts: {
      [ACCOUNT.toLowerCase()]: { balance: 5_000n * ONE, allowance: 0n, positions: [] },
    },
    ...overrides,
  });
  chain.rpc.balances[ACCOUNT.toLowerCase()] = ONE;
  server.use(...createStakingRpcHandlers(chain));
}

/** Connected as ACCOUNT on chain 1; the wallet answers each transaction with a new hash. */
function renderConsole(account = ACCOUNT) {
  hashes = [];
  return renderConnected('/', connectedState({ account }), ({ method }) => {
    if (method !== 'eth_sendTransaction') return undefined;
    const hash = `0x${String(hashes.length + 1).padStart(64, '0')}` as Hex;
    hashes.push(hash);
    return hash;
  });
}

const ownerConsole = () => screen.findByRole('region', { name: 'Staking owner’s console' });

describe('the staking owner’s console (MSW chain)', () => {
  serveMockChain();
  // The console's lazy chunks, loaded here: a first test would otherwise spend its waits on
  // transforming them (seconds on a loaded machine), not on the page.
  beforeAll(async () => {
    await import('@/features/staking/components/StakingSection');
    await import('@/features/staking/components/StakingOwnerConsole');
    await import('@/features/staking/components/accountPanels');
  }, 60_000);
  beforeEach(() => {
    hashes = [];
  });

  it('behavior: the owner sees the rewards split, the funding form and each tier’s rate', async () => {
    startChain();
    renderConsole();
    const console_ = await ownerConsole();
    const split = within(console_).getByRole('region', { name: 'Rewards held by the contract' });
    expect(within(split).getByText('Reserved by live stakes')).toBeInTheDocument();
    expect(within(split).getByText('2,000 BHT')).toBeInTheDocument();
    expect(within(split).getByText('997,627 BHT')).toBeInTheDocument();
    expect(within(split).getByText('of which flexible positions: 500 BHT')).toBeInTheDocument();
    expect(
      await within(split).findByText(
        'a new flexible stake can reserve up to 249,031 BHT (flexible positions hold at most 25 % of the rewards open to them)',
      ),
    ).toBeInTheDocument();
    const aprs = within(console_).getByRole('region', { name: 'APR of each lock period' });
    expect(
      within(aprs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Flexible3 %/),
      expect.stringMatching(/^7 days6 %/),
      expect.stringMatching(/^15 days9 %/),
      expect.stringMatching(/^30 days12 %/),
      expect.stringMatching(/^365 days25 %/),
    ]);
    expect(await within(aprs).findByText('The contract takes at most 500 %.')).toBeInTheDocument();
    // The limits are read once, apart from the polled dashboard.
    expect(chain.rulesReads).toBe(2);
  });

  it('behavior: a rate change queued in a Safe shows as pending beside its tier only, with its signatures', async () => {
    startChain();
    const { store } = renderConsole();
    const console_ = await ownerConsole();
    const aprs = within(console_).getByRole('region', { name: 'APR of each lock period' });
    const week = within(aprs).getByRole('listitem', { name: '7 days' });
    const month = within(aprs).getByRole('listitem', { name: '30 days' });
    const safeTxHash = `0x${'6b'.repeat(32)}` as Hex;
    const ref = { account: ACCOUNT, chainId: 1, hash: safeTxHash };
    act(() => {
      store.dispatch(
        addRecentTransaction({
          ...ref,
          description: 'Set the APR of 7 days to 4.5 %',
          intent: { kind: 'stakingAdmin', data: { action: 'setTierApr', tier: 1, aprBps: 450 } },
          safeTxHash,
        }),
      );
      store.dispatch(
        safeTransactionProgressed({ ...ref, confirmations: 1, confirmationsRequired: 3 }),
      );
    });
    expect(
      await within(week).findByText(
        'Pending: Set the APR of 7 days to 4.5 % (awaiting signatures, 1 of 3)',
      ),
    ).toBeInTheDocument();
    expect(within(week).getByTestId('tier-apr-1')).toHaveTextContent('6 %');
    expect(within(month).queryByTestId('pending-actions')).toBeNull();
  });

  it('behavior: an ownership hand-over under way is said in the console', async () => {
    startChain({ pendingOwner: OTHER_ACCOUNT });
    renderConsole();
    const console_ = await ownerConsole();
    expect(within(console_).getByRole('note')).toHaveTextContent(
      'Ownership is being handed to 0x7099…79C8: it moves when that account accepts it, and until then you keep every right.',
    );
    // The limits' read answered before the next test's chain starts.
    expect(await within(console_).findByText('The contract takes at most 500 %.')).toBeVisible();
  });

  it('behavior: an account that does not own the contract never sees the console', async () => {
    startChain({ owner: OTHER_ACCOUNT });
    renderConsole();
    expect(await screen.findByRole('heading', { name: 'Your position' })).toBeInTheDocument();
    await waitFor(() => expect(chain.dashboardReads).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Staking owner’s console' })).toBeNull();
    expect(chain.rulesReads).toBe(0);
  });

  it('behavior: a new rate says what stakers will see, then goes through the wallet as setTierApr', async () => {
    startChain();
    const { user, sent, store } = renderConsole();
    const console_ = await ownerConsole();
    const week = within(console_).getByRole('listitem', { name: '7 days' });
    const input = within(week).getByLabelText('New APR for 7 days, in percent');
    await within(console_).findByText('The contract takes at most 500 %.');
    await user.type(input, '6');
    expect(within(week).getByText('That is the rate now (6 %).')).toBeInTheDocument();
    expect(within(week).getByRole('button', { name: 'Set APR' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '4.5');
    expect(
      within(week).getByText(
        'Stakers will see 4.5 % for 7 days instead of 6 %; open positions keep their rate, and a stake sent at 6 % that lands after this is refused.',
      ),
    ).toBeInTheDocument();
    await press(user, within(week).getByRole('button', { name: 'Set APR' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]!.to.toLowerCase()).toBe(STAKING_ADDRESS);
    expect(decodeFunctionData({ abi: bearStakingAbi, data: sent()[0]!.data })).toMatchObject({
      functionName: 'setTierApr',
      args: [1, 450],
    });
    expect(
      await within(week).findByText('APR of 7 days: Transaction pending…'),
    ).toBeInTheDocument();
    const [record] = store.getState().transactions.byAccount[ACCOUNT.toLowerCase()]!['1']!;
    expect(record).toMatchObject({
      kind: 'stakingAdmin',
      data: { action: 'setTierApr', tier: 1, aprBps: 450 },
      description: 'Set the APR of 7 days to 4.5 %',
      status: 'pending',
    });
  });

  it('behavior: a rate the contract refuses is said without a wallet prompt', async () => {
    startChain({ reverts: { setTierApr: stakingRevert('OwnableUnauthorizedAccount', [ACCOUNT]) } });
    const { user, sent } = renderConsole();
    const console_ = await ownerConsole();
    const year = within(console_).getByRole('listitem', { name: '365 days' });
    await within(console_).findByText('The contract takes at most 500 %.');
    await user.type(within(year).getByLabelText('New APR for 365 days, in percent'), '20');
    await press(user, within(year).getByRole('button', { name: 'Set APR' }));
    expect(
      await within(year).findByText(
        'APR of 365 days: Only the staking contract’s owner can do this, and this account is not its owner.',
      ),
    ).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('behavior: funding sends the exact approval, then fundRewards once the approval is confirmed', async () => {
    startChain();
    const { user, sent, store } = renderConsole();
    const console_ = await ownerConsole();
    const fund = within(console_).getByRole('region', { name: 'Fund the rewards' });
    await user.type(within(fund).getByLabelText('Amount to add'), '1000');
    expect(
      within(fund).getByText(
        'Stakers will see the reward pool at 998,627 BHT (+1,000 BHT): stakes it could not cover may then go through.',
      ),
    ).toBeInTheDocument();
    await press(user, within(fund).getByRole('button', { name: 'Approve and fund' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(decodeFunctionData({ abi: bearTokenAbi, data: sent()[0]!.data })).toMatchObject({
      functionName: 'approve',
      args: [STAKING_ADDRESS, 1_000n * ONE],
    });
    expect(await within(fund).findByText('Approval: Transaction pending…')).toBeInTheDocument();
    // The funding waits for the approval's outcome.
    expect(sent()).toHaveLength(1);
    store.dispatch(transactionConfirmed({ account: ACCOUNT, chainId: 1, hash: hashes[0]! }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(decodeFunctionData({ abi: bearStakingAbi, data: sent()[1]!.data })).toMatchObject({
      functionName: 'fundRewards',
      args: [1_000n * ONE],
    });
    expect(await within(fund).findByText('Funding: Transaction pending…')).toBeInTheDocument();
    const records = store.getState().transactions.byAccount[ACCOUNT.toLowerCase()]!['1']!;
    expect(records.map(({ description, data }) => [description, data.action])).toEqual([
      ['Fund the rewards with 1,000 BHT', 'fundRewards'],
      ['Approve 1,000 BHT for the rewards', 'approveRewards'],
    ]);
  });

  it('behavior: an amount above the wallet’s balance is refused before anything is sent', async () => {
    startChain();
    const { user, sent } = renderConsole();
    const console_ = await ownerConsole();
    const fund = within(console_).getByRole('region', { name: 'Fund the rewards' });
    await user.type(within(fund).getByLabelText('Amount to add'), '5001');
    await press(user, within(fund).getByRole('button', { name: 'Approve and fund' }));
    expect(within(fund).getByRole('alert')).toHaveTextContent(
      'The amount is more than your balance.',
    );
    expect(sent()).toEqual([]);
  });
});
