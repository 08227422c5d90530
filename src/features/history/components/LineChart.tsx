import '../messages';
import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { minIndex, ticks } from 'd3-array';
import { curveLinear, curveStepAfter, line } from 'd3-shape';
import {
  CHART_HEIGHT_PX,
  CHART_TIME_TICKS,
  CHART_VALUE_TICKS,
  CHART_WIDTH_PX,
} from '@/config/constants';
import { abbreviateAmount } from '@/features/connection/format';
import { formatList } from '@/i18n/format';
import { directionOf, intlTagOf } from '@/i18n/locales';
import { useLocale } from '@/i18n/useLocale';
import { useT } from '@/i18n/useT';
import { tickDecimal, timeAxisUnit, timeTickLabels } from '../series';
import type { SeriesPoint } from '../types';
import { DataTable } from '@/components/ui/TableHead';

/** Line looks; a line is told by its name too, never by its colour alone. */
export const CHART_TONES = ['primary', 'secondary', 'tertiary', 'quaternary', 'quinary'] as const;

const MARGIN = { top: 12, bottom: 28, axis: 64, end: 16 };
const HOUR_S = 3_600;

function Rule({ x }: { x: number }) {
  return <line x1={x} x2={x} y1={MARGIN.top} y2={CHART_HEIGHT_PX - MARGIN.bottom} />;
}

