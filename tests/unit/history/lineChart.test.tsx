import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LineChart } from '@/features/history/components/LineChart';
import { timeAxisUnit, timeTickLabels } from '@/features/history/series';
import type { SeriesPoint } from '@/features/history/types';
import { activateLocale } from '@/i18n/runtime';

afterEach(() => activateLocale('en', { remember: false }));

const POINTS: SeriesPoint[] = [1, 5, 3].map((value, index) => ({
  timestamp: 1_800_000_000 + index * 86_400,
  values: [value],
  exact: [String(value)],
}));

function renderChart(points = POINTS) {
  render(
    <LineChart
      title="Bears minted"
      series={[{ name: 'Minted', tone: 'primary', format: (exact) => `${exact} bears` }]}
      points={points}
      marks={[{ timestamp: POINTS[1]!.timestamp, label: 'APR change' }]}
      formatTick={String}
      formatTime={(timestamp) => `day ${(timestamp - 1_800_000_000) / 86_400}`}
    />,
  );
  return screen.getByRole('slider', { name: 'Bears minted' });
}

describe('a line chart', () => {
  it('behavior: one tab stop; the arrow keys, Home and End walk the points, each said as the value text', async () => {
    const user = userEvent.setup();
    const chart = renderChart();
    await user.tab();
    expect(chart).toHaveFocus();
    expect(chart).toHaveAttribute('aria-valuetext', 'day 2: Minted 3 bears');
    await user.keyboard('{Home}');
    expect(chart).toHaveAttribute('aria-valuetext', 'day 0: Minted 1 bears');
    await user.keyboard('{ArrowRight}');
    expect(chart).toHaveAttribute('aria-valuenow', '2');
    expect(chart).toHaveAttribute('aria-valuetext', 'day 1: Minted 5 bears');
    await user.keyboard('{End}{ArrowRight}');
    expect(chart).toHaveAttribute('aria-valuenow', '3');
  });

  it('behavior: in a right-to-left language time runs leftwards, and so does the arrow to a later point', async () => {
    const user = userEvent.setup();
    await act(() => activateLocale('ar', { remember: false }));
    const chart = renderChart();
    const lines = chart.querySelectorAll('path');
    // The first point is drawn at the right edge, the last at the left.
    const start = Number(/^M([\d.]+)/.exec(lines[0]!.getAttribute('d')!)![1]);
    expect(start).toBeGreaterThan(500);
    await user.tab();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(chart).toHaveAttribute('aria-valuenow', '2');
    await user.keyboard('{ArrowRight}');
    expect(chart).toHaveAttribute('aria-valuenow', '1');
  });

  it('behavior: the same points are in a table once it is opened, and nothing is drawn without points', async () => {
    const user = userEvent.setup();
    renderChart();
    // Closed, the table has no rows to build.
    expect(screen.queryByRole('table', { hidden: true })).not.toBeInTheDocument();
    await user.click(screen.getByText('Show the data as a table'));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('cell', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['1 bears', '5 bears', '3 bears']);
    render(
      <LineChart title="Empty" series={[]} points={[]} formatTick={String} formatTime={String} />,
    );
    expect(screen.getByText('Nothing to draw yet.')).toBeInTheDocument();
  });
});

/** The tick labels under the chart, in order (blank ones left out). */
const tickLabels = () =>
  [...document.querySelectorAll('.chart__time')]
    .map((tick) => tick.textContent ?? '')
    .filter((label) => label !== '');

describe('a line chart’s time axis', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('behavior: daily points are labelled as their UTC days, also for a reader west of UTC', () => {
    // A reader in Los Angeles: every date formatted without a zone is that zone's.
    const RealDateTimeFormat = Intl.DateTimeFormat;
    const WestDateTimeFormat = function (
      locales?: string | string[],
      options?: Intl.DateTimeFormatOptions,
    ) {
      return new RealDateTimeFormat(locales, { timeZone: 'America/Los_Angeles', ...options });
    } as unknown as typeof Intl.DateTimeFormat;
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl), { DateTimeFormat: WestDateTimeFormat }),
    );
    // Five UTC days, each point at its day's first second: 2027-01-15 … 2027-01-19.
    const firstDay = Date.UTC(2027, 0, 15) / 1_000;
    const days: SeriesPoint[] = [0, 1, 2, 3, 4].map((index) => ({
      timestamp: firstDay + index * 86_400,
      values: [index],
      exact: [String(index)],
    }));
    renderChart(days);
    const labels = tickLabels();
    expect(labels[0]).toBe('Jan 15');
    expect(labels.at(-1)).toBe('Jan 19');
    expect(screen.getByText('Days on the time axis are UTC days.')).toBeInTheDocument();
  });

  it('behavior: a collection minted within two minutes never shows the same time twice', () => {
    const at = Date.UTC(2027, 0, 15, 22, 2, 0) / 1_000;
    const minted: SeriesPoint[] = [0, 40, 90].map((seconds, index) => ({
      timestamp: at + seconds,
      values: [index + 1],
      exact: [String(index + 1)],
    }));
    renderChart(minted);
    const labels = tickLabels();
    expect(labels.length).toBeGreaterThan(2);
    expect(new Set(labels).size).toBe(labels.length);
    expect(screen.queryByText('Days on the time axis are UTC days.')).not.toBeInTheDocument();
  });

  it('contract: the axis unit follows the span, and a repeated label stays blank', () => {
    expect(timeAxisUnit(3 * 86_400, 5)).toBe('day');
    expect(timeAxisUnit(1.5 * 86_400, 5)).toBe('dayTime');
    expect(timeAxisUnit(3_600, 5)).toBe('minute');
    expect(timeAxisUnit(120, 5)).toBe('second');
    // Three days over five ticks: two ticks fall on the same UTC day.
    const start = Date.UTC(2027, 0, 15) / 1_000;
    const ticks = [0, 0.75, 1.5, 2.25, 3].map((day) => start + day * 86_400);
    expect(timeTickLabels(ticks, 'en-US')).toEqual(['Jan 15', '', 'Jan 16', 'Jan 17', 'Jan 18']);
  });
});
