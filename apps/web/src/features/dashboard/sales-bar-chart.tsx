/**
 * The stacked bar chart of sales by kiosk: its own chunk, so recharts loads after the dashboard's figures.
 * The legend is the page's (`SeriesLegend`), not recharts': a recharts legend is measured and the chart laid
 * out again, which doubled its first render.
 */
import { BarChart, type BarChartSeries } from '@mantine/charts';

export function SalesBarChart({
  rows,
  series,
  format,
}: {
  rows: Record<string, string | number>[];
  series: BarChartSeries[];
  format: (value: number) => string;
}) {
  return (
    <BarChart
      h={260}
      data={rows}
      dataKey="bucket"
      series={series}
      type="stacked"
      // No animation: live updates redraw the chart, and bars that grow again on every sale distract.
      barProps={{ isAnimationActive: false }}
      valueFormatter={format}
      barChartProps={{ accessibilityLayer: false }}
      xAxisProps={{ minTickGap: 12 }}
      yAxisProps={{ width: 70 }}
    />
  );
}
