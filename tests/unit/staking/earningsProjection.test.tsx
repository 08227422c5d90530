import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { accrual } from '@/features/staking/projection';
import { EarningsProjection } from '@/features/staking/components/EarningsProjection';
import type { StakingDashboard } from '@/features/staking/stakingApi';

const DAY = 86_400;
const ONE = 10n ** 18n;
const DASHBOARD = {
  token: {
    address: '0x00000000000000000000000000000000000000b1' as const,
    symbol: 'BHT',
    decimals: 18,
  },
  stats: {
    totalDeposited: '0',
    totalLocked: '0',
    rewardPool: (1_000_000n * ONE).toString(),
    rewardsReserved: '0',
    rewardsFunded: '0',
    rewardsPaid: '0',
    openPositions: '0',
  } as StakingDashboard['stats'],
  tiers: [
    { id: 0, lockDuration: 0, rewardDuration: 365 * DAY, aprBps: 500 },
    { id: 1, lockDuration: 7 * DAY, rewardDuration: 7 * DAY, aprBps: 800 },
    { id: 4, lockDuration: 365 * DAY, rewardDuration: 365 * DAY, aprBps: 2500 },
  ],
};

/** The stake form's part: an amount field and the projection of what it holds. */
function Form() {
  const [text, setText] = useState('');
  const amount = /^\d+$/.test(text) ? BigInt(text) * ONE : null;
  return (
    <>
      <label>
        Amount
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <EarningsProjection dashboard={DASHBOARD} amount={amount} chainNowS={1_800_000_000} />
    </>
  );
}

const rewards = () =>
  within(screen.getByTestId('projection-table'))
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => row.querySelector('[data-reward]')!.getAttribute('data-reward'));

describe('What you will earn', () => {
  it('behavior: without an amount it says what to do; with one, each tier’s reward by the contract’s rule, as the amount changes', async () => {
    const user = userEvent.setup();
    render(<Form />);
    expect(screen.getByText('Type an amount to see what each lock period pays.')).toBeVisible();
    await user.type(screen.getByLabelText('Amount'), '150');
    const expected = (amount: bigint) => [
      accrual(amount, 500, 365 * DAY).toString(),
      accrual(amount, 800, 7 * DAY).toString(),
      accrual(amount, 2500, 365 * DAY).toString(),
    ];
    expect(rewards()).toEqual(expected(150n * ONE));
    // 150 × 25 % over the year.
    expect(rewards()[2]).toBe((375n * ONE) / 10n + '');
    await user.type(screen.getByLabelText('Amount'), '0');
    expect(rewards()).toEqual(expected(1_500n * ONE));
    const bars = screen.getAllByRole('img');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Flexible, 365 days: 75 BHT in rewards at 5 % APR',
      '7 days: 2.301369 BHT in rewards at 8 % APR',
      '365 days: 375 BHT in rewards at 25 % APR',
    ]);
    for (const bar of bars) expect(bar).toHaveAttribute('tabindex', '0');
  });

  it('behavior: the flexible tier follows the chosen horizon', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(screen.getByLabelText('Amount'), '1000');
    await user.selectOptions(screen.getByLabelText('Flexible tier over'), '90 days');
    expect(rewards()[0]).toBe(accrual(1_000n * ONE, 500, 90 * DAY).toString());
    expect(screen.getByRole('img', { name: /^Flexible, 90 days: 12\.328767 BHT/ })).toBeVisible();
  });

  it('behavior: a flexible stake beyond the account’s flexible limit is marked, though the pool could cover it', async () => {
    const user = userEvent.setup();
    const dashboard = {
      ...DASHBOARD,
      stats: {
        ...DASHBOARD.stats,
        flexibleRewardAvailable: (100n * ONE).toString(),
        // The holder's part of the flexible share: 1 000 BHT for a year at 5 % needs 50.
        flexibleRewardAvailableTo: (40n * ONE).toString(),
      },
    };
    render(
      <EarningsProjection dashboard={dashboard} amount={1_000n * ONE} chainNowS={1_800_000_000} />,
    );
    await user.click(screen.getByText('Show the data as a table'));
    const flexible = within(screen.getByTestId('projection-table')).getAllByRole('row')[1]!;
    expect(flexible).toHaveTextContent(
      'beyond what flexible staking can reserve for you now: stake less, or choose a lock period',
    );
    const locked = within(screen.getByTestId('projection-table')).getAllByRole('row')[2]!;
    expect(locked).not.toHaveTextContent('beyond');
    expect(locked).not.toHaveTextContent('cannot cover');
  });
});
