import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type * as ContractsModule from '@/config/contracts';
import { RPC_POLLING_INTERVAL_MS } from '@/config/constants';
import { formatDateTime } from '@/features/onchain/format';
import {
  createMockStakingChain,
  createStakingRpcHandlers,
  MOCK_LOCK_S,
  stakingRevert,
  type MockPosition,
  type MockStakingChain,
} from '../../../mocks/staking';
import { server } from '../../../mocks/server';
import { STAKING_ADDRESS, TOKEN_ADDRESS, stakingOnChainOne } from '../../support/deploymentTable';
import { serveMockChain } from '../../support/mockChainServer';
import { renderApp, renderConnected } from '../../support/renderApp';
import { ACCOUNT, connectedState, storeWith } from '../../support/walletState';
import { press } from '../../support/press';

// The contracts live on Ethereum (chain 1, the tests' initial chain) in these tests; a test
// may empty the table to see the page without any deployment.
const deployment = await vi.hoisted(async () => {
  const { stakingOnChainOne } = await import('../../support/deploymentTable');
  return { table: stakingOnChainOne() };
});
vi.mock('@/config/contracts', async (importOriginal) => {
  const { contractsWithTable } = await import('../../support/deploymentTable');
  return contractsWithTable(await importOriginal<typeof ContractsModule>(), deployment);
});

const ONE = 10n ** 18n;
const NOW = 1_800_000_000n;
const DAY = 86_400n;

function position(
  overrides: Partial<MockPosition> & Pick<MockPosition, 'id' | 'tier'>,
): MockPosition {
  const startedAt = overrides.startedAt ?? NOW - DAY;
  const lock = MOCK_LOCK_S[overrides.tier]!;
  const rewardEndsAt = startedAt + (overrides.tier === 0 ? 365n * DAY : lock);
  return {
    aprBps: 1200,
    amount: 1_000n * ONE,
    startedAt,
    // A flexible position is held one day (FLEXIBLE_MIN_HOLD).
    unlocksAt: startedAt + (overrides.tier === 0 ? DAY : lock),
    rewardEndsAt,
    reward: 0n,
    claimed: 0n,
    claimable: 0n,
    ...overrides,
  };
}

let chain: MockStakingChain;

function startChain(overrides: Partial<MockStakingChain> = {}) {
  chain = createMockStakingChain({
    stakingAddress: STAKING_ADDRESS,
    tokenAddress: TOKEN_ADDRESS,
    timestamp: NOW,
    ...overrides,
  });
  server.use(...createStakingRpcHandlers(chain));
}

const section = () => screen.getByRole('region', { name: 'Stake and earn' });

const renderSection = (chain?: { id: number; unsupported: boolean }) =>
  renderConnected('/', connectedState(chain ? { chain } : {}));

