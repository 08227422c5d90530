import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LineChart } from '@/features/history/components/LineChart';
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

  it('behavior: the same points are in a table, and nothing is drawn without points', () => {
    renderChart();
    const table = screen.getByRole('table', { hidden: true });
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
