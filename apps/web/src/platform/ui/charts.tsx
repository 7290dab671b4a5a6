import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';

/*
 * Small SVG charts drawn by us: a donut, bars and lines, as the dashboards use them. @mantine/charts draws the same
 * with recharts, 114 KB compressed, the largest part of a phone's first screen of `/home`; these are a few KB. Each
 * chart is an image with its name (`role="img"`, `aria-label`), each slice, bar and month says its values in a
 * `<title>` (the tooltip), and the colours are the theme's (`'blue.6'`).
 */

/** A theme colour ('blue.6', 'brand.6', 'gray.4') as its CSS variable. */
export function themeColor(color: string): string {
  const [name, shade] = color.split('.');
  return shade ? `var(--mantine-color-${name}-${shade})` : `var(--mantine-color-${name}-filled)`;
}

const AXIS_TEXT = { fontSize: 12, fill: 'var(--mantine-color-dimmed)' } as const;
const GRID = 'var(--mantine-color-default-border)';
/** About how wide a character of the axes' 12 px text is, to keep labels from running into each other. */
const CHAR_WIDTH = 6.5;

/** The axis' ticks from 0: a round step (1, 2, 2.5 or 5 times a power of ten), about `count` of them, the last ≥ max. */
export function niceTicks(max: number, count = 4, integers = false): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw && (!integers || Number.isInteger(s))) ?? 10 * power;
  const roundStep = integers ? Math.max(1, Math.ceil(step)) : step;
  const top = Math.ceil(max / roundStep) * roundStep;
  const ticks: number[] = [];
  for (let v = 0; v <= top + roundStep / 2; v += roundStep) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

/** A label cut to the characters that fit a width (the whole label stays in the title). */
function fitted(text: string, width: number): string {
  const chars = Math.max(1, Math.floor(width / CHAR_WIDTH));
  return text.length <= chars ? text : `${text.slice(0, Math.max(1, chars - 1))}…`;
}

export interface DonutSlice {
  name: string;
  value: number;
  color: string;
}

/** A point on a circle of radius r around (c, c), at an angle from the top, clockwise. */
function polar(c: number, r: number, angle: number): [number, number] {
  return [c + r * Math.sin(angle), c - r * Math.cos(angle)];
}

/** One slice of the ring, from angle a to b (radians from the top, clockwise), between radii inner and outer. */
function slicePath(c: number, outer: number, inner: number, a: number, b: number): string {
  const large = b - a > Math.PI ? 1 : 0;
  const [x0, y0] = polar(c, outer, a);
  const [x1, y1] = polar(c, outer, b);
  const [x2, y2] = polar(c, inner, b);
  const [x3, y3] = polar(c, inner, a);
  return `M${x0} ${y0}A${outer} ${outer} 0 ${large} 1 ${x1} ${y1}L${x2} ${y2}A${inner} ${inner} 0 ${large} 0 ${x3} ${y3}Z`;
}

/**
 * A ring of slices, one per value, clockwise from the top; `withLabels` writes each value beside its slice,
 * `chartLabel` in the middle. A ring without any value is drawn grey.
 */
