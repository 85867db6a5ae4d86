import { formatIsoDate } from '@/engine/format/formatIsoDate';
import { formatMoney } from '@/engine/format/formatMoney';
import { formatPercent } from '@/engine/format/formatPercent';
import { Plot, PLOT_CONFIG as CONFIG, PLOT_FONT as FONT } from '../common/plotlyChart';

/**
 * The fact sheet's Plotly charts (Plotly through common/plotlyChart, which only lazy chunks import:
 * this module is the fact sheet's). The plots are pictures for sighted users (hidden from screen
 * readers, no focusable mode bar); each chart has a table alternative beside it.
 */

export function PerformanceChart({ series, symbol }: { series: { Date: string; Value: number }[]; symbol: string }) {
  return (
    <div aria-hidden="true" data-testid="performance-chart">
      <Plot
        data={[
          {
            type: 'scatter',
            mode: 'lines',
            x: series.map((p) => p.Date),
            y: series.map((p) => p.Value),
            line: { color: '#003479', width: 2 },
            hovertemplate: `%{x|%d/%m/%Y}<br>${symbol} %{y:,.2f}<extra></extra>`,
            name: 'Fund',
          },
        ]}
        layout={{
          autosize: true,
          height: 280,
          margin: { l: 64, r: 16, t: 16, b: 40 },
          font: FONT,
          showlegend: false,
          xaxis: { type: 'date', tickformat: '%m/%Y' },
          yaxis: { tickprefix: `${symbol} `, tickformat: ',.0f' },
        }}
        config={CONFIG}
        style={{ width: '100%' }}
        useResizeHandler
      />
    </div>
  );
}

const DONUT_COLOURS = ['#003479', '#2e86c1', '#7fb3d5', '#c0c0c0'];

export function AllocationDonut({ allocation }: { allocation: { label: string; value: number | null }[] }) {
  const shown = allocation.filter((a) => (a.value ?? 0) > 0);
  return (
    <div aria-hidden="true" data-testid="allocation-chart">
      <Plot
        data={[
          {
            type: 'pie',
            hole: 0.55,
            labels: shown.map((a) => a.label),
            values: shown.map((a) => a.value ?? 0),
            sort: false,
            marker: { colors: shown.map((a) => DONUT_COLOURS[allocation.indexOf(a)]) },
            textinfo: 'none',
            hovertemplate: '%{label}: %{value:.2f}%<extra></extra>',
          },
        ]}
        layout={{
          autosize: true,
          height: 240,
          margin: { l: 8, r: 8, t: 8, b: 8 },
          font: FONT,
          showlegend: true,
          legend: { orientation: 'v' },
        }}
        config={CONFIG}
        style={{ width: '100%' }}
        useResizeHandler
      />
    </div>
  );
}

/** Words for the performance chart's summary line (what a screen reader hears instead of the plot). */
export function performanceSummary(series: { Date: string; Value: number }[], symbol: string): string {
  const first = series[0];
  const last = series[series.length - 1];
  if (!first || !last) return '';
  return (
    `Growth of ${symbol} ${formatMoney(first.Value)} from ${formatIsoDate(first.Date)} to ${symbol} ${formatMoney(last.Value)} on ${formatIsoDate(last.Date)} ` +
    `(${formatPercent(((last.Value - first.Value) / first.Value) * 100)}).`
  );
}
