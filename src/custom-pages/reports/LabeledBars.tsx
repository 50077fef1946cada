import { useTheme } from '@mui/material/styles';
import { BarChart, BarLabel, type BarLabelProps } from '@mui/x-charts/BarChart';
import { useIsMobile } from '../../layout/useIsMobile';

/** A figure's character at the bar label's size, generously: a cut figure is worse than a gap. */
const LABEL_CHAR_PX = 8;
/** Room past the drawing area for half of the last tick's label ("100%", "8 min 20 s"). */
const rightRoom = (labels: string[]) =>
  Math.max(32, (Math.max(0, ...labels.map((label) => label.length)) * LABEL_CHAR_PX) / 2 + 12);

/**
 * A bar's figure inside its bar when it fits there, past its end otherwise. Centred in a short bar
 * it ran over the axis and the category names; past the end of the longest bar it was cut, since
 * the chart clips its bars (and their figures) to the drawing area.
 */
const FittedBarLabel = (props: BarLabelProps) => {
  const theme = useTheme();
  const text = typeof props.children === 'string' ? props.children : '';
  const fits = props.width >= text.length * LABEL_CHAR_PX + 12;
  return (
    <BarLabel
      {...props}
      placement={fits ? 'center' : 'outside'}
      style={fits ? { fill: theme.palette.primary.contrastText } : undefined}
    />
  );
};

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
      slots={{ barLabel: FittedBarLabel }}
      height={Math.max(140, items.length * 34 + 50)}
      hideLegend
      margin={{ right: rightRoom(items.map((item) => format(item.value))) }}
    />
  );
}