describe('staking section (MSW-mocked chain)', () => {
  serveMockChain();
  beforeAll(async () => {
    // The section and the account's panels are lazy chunks: transform them once here, so the
    // first test's findBy waits measure the page, not the module transform on a busy machine.
    await import('@/features/staking/components/StakingSection');
    await import('@/features/staking/components/accountPanels');
  }, 60_000);
  beforeEach(() => {
    deployment.table = stakingOnChainOne();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('behavior: a visitor sees the chain stats and a Connect Wallet call to action', async () => {
    startChain();
    const { user, store } = renderApp('/');
    await screen.findByRole('region', { name: 'Stake and earn' });
    expect(await within(section()).findByText('48,000 BHT')).toBeInTheDocument();
    expect(within(section()).getByText('43,000 BHT')).toBeInTheDocument();
    expect(within(section()).getByText('997,627 BHT')).toBeInTheDocument();
    expect(within(section()).getByText('25 %')).toBeInTheDocument();
    expect(store.getState().hub.totalDeposited).toBe((48_000n * ONE).toString());
    expect(store.getState().hub.totalLock).toBe((43_000n * ONE).toString());
    expect(screen.queryByRole('heading', { name: 'Your position' })).not.toBeInTheDocument();
    await press(user, within(section()).getByRole('button', { name: 'Connect Wallet' }));
    expect(store.getState().modals.open).toBe('connect');
  });

  it('behavior: connected, the position, the form and the staking list come from one read', async () => {
    startChain({
      accounts: {
        [ACCOUNT.toLowerCase()]: {
          balance: 500n * ONE,
          allowance: 0n,
          positions: [
            position({ id: 6n, tier: 1, claimable: 2n * ONE }),
            position({ id: 7n, tier: 0, amount: 250n * ONE, claimable: ONE }),
          ],
        },
      },
    });
    // Enough ETH for the claim's and the unstake's fees (their buttons are disabled otherwise).
    chain.rpc.balances[ACCOUNT.toLowerCase()] = ONE;
    const renderedAt = performance.now();
    const { store } = renderSection();
    const locked = await screen.findByRole('listitem', { name: 'Position #6' });
    // Counted as the list appears. On a loaded machine the list may take longer than a polling
    // interval to appear, and each interval reads again: allowed, and nothing else.
    const readsWhenShown = chain.dashboardReads;
    const pollsSinceRender = Math.floor((performance.now() - renderedAt) / RPC_POLLING_INTERVAL_MS);
    // The form is a panel of its own (loaded on demand): it may show a moment after the list.
    expect(await within(section()).findByText('500 BHT')).toBeInTheDocument();
    const flexible = screen.getByRole('listitem', { name: 'Position #7' });
    expect(within(locked).getByText('1,000 BHT')).toBeInTheDocument();
    expect(within(locked).getByText(/7 days/)).toBeInTheDocument();
    expect(within(locked).getByText(formatDateTime(Number(NOW - DAY)))).toBeInTheDocument();
    // Six days from the chain's clock, which runs on from the read: a second later it is 5d 23h….
    expect(within(locked).getByText(/\(in (6d 0h 0m 0s|5d 23h 59m \d+s)\)/)).toBeInTheDocument();
    expect(within(locked).getByRole('button', { name: 'Unstake' })).toBeDisabled();
    // Held one day from NOW - DAY: unstakable now; rewards accrue for 365 days.
    expect(within(flexible).getByText(formatDateTime(Number(NOW)))).toBeInTheDocument();
    await waitFor(() =>
      expect(within(flexible).getByRole('button', { name: 'Unstake' })).toBeEnabled(),
    );
    expect(within(flexible).getByText('Rewards until')).toBeInTheDocument();
    expect(
      within(flexible).getByText(formatDateTime(Number(NOW - DAY + 365n * DAY))),
    ).toBeInTheDocument();
    // A locked position's rewards end at its unlock: no separate line.
    expect(within(locked).queryByText('Rewards until')).not.toBeInTheDocument();
    expect(store.getState().hub.stakingList.map((item) => item.id)).toEqual(['6', '7']);
    expect(store.getState().hub.reward).toBe((3n * ONE).toString());
    // One dashboard read fed everything (stats, list, balance), plus one per polling interval
    // that passed before the list showed (none on an idle machine).
    expect(readsWhenShown).toBeGreaterThanOrEqual(1);
    expect(readsWhenShown).toBeLessThanOrEqual(1 + pollsSinceRender);
  });

  it('behavior: claimable rewards grow locally between reads and stop at the reward end', async () => {
    const startedAt = NOW - DAY;
    startChain({
      accounts: {
        [ACCOUNT.toLowerCase()]: {
          balance: 0n,
          allowance: 0n,
          // 36 500 BHT at 10 % for a 7-day lock: 10 BHT a day, 70 BHT at the end.
          positions: [
            position({
              id: 6n,
              tier: 1,
              aprBps: 1000,
              amount: 36_500n * ONE,
              startedAt,
              claimable: 10n * ONE,
            }),
          ],
        },
      },
    });
    let nowMs = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => nowMs);
    renderSection();
    const total = await screen.findByTestId('claimable-total');
    await waitFor(() => expect(total).toHaveTextContent('10 BHT'));
    const reads = chain.dashboardReads;
    const countedAt = performance.now();
    nowMs += 2 * 86_400_000;
    await waitFor(() => expect(total).toHaveTextContent('30 BHT'), { timeout: 2_000 });
    nowMs += 30 * 86_400_000;
    await waitFor(() => expect(total).toHaveTextContent('70 BHT'), { timeout: 2_000 });
    // No read in between (the chain's answer stays 10 BHT); a polling interval that passed on a
    // loaded machine may read once more.
    const polls = Math.floor((performance.now() - countedAt) / RPC_POLLING_INTERVAL_MS);
    expect(chain.dashboardReads).toBeLessThanOrEqual(reads + polls);
  });

  it('behavior: a wrong network says so and offers to switch, stats stay visible', async () => {
    startChain();
    const { user, store } = renderSection({ id: 250, unsupported: true });
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent('Wrong network detected, switch or disconnect to continue.');
    expect(await within(section()).findByText('48,000 BHT')).toBeInTheDocument();
    await press(user, within(alert).getByRole('button', { name: 'Switch network' }));
    expect(store.getState().modals.open).toBe('chain');
  });

  it('behavior: a chain without the contract lists the chains that have it', async () => {
    startChain();
    const { store, dispatched } = storeWith({
      connection: connectedState({ chain: { id: 137, unsupported: false } }),
    });
    const { user } = renderApp('/', store);
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent('Staking is not available on Polygon.');
    await press(user, within(alert).getByRole('button', { name: 'Switch to Ethereum' }));
    expect(dispatched).toContainEqual({
      type: 'connection/switchChainRequested',
      payload: { chainId: 1 },
    });
  });

  it('behavior: without any deployment the page says staking is not available yet', async () => {
    deployment.table = {};
    startChain();
    renderApp('/');
    expect(
      await within(await screen.findByRole('region', { name: 'Stake and earn' })).findByText(
        'Staking is not available on any network this hub offers yet.',
      ),
    ).toBeInTheDocument();
    expect(within(section()).queryByRole('heading', { name: 'Pool' })).not.toBeInTheDocument();
  });

  it('behavior: an RPC failure shows a message and Retry reads again', async () => {
    startChain();
    chain.rpc.failWithStatus = 503;
    const { user } = renderApp('/');
    const alert = await within(
      await screen.findByRole('region', { name: 'Stake and earn' }),
    ).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not read the staking contract. Check your connection and retry.',
    );
    chain.rpc.failWithStatus = undefined;
    await press(user, within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(section()).findByText('48,000 BHT')).toBeInTheDocument();
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('behavior: a refused unstake shows the decoded reason without a wallet prompt', async () => {
    startChain({
      accounts: {
        [ACCOUNT.toLowerCase()]: {
          balance: 0n,
          allowance: 0n,
          positions: [position({ id: 7n, tier: 0 })],
        },
      },
      reverts: { unstake: stakingRevert('StillLocked', [NOW + DAY]) },
    });
    // Enough of the native coin for the network fees the row shows.
    chain.rpc.balances[ACCOUNT.toLowerCase()] = ONE;
    const { user } = renderSection();
    const row = await screen.findByRole('listitem', { name: 'Position #7' });
    await press(user, within(row).getByRole('button', { name: 'Unstake' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      `Unstake: This position is still locked until ${formatDateTime(Number(NOW + DAY))}.`,
    );
    expect(chain.rpc.received).not.toContain('eth_sendTransaction');
  });
});

describe('stake form (MSW-mocked chain)', () => {
  serveMockChain();

  const BALANCE = 1_234_567_890_123_456_789_012n;

  async function renderForm() {
    startChain({
      accounts: {
        [ACCOUNT.toLowerCase()]: { balance: BALANCE, allowance: 20n * ONE, positions: [] },
      },
    });
    // Enough of the native coin for any network fee.
    chain.rpc.balances[ACCOUNT.toLowerCase()] = ONE;
    const view = renderSection();
    const input = await screen.findByLabelText('Amount to stake');
    return { ...view, input, form: screen.getByRole('region', { name: 'Stake' }) };
  }

  it.each([
    ['-1', 'The amount cannot be negative.'],
    ['1e3', 'Write the amount in plain digits, without exponent notation.'],
    ['0.0000000000000000001', 'This token has at most 18 decimals.'],
    ['abc', 'Enter a number, for example 12.5.'],
    ['0', 'Enter an amount greater than zero.'],
    ['1235', 'The amount is more than your balance.'],
  ])('behavior: typing %j shows %j', async (text, message) => {
    const { user, input, form } = await renderForm();
    await user.type(input, text);
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('behavior: an empty amount asks for one on submit', async () => {
    const { user, form } = await renderForm();
    await press(user, within(form).getByRole('button', { name: 'Stake' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter an amount.');
  });

  it('behavior: trimmed text with a comma is accepted; the button says whether an approval comes', async () => {
    const { user, input, form } = await renderForm();
    await user.type(input, ' 12,5 ');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Stake' })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '25');
    // A permit signature by default; the classic approval stays a choice.
    expect(within(form).getByRole('button', { name: 'Sign and stake' })).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: /Classic approval/ }));
    expect(within(form).getByRole('button', { name: 'Approve and stake' })).toBeInTheDocument();
  });

  it('behavior: Max fills in exactly the balance', async () => {
    const { user, input, form } = await renderForm();
    await press(user, within(form).getByRole('button', { name: 'Max' }));
    expect(input).toHaveValue('1234.567890123456789012');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('behavior: the tier picker shows each APR and the unlock date of the chosen lock', async () => {
    const { user, form } = await renderForm();
    expect(within(form).getByRole('radio', { name: /Flexible.*3 % APR/ })).toBeChecked();
    expect(within(form).getByTestId('unlock-date').textContent).toMatch(
      /^No lock: unstake from .+ \(one-day minimum hold\); rewards accrue until .+\.$/,
    );
    await user.click(within(form).getByRole('radio', { name: /30 days.*12 % APR/ }));
    expect(within(form).getByTestId('unlock-date').textContent).toMatch(/^Unlocks on /);
    const shown = within(form).getByTestId('unlock-date').textContent ?? '';
    // Chain time (not local time) plus 30 days, to the minute.
    const candidates = [0, 1, 2].map(
      (extra) => `Unlocks on ${formatDateTime(Number(NOW + 30n * DAY) + extra)}`,
    );
    expect(candidates).toContain(shown);
  });

  it('behavior: the stake carries the APR the page showed, and an APR cut mined first reads as a sentence with the new rate', async () => {
    startChain({
      accounts: {
        [ACCOUNT.toLowerCase()]: { balance: BALANCE, allowance: 20n * ONE, positions: [] },
      },
      reverts: { stake: stakingRevert('AprChanged', [1_000, 2_500]) },
    });
    const { user } = renderSection();
    const input = await screen.findByLabelText('Amount to stake');
    const form = screen.getByRole('region', { name: 'Stake' });
    await user.type(input, '10');
    await user.click(within(form).getByRole('radio', { name: /365 days.*25 % APR/ }));
    await press(user, within(form).getByRole('button', { name: 'Stake' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Stake: The APR of this lock period changed to 10 % before your stake went through. Nothing was staked: check the new rate and stake again.',
    );
    expect(chain.calls.filter(({ functionName }) => functionName === 'stake')).toContainEqual({
      functionName: 'stake',
      args: [10n * ONE, 4, 2_500],
    });
    expect(chain.rpc.received).not.toContain('eth_sendTransaction');
  });

  it('behavior: the estimated network fee is shown before signing: approval plus the stake bound, or the stake alone', async () => {
    startChain({
      accounts: {
        [ACCOUNT.toLowerCase()]: { balance: BALANCE, allowance: 20n * ONE, positions: [] },
      },
    });
    chain.rpc.gasPrice = 2_000_000_000n;
    chain.rpc.gasEstimate = 150_000n;
    chain.rpc.balances[ACCOUNT.toLowerCase()] = ONE;
    const { user } = renderSection();
    const input = await screen.findByLabelText('Amount to stake');
    const form = screen.getByRole('region', { name: 'Stake' });
    expect(within(form).queryByTestId('network-fee')).not.toBeInTheDocument();
    await user.type(input, '10');
    // 150,000 gas × 2 gwei.
    expect(await within(form).findByText('Network fee: ~0.0003 ETH')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '25');
    // With a permit: stakeWithPermit counted at its 380,000 bound.
    expect(await within(form).findByText('Network fee: ~0.00076 ETH')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Sign and stake' })).toBeEnabled();
    await user.click(within(form).getByRole('radio', { name: /Classic approval/ }));
    // The approval's 150,000 plus the 320,000 counted for the stake that follows it.
    expect(await within(form).findByText('Network fee: ~0.00094 ETH')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Approve and stake' })).toBeEnabled();
  });

  it('behavior: a native balance below the network fee reads Insufficient balance and nothing is sent', async () => {
    startChain({
      accounts: {
        [ACCOUNT.toLowerCase()]: { balance: BALANCE, allowance: 20n * ONE, positions: [] },
      },
    });
    chain.rpc.gasPrice = 2_000_000_000n;
    chain.rpc.gasEstimate = 150_000n;
    // 0.0002 ETH: less than the 0.0003 ETH the stake costs.
    chain.rpc.balances[ACCOUNT.toLowerCase()] = 200_000_000_000_000n;
    const { user } = renderSection();
    const input = await screen.findByLabelText('Amount to stake');
    const form = screen.getByRole('region', { name: 'Stake' });
    await user.type(input, '10');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Insufficient balance: your ETH does not cover the network fee.',
    );
    expect(within(form).getByRole('button', { name: 'Stake' })).toBeDisabled();
    expect(chain.rpc.received).not.toContain('eth_sendTransaction');
  });

  it('behavior: a stake the node cannot estimate says so instead of showing a fee', async () => {
    startChain({
      accounts: {
        [ACCOUNT.toLowerCase()]: { balance: BALANCE, allowance: 20n * ONE, positions: [] },
      },
      reverts: { stake: stakingRevert('RewardPoolTooSmall', [0n, 1n]) },
    });
    chain.rpc.balances[ACCOUNT.toLowerCase()] = ONE;
    const { user } = renderSection();
    const input = await screen.findByLabelText('Amount to stake');
    await user.type(input, '10');
    expect(
      await within(screen.getByRole('region', { name: 'Stake' })).findByText(
        'Network fee: could not be estimated.',
      ),
    ).toBeInTheDocument();
  });
});
