import { BarChart } from '@mui/x-charts/BarChart';
import { useIsMobile } from '../../layout/useIsMobile';

/** A figure's character at the bar label's size, generously: a cut figure is worse than a gap. */
const LABEL_CHAR_PX = 7.5;
/** Room past the drawing area for the longest bar's figure and half of the last tick's label. */
const rightRoom = (labels: string[]) =>
  Math.max(32, Math.max(0, ...labels.map((label) => label.length)) * LABEL_CHAR_PX + 16);

export interface BarItem {
  label: string;
  value: number;
}

/**
 * Horizontal bars, each labelled with its figure so nothing needs a hover; long category names get
 * the room a phone can spare. The figure sits past the end of its bar: inside a short bar it would
 * run over the axis and its category name.
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
      series={[
        {
          dataKey: 'value',
          label: seriesLabel,
          valueFormatter: (value) => format(value ?? 0),
          barLabelPlacement: 'outside',
        },
      ]}
      barLabel={(bar) => (bar.value ? format(bar.value) : null)}
      height={Math.max(140, items.length * 34 + 50)}
      hideLegend
      margin={{ right: rightRoom(items.map((item) => format(item.value))) }}
    />
  );
}
