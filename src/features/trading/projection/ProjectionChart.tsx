import { useLayoutEffect, useRef, useState } from 'react';
import { PROJECTION_HORIZON_YEARS } from '@/engine/constants';
import { PROJECTION_TEXTS as T } from '@/engine/messages/projectionTexts';
import { Plot, PLOT_CONFIG, PLOT_FONT } from '../common/plotlyChart';

// Compliance §2.7 "labels on year 1 and every 5th year".
/** The line's colour until the brand's is read (the fact sheet's navy). */
const DEFAULT_LINE_COLOUR = '#003479';

const TICK_YEARS = [1, ...Array.from({ length: Math.floor(PROJECTION_HORIZON_YEARS / 5) }, (_, i) => (i + 1) * 5)];

/**
 * The Projection Report's line chart of years 1 to 15 (compliance §2.7), loaded lazily with Plotly,
 * drawn in the brand's colour.
 * The tooltip shows the year and the amount with the projection currency's sign (the spec's "dollar
 * sign" is the sign of the currency the figures are in). A picture for sighted users: hidden from
 * screen readers, who read the same figures in the glance list beside it.
 */
export default function ProjectionChart({ series, symbol }: { series: { year: number; value: number }[]; symbol: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [colour, setColour] = useState(DEFAULT_LINE_COLOUR);
  // Plotly needs a colour value, not a CSS variable: the brand's, as the Fluent theme around the chart sets it.
  useLayoutEffect(() => {
    const brand = box.current ? getComputedStyle(box.current).getPropertyValue('--colorBrandForeground1').trim() : '';
    if (brand) setColour(brand);
  }, []);
  return (
    <div ref={box} aria-hidden="true" data-testid="projection-chart">
      <Plot
        data={[
          {
            type: 'scatter',
            mode: 'lines+markers',
            x: series.map((p) => p.year),
            y: series.map((p) => p.value),
            line: { color: colour, width: 2 },
            marker: { size: 5, color: colour },
            // The year's words from customdata: %{x} would print the axis's tick text where there is one.
            customdata: series.map((p) => T.yearLabel(p.year)),
            hovertemplate: `%{customdata}<br>${symbol} %{y:,.2f}<extra></extra>`,
            name: T.chartTitle,
          },
        ]}
        layout={{
          autosize: true,
          height: 260,
          margin: { l: 80, r: 16, t: 16, b: 40 },
          font: PLOT_FONT,
          showlegend: false,
          xaxis: {
            tickmode: 'array',
            tickvals: TICK_YEARS,
            ticktext: TICK_YEARS.map(T.yearLabel),
            range: [0.5, PROJECTION_HORIZON_YEARS + 0.5],
            fixedrange: true,
          },
          yaxis: { tickprefix: `${symbol} `, tickformat: ',.0f', fixedrange: true },
        }}
        config={PLOT_CONFIG}
        style={{ width: '100%' }}
        useResizeHandler
      />
    </div>
  );
}