/** A linear map from `domain` to `range` (d3's scaleLinear without its interpolators). */
function linear([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) {
  const span = d1 - d0 || 1;
  return (value: number) => r0 + ((value - d0) / span) * (r1 - r0);
}

/** A time series as SVG, one tab stop: a slider over its points; then the same as a table. */
export function LineChart(props: {
  title: string;
  series: readonly {
    name: string;
    tone: (typeof CHART_TONES)[number];
    format: (exact: string) => string;
    /** This line's own curve (the chart's otherwise). */
    curve?: 'step' | 'linear';
  }[];
  /** Oldest first. */
  points: readonly SeriesPoint[];
  /** `step`: a value holds until the next point (totals); `linear`: it grows in between. */
  curve?: 'step' | 'linear';
  /** Moments marked across the chart (APR changes). */
  marks?: readonly { timestamp: number; label: string }[];
  /** The time axis runs to here at least; the last values hold until then. */
  until?: number;
  now?: number;
  /** An abbreviated token amount unless given. */
  formatTick?: (value: number) => string;
  /** A point's time in the readout and the table. */
  formatTime: (timestamp: number) => string;
}) {
  const { title, series, points, curve = 'step', marks = [], until, now } = props;
  const formatTick = props.formatTick ?? ((value: number) => abbreviateAmount(tickDecimal(value)));
  const { t } = useT();
  const locale = useLocale();
  const ids = useId();
  const [active, setActive] = useState<number | null>(null);
  // The table's rows exist while it is open: a closed one cost a formatted row per point.
  const [tableOpen, setTableOpen] = useState(false);
  const rtl = directionOf(locale) === 'rtl';
  const [startSide, endSide] = rtl ? (['end', 'start'] as const) : (['start', 'end'] as const);

  if (points.length === 0) {
    return <p className="chart__empty">{t('history.noData')}</p>;
  }

  const first = points[0]!.timestamp;
  const last = Math.max(points.at(-1)!.timestamp, until ?? 0, now ?? 0);
  const [t0, t1] = first === last ? [first - HOUR_S, last + HOUR_S] : [first, last];
  const maxValue = Math.max(0, ...points.flatMap((point) => point.values));
  const valueTicks = ticks(0, maxValue || 1, CHART_VALUE_TICKS);
  const top = Math.max(maxValue, valueTicks.at(-1) ?? 1) || 1;

  const left = rtl ? MARGIN.end : MARGIN.axis;
  const right = CHART_WIDTH_PX - (rtl ? MARGIN.axis : MARGIN.end);
  const x = linear([t0, t1], rtl ? [right, left] : [left, right]);
  const y = linear([0, top], [CHART_HEIGHT_PX - MARGIN.bottom, MARGIN.top]);

  const timeSpan = t1 - t0;
  const timeTicks = Array.from(
    { length: CHART_TIME_TICKS },
    (_, index) => t0 + (timeSpan * index) / (CHART_TIME_TICKS - 1),
  );
  // Days are UTC days (a daily point's midnight stays its own day west of UTC); no label twice.
  const tickLabels = timeTickLabels(timeTicks, intlTagOf(locale));
  const utcDays = timeAxisUnit(timeSpan, CHART_TIME_TICKS) === 'day';

  // A step line's last value holds until the end of the axis.
  const held =
    points.at(-1)!.timestamp < t1 ? [...points, { ...points.at(-1)!, timestamp: t1 }] : points;
  const path = (index: number) => {
    const step = (series[index]?.curve ?? curve) === 'step';
    return (
      line<SeriesPoint>()
        .x((point) => x(point.timestamp))
        .y((point) => y(point.values[index] ?? 0))
        .curve(step ? curveStepAfter : curveLinear)(step ? held : points) ?? ''
    );
  };

  const readout = (index: number) => {
    const point = points[index]!;
    return t('history.chartReadout', {
      time: props.formatTime(point.timestamp),
      values: formatList(
        series.map((one, seriesIndex) =>
          t('history.chartValue', { name: one.name, value: one.format(point.exact[seriesIndex]!) }),
        ),
      ),
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const current = active ?? points.length - 1;
    const step = active === null ? 0 : 1;
    // The arrows follow what is drawn: later is to the left in a right-to-left language.
    const moves: Record<string, number> = {
      [rtl ? 'ArrowLeft' : 'ArrowRight']: current + step,
      [rtl ? 'ArrowRight' : 'ArrowLeft']: current - step,
      Home: 0,
      End: points.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setActive(Math.max(0, Math.min(points.length - 1, target)));
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    const at = ((event.clientX - box.left) / box.width) * CHART_WIDTH_PX;
    setActive(minIndex(points, (point) => Math.abs(x(point.timestamp) - at)));
  };

  const activePoint = active === null ? undefined : points[active];

  return (
    <figure className="chart">
      <div
        className="chart__frame"
        tabIndex={0}
        role="slider"
        aria-label={title}
        aria-orientation="horizontal"
        aria-valuemin={1}
        aria-valuemax={points.length}
        aria-valuenow={(active ?? points.length - 1) + 1}
        aria-valuetext={readout(active ?? points.length - 1)}
        aria-describedby={`${ids}-hint`}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(null)}
      >
        <svg
          className="chart__svg"
          viewBox={`0 0 ${CHART_WIDTH_PX} ${CHART_HEIGHT_PX}`}
          aria-hidden="true"
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
        >
          {valueTicks.map((value) => (
            <g key={value} className="chart__tick">
              <line x1={left} x2={right} y1={y(value)} y2={y(value)} />
              <text x={rtl ? right + 6 : left - 6} y={y(value)} dy="0.32em" textAnchor={endSide}>
                {formatTick(value)}
              </text>
            </g>
          ))}
          {timeTicks.map((time, index) => (
            <text
              key={time}
              className="chart__time"
              x={x(time)}
              y={CHART_HEIGHT_PX - 8}
              textAnchor={
                index === 0 ? startSide : index === timeTicks.length - 1 ? endSide : 'middle'
              }
            >
              {tickLabels[index]}
            </text>
          ))}
          {marks.map((mark) => (
            <g key={`${mark.timestamp}-${mark.label}`} className="chart__mark">
              <Rule x={x(mark.timestamp)} />
              <circle cx={x(mark.timestamp)} cy={MARGIN.top} r={4} />
            </g>
          ))}
          {now !== undefined && now >= t0 && now <= t1 && (
            <g className="chart__now">
              <Rule x={x(now)} />
              <text x={x(now)} y={MARGIN.top} dy="-0.2em" textAnchor="middle">
                {t('history.now')}
              </text>
            </g>
          )}
          {series.map((one, index) => (
            <path
              key={one.name}
              className={`chart__line chart__line--${one.tone}`}
              d={path(index)}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {activePoint && (
            <g className="chart__active">
              <Rule x={x(activePoint.timestamp)} />
              {series.map((one, index) => (
                <circle
                  key={one.name}
                  className={`chart__dot chart__dot--${one.tone}`}
                  cx={x(activePoint.timestamp)}
                  cy={y(activePoint.values[index] ?? 0)}
                  r={5}
                />
              ))}
            </g>
          )}
        </svg>
      </div>
      <figcaption className="chart__caption">
        <ul className="chart__legend">
          {series.map((one) => (
            <li key={one.name} className={`chart__key chart__key--${one.tone}`}>
              {one.name}
            </li>
          ))}
        </ul>
        <p className="chart__readout" aria-hidden="true">
          {active === null ? '' : readout(active)}
        </p>
        {utcDays && <p className="chart__note">{t('history.utcDays')}</p>}
        <p id={`${ids}-hint`} className="visually-hidden">
          {t('history.chartHint')}
        </p>
      </figcaption>
      <details
        className="chart__table"
        onToggle={(event) => setTableOpen(event.currentTarget.open)}
      >
        <summary>{t('history.showTable')}</summary>
        {tableOpen && (
          // A table of many lines (one per tier) scrolls on a narrow screen, not the page.
          <div className="chart__table-scroll">
            <DataTable
              caption={title}
              columns={[t('history.date'), ...series.map((one) => one.name)]}
            >
              {points.map((point, index) => (
                <tr key={`${point.timestamp}-${index}`}>
                  <th scope="row">{props.formatTime(point.timestamp)}</th>
                  {series.map((one, seriesIndex) => (
                    <td key={one.name}>{one.format(point.exact[seriesIndex]!)}</td>
                  ))}
                </tr>
              ))}
            </DataTable>
          </div>
        )}
      </details>
    </figure>
  );
}
