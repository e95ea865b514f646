import { Group } from "@visx/group";
import { scaleBand, scaleLinear, scalePoint } from "@visx/scale";
import { Bar, LinePath } from "@visx/shape";

// The report's charts, drawn as SVG on the server (visx, decision 0013):
// fixed coordinates in a viewBox that scales with the page, no animation,
// nothing measured in the browser, so the first HTML already shows them.
// They are pictures of the table that follows each one (aria-hidden there):
// the numbers are read from the table.

const WIDTH = 720;
const HEIGHT = 260;
const SERIES_COLORS = ["var(--color-primary)", "var(--color-accent)", "var(--color-muted)"];
const TICK_LABEL = { fill: "var(--color-ink)", fontSize: 12, fontFamily: "inherit" } as const;

export interface Series {
  label: string;
  values: number[];
}

function niceMax(values: number[]): number {
  return Math.max(1, ...values);
}

/** Counts over the days, one line per series, with a legend; days on the x axis, at most 8 labels. */
export function LinesChart({
  days,
  series,
  dayLabel,
  countLabel,
}: {
  days: string[];
  series: Series[];
  dayLabel: (day: string) => string;
  countLabel: (count: number) => string;
}) {
  const margin = { top: 16, right: 16, bottom: 36, left: 56 };
  const innerWidth = WIDTH - margin.left - margin.right;
  const innerHeight = HEIGHT - margin.top - margin.bottom;
  const x = scalePoint<string>({ domain: days, range: [0, innerWidth] });
  const y = scaleLinear<number>({
    domain: [0, niceMax(series.flatMap((s) => s.values))],
    range: [innerHeight, 0],
    nice: true,
  });
  const step = Math.max(1, Math.ceil(days.length / 8));
  const ticks = days.filter((_, index) => index % step === 0);
  return (
    <div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        <Group left={margin.left} top={margin.top}>
          <line x1={0} x2={0} y1={0} y2={innerHeight} stroke="var(--color-line)" />
          <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} stroke="var(--color-line)" />
          {y
            .ticks(5)
            .filter(Number.isInteger)
            .map((tick) => (
              <g key={tick} transform={`translate(0, ${y(tick)})`}>
                <line
                  x1={-4}
                  x2={innerWidth}
                  stroke="var(--color-line)"
                  strokeDasharray={tick === 0 ? undefined : "2 4"}
                />
                <text x={-8} dy="0.33em" textAnchor="end" {...TICK_LABEL}>
                  {countLabel(tick)}
                </text>
              </g>
            ))}
          {ticks.map((day) => (
            <g key={day} transform={`translate(${x(day) ?? 0}, ${innerHeight})`}>
              <line y2={4} stroke="var(--color-line)" />
              <text y={20} textAnchor="middle" {...TICK_LABEL}>
                {dayLabel(day)}
              </text>
            </g>
          ))}
          {series.map((s, index) => (
            <LinePath
              key={s.label}
              data={s.values}
              x={(_, i) => x(days[i]) ?? 0}
              y={(value) => y(value)}
              stroke={SERIES_COLORS[index % SERIES_COLORS.length]}
              strokeWidth={2.5}
              strokeDasharray={index === 1 ? "6 3" : index === 2 ? "2 3" : undefined}
            />
          ))}
        </Group>
      </svg>
      <ul className="mt-1 flex flex-wrap gap-4 text-sm" aria-hidden="true">
        {series.map((s, index) => (
          <li key={s.label} className="flex items-center gap-2">
            <svg width="24" height="8" aria-hidden="true" focusable="false">
              <line
                x1="0"
                y1="4"
                x2="24"
                y2="4"
                stroke={SERIES_COLORS[index % SERIES_COLORS.length]}
                strokeWidth="3"
                strokeDasharray={index === 1 ? "6 3" : index === 2 ? "2 3" : undefined}
              />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

const MAX_LABEL = 28;

function shortLabel(label: string): string {
  const chars = [...label];
  return chars.length > MAX_LABEL ? `${chars.slice(0, MAX_LABEL - 1).join("")}…` : label;
}

/** One horizontal bar per row, its label at the left and its count at its end. */
export function BarsChart({
  bars,
  countLabel,
}: {
  bars: { label: string; value: number }[];
  countLabel: (count: number) => string;
}) {
  const rowHeight = 28;
  const margin = { top: 4, right: 64, bottom: 4, left: 220 };
  const height = margin.top + margin.bottom + rowHeight * Math.max(1, bars.length);
  const innerWidth = WIDTH - margin.left - margin.right;
  const y = scaleBand<number>({
    domain: bars.map((_, index) => index),
    range: [0, rowHeight * bars.length],
    padding: 0.25,
  });
  const x = scaleLinear<number>({ domain: [0, niceMax(bars.map((b) => b.value))], range: [0, innerWidth] });
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full" aria-hidden="true" focusable="false">
      <Group left={margin.left} top={margin.top}>
        {bars.map((bar, index) => {
          const top = y(index) ?? 0;
          const width = x(bar.value);
          const middle = top + y.bandwidth() / 2;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: two products may share a name; the bars are fixed for a render
            <g key={index}>
              <text x={-8} y={middle} dy="0.33em" textAnchor="end" {...TICK_LABEL}>
                {shortLabel(bar.label)}
              </text>
              <Bar x={0} y={top} width={width} height={y.bandwidth()} fill="var(--color-primary)" />
              <text x={width + 6} y={middle} dy="0.33em" {...TICK_LABEL}>
                {countLabel(bar.value)}
              </text>
            </g>
          );
        })}
      </Group>
    </svg>
  );
}
