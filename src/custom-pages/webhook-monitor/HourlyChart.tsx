import { useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import type { HourlyPoint } from '../../../contract/monitor';
import { useAppTranslate } from '../../i18n/useAppTranslate';

const hourLabel = (iso: string) =>
  new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** Webhooks, AI answers and failures per hour over the last 24 hours of one instance. */
export const HourlyChart = ({ points, title }: { points: readonly HourlyPoint[]; title: string }) => {
  const t = useAppTranslate();
  const theme = useTheme();
  return (
    <LineChart
      height={220}
      aria-label={title}
      xAxis={[{ scaleType: 'point', data: points.map((point) => hourLabel(point.hour)) }]}
      yAxis={[{ min: 0, tickMinStep: 1 }]}
      series={[
        {
          label: t('app.monitor.cards.webhooks'),
          data: points.map((p) => p.webhooks),
          color: theme.palette.primary.main,
        },
        {
          label: t('app.monitor.cards.aiResponses'),
          data: points.map((p) => p.aiResponses),
          color: theme.palette.success.main,
        },
        {
          label: t('app.monitor.cards.failures'),
          data: points.map((p) => p.failures),
          color: theme.palette.error.main,
        },
      ]}
      margin={{ left: 8, right: 8 }}
    />
  );
};
