import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { activityRows } from '@/features/history/activity';
import { activityCsv } from '@/features/history/csv';
import { StakingHistory } from '@/features/history/components/StakingHistory';
import { StakingHistory as LazyStakingHistory } from '@/features/history/components/LazyHistory';
import { historyApi } from '@/features/history/historyApi';
import type { StakingDashboard } from '@/features/staking/stakingApi';
import { server } from '../../../mocks/server';
import {
  ACCOUNT,
  ACTIVITY,
  INDEXER_URL,
  indexerHandlers,
  indexerState,
  type IndexerState,
} from './indexerMock';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ONE = 10n ** 18n;
const DAY = 86_400;
const NOW = 1_800_000_500;

// Cast: the fields these parts read (a dashboard read has more).
const DASHBOARD = {
  chainId: 31337,
  account: ACCOUNT,
  stakingAddress: '0x00000000000000000000000000000000000000b2',
  timestamp: NOW,
  token: { address: '0x00000000000000000000000000000000000000b1', symbol: 'BHT', decimals: 18 },
  stats: {
    totalDeposited: (1_000n * ONE).toString(),
    totalLocked: (600n * ONE).toString(),
    rewardPool: (10_000n * ONE).toString(),
    rewardsReserved: '0',
    rewardsFunded: '0',
    rewardsPaid: '0',
    openPositions: '1',
  } as StakingDashboard['stats'],
  tiers: [
    { id: 0, lockDuration: 0, rewardDuration: 365 * DAY, aprBps: 500 },
    { id: 1, lockDuration: 7 * DAY, rewardDuration: 7 * DAY, aprBps: 900 },
  ],
  positions: [
    {
      id: '9',
      amount: (100n * ONE).toString(),
      tier: 1,
      aprBps: 900,
      startedAt: NOW - DAY,
      unlocksAt: NOW + 6 * DAY,
      rewardEndsAt: NOW + 6 * DAY,
      claimed: '0',
      claimable: '0',
    },
  ],
  claimable: '0',
  balance: '0',
  allowance: '0',
} as unknown as StakingDashboard;

function renderHistory(
  state: IndexerState,
  props: Partial<{ ready: boolean }> = {},
  overrides: Parameters<typeof server.use> = [],
) {
  server.use(...overrides, ...indexerHandlers(state));
  const store = createAppStore();
  render(
    <Provider store={store}>
      <StakingHistory
        indexerUrl={INDEXER_URL}
        dashboard={DASHBOARD}
        ready={props.ready ?? true}
        chainNowS={NOW}
      />
    </Provider>,
  );
  return store;
}

