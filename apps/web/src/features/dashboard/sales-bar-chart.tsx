/** The stacked bar chart of sales by kiosk: its own chunk, so recharts loads after the dashboard's figures. */
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
      h={280}
      data={rows}
      dataKey="bucket"
      series={series}
      type="stacked"
      withLegend
      valueFormatter={format}
      barChartProps={{ accessibilityLayer: false }}
      xAxisProps={{ minTickGap: 12 }}
      yAxisProps={{ width: 70 }}
    />
  );
}
