import { BarChart } from '@mui/x-charts/BarChart';
import { useIsMobile } from '../../layout/useIsMobile';

export interface BarItem {
  label: string;
  value: number;
}

/**
 * Horizontal bars, each labelled with its figure so nothing needs a hover; long category names get
 * the room a phone can spare.
 */
export function LabeledBars({
  items,
  format = String,
  seriesLabel,
  fractional = false,
}: {
  items: readonly BarItem[];
  format?: (value: number) => string;
  seriesLabel?: string;
  /** Shares between 0 and 1; otherwise ticks fall on whole numbers. */
  fractional?: boolean;
}) {
  const isMobile = useIsMobile();
  const dataset = items.map((item) => ({ label: item.label, value: item.value }));
  return (
    <BarChart
      dataset={dataset}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', dataKey: 'label', width: isMobile ? 110 : 200 }]}
      xAxis={[{ valueFormatter: (value: number) => format(value), tickMinStep: fractional ? undefined : 1 }]}
      series={[{ dataKey: 'value', label: seriesLabel, valueFormatter: (value) => format(value ?? 0) }]}
      barLabel={(bar) => (bar.value ? format(bar.value) : null)}
      height={Math.max(140, items.length * 34 + 50)}
      hideLegend
      margin={{ right: 24 }}
    />
  );
}