describe('the staking section’s history', () => {
  it('behavior: your activity lists the stake, the claim, the unstake and the mint with amounts and short hashes', async () => {
    renderHistory(indexerState());
    const activity = await screen.findByRole('region', { name: 'Your activity' });
    const rows = await within(activity).findAllByRole('row');
    expect(rows.slice(1).map((row) => row.getAttribute('data-kind'))).toEqual([
      'mint',
      'unstake',
      'claim',
      'stake',
    ]);
    expect(rows[1]).toHaveTextContent('2 bears');
    expect(rows[1]).toHaveTextContent('Bears #7 and #8');
    // The unstake's own reward is on its row, not again as a claim.
    expect(rows[2]).toHaveTextContent('42 BHT and 0.1 BHT in rewards');
    expect(rows[3]).toHaveTextContent('0.25 BHT');
    expect(rows[4]).toHaveTextContent('42 BHT');
    expect(rows[4]).toHaveTextContent('Position #6, Flexible, 5 % APR');
    // Localhost has no explorer: the hash is short, with a copy button; never 66 characters.
    expect(within(rows[4]!).getByText('0x0000…000b')).toBeInTheDocument();
    expect(
      within(rows[4]!).getByRole('button', { name: 'Copy the transaction hash' }),
    ).toBeVisible();
    expect(activity.textContent).not.toMatch(/0x[0-9a-f]{64}/);
  });

  it('behavior: Export as CSV downloads every row of the activity, the same rows as the table', async () => {
    const user = userEvent.setup();
    renderHistory(indexerState());
    const activity = await screen.findByRole('region', { name: 'Your activity' });
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(await within(activity).findByRole('button', { name: 'Export as CSV' }));
    await within(activity).findByText(/^Saved 4 rows to bear-hub-activity-0xf39f/);
    expect(click).toHaveBeenCalledOnce();
    expect(await blobs[0]!.text()).toBe(activityCsv(activityRows(ACTIVITY), DASHBOARD.token));
  });

  it('behavior: with the indexer down, a readable message and Retry; Retry shows the history once it answers', async () => {
    const user = userEvent.setup();
    const state = indexerState({ down: true });
    renderHistory(state);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The history service is not answering. Everything else on the page works; retry in a moment.',
    );
    state.down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Your activity' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('behavior: a failing read of one part shows its message and Retry in that part only', async () => {
    const user = userEvent.setup();
    const { http, HttpResponse } = await import('msw');
    let failures = 1;
    renderHistory(indexerState(), {}, [
      http.get(`${INDEXER_URL}/pool/series`, () =>
        failures-- > 0
          ? HttpResponse.json({ error: { code: 'x', message: 'boom' } }, { status: 500 })
          : undefined,
      ),
    ]);
    const pool = await screen.findByRole('region', { name: 'The pool over time' });
    const alert = await within(pool).findByRole('alert');
    expect(alert).toHaveTextContent('The history service could not answer. Retry in a moment.');
    expect(await screen.findByRole('region', { name: 'Your activity' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(pool).findByRole('slider', { name: 'The pool over time' })).toBeVisible();
  });

  it('behavior: the pool chart draws the indexer’s points and its table holds them', async () => {
    renderHistory(indexerState(), { ready: false });
    const pool = await screen.findByRole('region', { name: 'The pool over time' });
    const chart = await within(pool).findByRole('slider', { name: 'The pool over time' });
    expect(chart).toHaveAttribute('aria-valuemax', '3');
    await userEvent.setup().click(within(pool).getByText('Show the data as a table'));
    const table = await within(pool).findByRole('table');
    const cells = within(table)
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['1,000 BHT', '600 BHT'],
      ['1,042 BHT', '600 BHT'],
      ['1,000 BHT', '600 BHT'],
    ]);
    // A visitor sees the pool and the APRs only.
    expect(screen.queryByRole('region', { name: 'Your activity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your rewards' })).not.toBeInTheDocument();
  });

  it('behavior: each lock period’s APR over time is a line per tier, its table holds every setting, and the changes are listed in words', async () => {
    const state = indexerState();
    renderHistory(state, { ready: false });
    const card = await screen.findByRole('region', { name: 'APR by lock period over time' });
    const chart = await within(card).findByRole('slider', { name: 'APR by lock period over time' });
    // The deployment's settings (one block) and the change: two points.
    expect(chart).toHaveAttribute('aria-valuemax', '2');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Flexible');
    await userEvent.setup().click(within(card).getByText('Show the data as a table'));
    const table = await within(card).findByRole('table');
    const header = within(table).getAllByRole('columnheader', { hidden: true });
    expect(header.map((cell) => cell.textContent)).toEqual(['Date', 'Flexible', '7 days']);
    const cells = within(table)
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['5 %', '8 %'],
      ['5 %', '9 %'],
    ]);
    expect(within(card).getByRole('list', { name: 'APR changes' })).toHaveTextContent(
      '7 days from 8 % to 9 %',
    );
    // The pool's chart and the APRs' come from one read.
    await screen.findByRole('slider', { name: 'The pool over time' });
    expect(state.requests.filter((path) => path.startsWith('/pool/apr-changes'))).toHaveLength(1);
  });

  it('behavior: your rewards: earned so far (open and closed positions) and claimed so far, and what your positions accrued each UTC day', async () => {
    renderHistory(indexerState());
    const card = await screen.findByRole('region', { name: 'Your rewards' });
    // Closed: 0.35 BHT earned and paid; open: 100 BHT at 9 % for a day less 20 s (the minute).
    expect(await within(card).findByText('0.374651 BHT')).toBeInTheDocument();
    expect(within(card).getByText('Earned so far').nextElementSibling).toHaveTextContent(
      '0.374651 BHT',
    );
    expect(within(card).getByText('Claimed so far').nextElementSibling).toHaveTextContent(
      '0.35 BHT',
    );
    const chart = within(card).getByRole('slider', { name: 'Your rewards per day' });
    await userEvent.setup().click(within(card).getByText('Show the data as a table'));
    const rows = within(within(card).getByRole('table'))
      .getAllByRole('row', { hidden: true })
      .slice(1);
    // From the closed position's first day (Nov 15) to today (Jan 15), one row a day.
    expect(rows).toHaveLength(62);
    expect(chart).toHaveAttribute('aria-valuemax', '62');
    expect(rows[0]!.querySelector('th')).toHaveTextContent('Nov 15');
    expect(rows.at(-1)!.querySelector('th')).toHaveTextContent('Jan 15');
    // 42 BHT at 5 %: 0.005753 BHT a whole day.
    expect(rows[1]!.querySelector('td')).toHaveTextContent('0.005753 BHT');
  });

  it('behavior: a closed position shows in your position over time, to its close, which paid the rest', async () => {
    const user = userEvent.setup();
    renderHistory(indexerState());
    const card = await screen.findByRole('region', { name: 'Your position over time' });
    const picker = await within(card).findByRole('combobox', { name: 'Position' });
    expect(within(picker).getByRole('group', { name: 'Open' })).toHaveTextContent('Position #9');
    expect(within(picker).getByRole('group', { name: 'Closed' })).toHaveTextContent(
      'Position #6: 42 BHT, Flexible',
    );
    await user.selectOptions(picker, '6');
    expect(card).toHaveTextContent('it earned 0.35 BHT, all of it paid to you.');
    await user.click(within(card).getByText('Show the data as a table'));
    const rows = within(within(card).getByRole('table'))
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => [
        row.querySelector('th')!.textContent,
        ...[...row.querySelectorAll('td')].map((cell) => cell.textContent),
      ]);
    expect(rows.map(([moment]) => moment!.split(' · ')[0])).toEqual(['Staked', 'Claim', 'Closed']);
    expect(rows.at(-1)!.slice(1)).toEqual(['0.35 BHT', '0.35 BHT']);
    expect(rows[1]!.slice(2)).toEqual(['0.25 BHT']);
  });

  it('behavior: the position chart shows what a position accrued and will accrue until it unlocks', async () => {
    renderHistory(indexerState());
    const card = await screen.findByRole('region', { name: 'Your position over time' });
    // 100 BHT at 9 % for one day, then for the whole week.
    expect(card).toHaveTextContent('Accrued so far: 0.024657 BHT of 0.172602 BHT until');
    expect(within(card).getByRole('slider', { name: 'Your position over time' })).toHaveAttribute(
      'aria-valuemax',
      '3',
    );
  });

  it('behavior: an indexer of another chain shows no history for this one', async () => {
    const state = indexerState({ chainId: 1 });
    renderHistory(state);
    const changes = `/changes?account=${ACCOUNT}`;
    await waitFor(() => expect(state.requests).toContain(changes));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(state.requests).toEqual([changes]);
  });

  it('behavior: a new indexed block reads again only the part whose data changed in it', async () => {
    const state = indexerState();
    const store = renderHistory(state);
    await screen.findByRole('region', { name: 'Your activity' });
    const pool = await screen.findByRole('region', { name: 'The pool over time' });
    await within(pool).findByRole('slider', { name: 'The pool over time' });
    const reads = (path: string) =>
      state.requests.filter((request) => request.startsWith(path)).length;
    await within(await screen.findByRole('region', { name: 'Your rewards' })).findByText(
      'Earned so far',
    );
    expect([reads('/pool/series'), reads('/activity/'), reads('/rewards/')]).toEqual([1, 1, 1]);
    const changesRead = () =>
      store.dispatch(
        historyApi.endpoints.getIndexerChanges.initiate(
          { baseUrl: INDEXER_URL, account: ACCOUNT },
          { subscribe: false, forceRefetch: true },
        ),
      );

    // Blocks without staking events or activity of the account: nothing else is read.
    state.block = 21;
    await act(changesRead);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect([reads('/pool/series'), reads('/pool/apr-changes'), reads('/activity/')]).toEqual([
      1, 1, 1,
    ]);

    // A stake by someone else: the pool is read again, the account's activity is not.
    state.block = 22;
    state.staking = 22;
    await act(changesRead);
    await waitFor(() => expect(reads('/pool/series')).toBe(2));
    expect([reads('/activity/'), reads('/rewards/'), reads('/positions/')]).toEqual([1, 1, 1]);

    // The account acts: its activity is read again.
    state.block = 23;
    state.activity = [{ ...ACTIVITY[0]!, id: '23.0', blockNumber: 23 }, ...ACTIVITY];
    await act(changesRead);
    await waitFor(() => expect(reads('/activity/')).toBe(2));
    await waitFor(() => expect([reads('/rewards/'), reads('/positions/')]).toEqual([2, 2]));
    expect(reads('/pool/series')).toBe(2);
  });

  it('behavior: while the indexer is behind the page’s chain read, /changes is asked again each second until it has caught up, then no more', async () => {
    // The indexer at block 20, two seconds behind the block the page's chain read came from.
    const state = indexerState({ timestamp: NOW - 2 });
    renderHistory(state, { ready: false });
    const pool = await screen.findByRole('region', { name: 'The pool over time' });
    await within(pool).findByRole('slider', { name: 'The pool over time' });
    const changesReads = () => state.requests.filter((path) => path === '/changes').length;
    const seriesReads = () =>
      state.requests.filter((path) => path.startsWith('/pool/series')).length;
    await waitFor(() => expect(changesReads()).toBeGreaterThanOrEqual(3), { timeout: 4_000 });
    expect(seriesReads()).toBe(1);
    // The indexer reaches the page's block, with a stake in it.
    state.block = 21;
    state.timestamp = NOW;
    state.staking = 21;
    await waitFor(() => expect(seriesReads()).toBe(2), { timeout: 3_000 });
    const settled = changesReads();
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_000)));
    expect(changesReads()).toBe(settled);
  }, 15_000);

  it('behavior: caught up with the page’s chain read, /changes is not asked again', async () => {
    const state = indexerState();
    renderHistory(state, { ready: false });
    const pool = await screen.findByRole('region', { name: 'The pool over time' });
    await within(pool).findByRole('slider', { name: 'The pool over time' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_500)));
    expect(state.requests.filter((path) => path === '/changes')).toHaveLength(1);
  }, 10_000);

  it('behavior: without an indexer URL in the build, the history is absent and nothing is asked', () => {
    const state = indexerState();
    server.use(...indexerHandlers(state));
    const { container } = render(
      <Provider store={createAppStore()}>
        <LazyStakingHistory dashboard={DASHBOARD} ready chainNowS={NOW} />
      </Provider>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(state.requests).toEqual([]);
  });
});