export function DonutChart({
  data,
  size,
  thickness,
  chartLabel,
  withLabels = false,
  format = String,
  label,
}: {
  data: readonly DonutSlice[];
  size: number;
  thickness: number;
  chartLabel?: ReactNode;
  withLabels?: boolean;
  format?: (value: number) => string;
  label: string;
}) {
  const margin = withLabels ? 22 : 1;
  const full = size + 2 * margin;
  const c = full / 2;
  const outer = size / 2;
  const inner = outer - thickness;
  const total = data.reduce((sum, slice) => sum + Math.max(0, slice.value), 0);
  let start = 0;
  const slices = data
    .filter((slice) => slice.value > 0)
    .map((slice) => {
      const angle = (2 * Math.PI * slice.value) / total;
      const a = start;
      start += angle;
      return { ...slice, a, b: start };
    });
  return (
    <svg width={full} height={full} viewBox={`0 0 ${full} ${full}`} role="img" aria-label={label} style={{ flexShrink: 0, overflow: 'visible' }}>
      {slices.length === 0 && <circle cx={c} cy={c} r={outer - thickness / 2} fill="none" stroke={themeColor('gray.3')} strokeWidth={thickness} />}
      {slices.map((slice) => (
        <g key={slice.name}>
          <title>{`${slice.name}: ${format(slice.value)}`}</title>
          {slice.b - slice.a >= 2 * Math.PI - 1e-9 ? (
            // A whole ring: two halves (an arc cannot start and end at the same point).
            <>
              <path d={slicePath(c, outer, inner, 0, Math.PI)} fill={themeColor(slice.color)} />
              <path d={slicePath(c, outer, inner, Math.PI, 2 * Math.PI)} fill={themeColor(slice.color)} />
            </>
          ) : (
            <path d={slicePath(c, outer, inner, slice.a, slice.b)} fill={themeColor(slice.color)} stroke="var(--mantine-color-body)" strokeWidth={1} />
          )}
        </g>
      ))}
      {withLabels &&
        slices.map((slice) => {
          // Beside the ring, growing away from it: to the right on the right side, to the left on the left.
          const mid = (slice.a + slice.b) / 2;
          const side = Math.sin(mid);
          const [x, y] = polar(c, outer + (Math.abs(side) < 0.35 ? 10 : 5), mid);
          const anchor = Math.abs(side) < 0.35 ? 'middle' : side > 0 ? 'start' : 'end';
          return (
            <text key={slice.name} x={x} y={y} textAnchor={anchor} dominantBaseline="central" {...AXIS_TEXT} aria-hidden>
              {format(slice.value)}
            </text>
          );
        })}
      {chartLabel !== undefined && (
        <text x={c} y={c} textAnchor="middle" dominantBaseline="central" fontSize={14} fontWeight={500} fill="var(--mantine-color-text)">
          {chartLabel}
        </text>
      )}
    </svg>
  );
}

export interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

/** The chart's frame: the width it has (measured), its height, the y axis' ticks and the plot's box. */
function usePlot(h: number, max: number, yAxisWidth: number, integers: boolean) {
  const { ref, width } = useElementSize<HTMLDivElement>();
  const ticks = niceTicks(max, 4, integers);
  const top = ticks[ticks.length - 1] ?? 1;
  const plot = { left: yAxisWidth, right: Math.max(yAxisWidth + 1, width - 8), top: 8, bottom: h - 24 };
  const y = (v: number) => plot.bottom - ((plot.bottom - plot.top) * v) / top;
  return { ref, width, ticks, plot, y };
}

/** The y axis' grid (dashed lines) and tick labels. */
function YGrid({ ticks, plot, y, format }: { ticks: number[]; plot: { left: number; right: number }; y: (v: number) => number; format: (v: number) => string }) {
  return (
    <g aria-hidden>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={plot.left} x2={plot.right} y1={y(tick)} y2={y(tick)} stroke={GRID} strokeDasharray="5 5" />
          <text x={plot.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="central" {...AXIS_TEXT}>
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The x axis' labels, every `step`-th one when they would not fit side by side. */
function XLabels({ labels, x, band, bottom }: { labels: readonly string[]; x: (i: number) => number; band: number; bottom: number }) {
  const widest = Math.max(...labels.map((l) => l.length)) * CHAR_WIDTH;
  const step = Math.max(1, Math.ceil((Math.min(widest, 90) + 6) / Math.max(band, 1)));
  return (
    <g aria-hidden>
      {labels.map((l, i) =>
        i % step === 0 ? (
          <text key={i} x={x(i)} y={bottom + 16} textAnchor="middle" {...AXIS_TEXT}>
            {fitted(l, band * step - 4)}
          </text>
        ) : null,
      )}
    </g>
  );
}

/** Bars of one series, one per category, from zero. */
export function BarChart({
  h,
  data,
  series,
  format = String,
  label,
}: {
  h: number;
  data: readonly { label: string; value: number }[];
  series: ChartSeries;
  format?: (value: number) => string;
  label: string;
}) {
  const max = Math.max(0, ...data.map((d) => d.value));
  const { ref, width, ticks, plot, y } = usePlot(h, max, 40, true);
  const band = (plot.right - plot.left) / Math.max(1, data.length);
  const x = (i: number) => plot.left + band * (i + 0.5);
  const barWidth = Math.min(48, band * 0.7);
  return (
    <div ref={ref} style={{ width: '100%', height: h }}>
      {width > 0 && (
        <svg width={width} height={h} role="img" aria-label={label}>
          <YGrid ticks={ticks} plot={plot} y={y} format={format} />
          {data.map((d, i) => (
            <rect key={i} x={x(i) - barWidth / 2} y={y(d.value)} width={barWidth} height={Math.max(0, plot.bottom - y(d.value))} rx={4} fill={themeColor(series.color)}>
              <title>{`${d.label} · ${series.label}: ${format(d.value)}`}</title>
            </rect>
          ))}
          <XLabels labels={data.map((d) => d.label)} x={x} band={band} bottom={plot.bottom} />
        </svg>
      )}
    </div>
  );
}

/** Consecutive categories that have a value, as polyline point lists: a category without one is a gap in the line. */
export function lineRuns(values: readonly (number | undefined)[], x: (i: number) => number, y: (v: number) => number): string[] {
  const runs: string[] = [];
  let run: string[] = [];
  values.forEach((v, i) => {
    if (v === undefined) {
      if (run.length) runs.push(run.join(' '));
      run = [];
    } else run.push(`${x(i)},${y(v)}`);
  });
  if (run.length) runs.push(run.join(' '));
  return runs;
}

/**
 * One line per series over the categories (months), with a legend above; each category's values in its title. A
 * category without a series' value (a month before the data begins) is a gap in that line, not a zero.
 */
export function LineChart({
  h,
  data,
  series,
  format = String,
  tickFormat = format,
  yAxisWidth = 48,
  label,
}: {
  h: number;
  data: readonly { label: string; values: Readonly<Record<string, number | undefined>> }[];
  series: readonly ChartSeries[];
  format?: (value: number) => string;
  tickFormat?: (value: number) => string;
  yAxisWidth?: number;
  label: string;
}) {
  const max = Math.max(0, ...data.flatMap((d) => series.map((s) => d.values[s.name] ?? 0)));
  const legend = 28;
  const { ref, width, ticks, plot, y } = usePlot(h - legend, max, yAxisWidth, false);
  const band = (plot.right - plot.left) / Math.max(1, data.length);
  const x = (i: number) => plot.left + band * (i + 0.5);
  return (
    <div style={{ width: '100%', height: h }}>
      <div style={{ display: 'flex', gap: 16, justifyContent: 'flex-end', height: legend, alignItems: 'center', flexWrap: 'wrap' }}>
        {series.map((s) => (
          <span key={s.name} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, fontSize: 'var(--mantine-font-size-sm)' }}>
            <span style={{ width: 12, height: 12, borderRadius: '50%', background: themeColor(s.color) }} />
            {s.label}
          </span>
        ))}
      </div>
      <div ref={ref} style={{ width: '100%', height: h - legend }}>
        {width > 0 && (
          <svg width={width} height={h - legend} role="img" aria-label={label}>
            <YGrid ticks={ticks} plot={plot} y={y} format={tickFormat} />
            {series.map((s) => (
              <g key={s.name} stroke={themeColor(s.color)} fill={themeColor(s.color)}>
                {lineRuns(data.map((d) => d.values[s.name]), x, y).map((points) => (
                  <polyline key={points} points={points} fill="none" strokeWidth={2} strokeLinejoin="round" />
                ))}
                {data.map((d, i) => {
                  const v = d.values[s.name];
                  return v === undefined ? null : <circle key={i} cx={x(i)} cy={y(v)} r={3} />;
                })}
              </g>
            ))}
            {data.map((d, i) => (
              // The month's values in its tooltip: an invisible column over the whole height.
              <rect key={i} x={x(i) - band / 2} y={plot.top} width={band} height={plot.bottom - plot.top} fill="transparent">
                <title>{[d.label, ...series.flatMap((s) => (d.values[s.name] === undefined ? [] : [`${s.label}: ${format(d.values[s.name]!)}`]))].join('\n')}</title>
              </rect>
            ))}
            <XLabels labels={data.map((d) => d.label)} x={x} band={band} bottom={plot.bottom} />
          </svg>
        )}
      </div>
    </div>
  );
}
