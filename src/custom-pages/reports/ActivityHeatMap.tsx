import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ActivityReport } from '../../../contract/reports';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { useIsMobile } from '../../layout/useIsMobile';
import { ChartOrTable } from './ChartOrTable';
import { formatCount } from './format';
import { ReportTable } from './ReportTable';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

type Weekday = (typeof WEEKDAYS)[number];
interface WeekdayRow {
  weekday: Weekday;
  hours: number[];
}

/** Customer messages by weekday and hour as a grid of cells, each with its number; hours run down on a phone. */
export function ActivityHeatMap({ data }: { data: ActivityReport }) {
  const t = useAppTranslate();
  const theme = useTheme();
  const isMobile = useIsMobile();
  const countAt = (weekday: number, hour: number) =>
    data.cells.find((cell) => cell.weekday === weekday && cell.hour === hour)?.count ?? 0;
  const max = Math.max(1, ...data.cells.map((cell) => cell.count));
  const dayName = (weekday: Weekday) => t(`app.reports.activity.weekdays.d${weekday}`);
  const rows: WeekdayRow[] = WEEKDAYS.map((weekday) => ({
    weekday,
    hours: HOURS.map((hour) => countAt(weekday, hour)),
  }));

  const cell = (weekday: Weekday, hour: number) => {
    const count = countAt(weekday, hour);
    return (
      <Box
        key={`${weekday}-${hour}`}
        title={`${dayName(weekday)} ${hour}h: ${formatCount(count)}`}
        sx={{
          bgcolor: count ? alpha(theme.palette.primary.main, 0.12 + 0.88 * (count / max)) : 'action.hover',
          color: count / max > 0.5 ? 'primary.contrastText' : 'text.primary',
          fontSize: 11,
          textAlign: 'center',
          py: 0.5,
          borderRadius: 0.5,
        }}
      >
        {count || ''}
      </Box>
    );
  };
  const header = (text: string, key: string) => (
    <Box key={key} sx={{ fontSize: 11, textAlign: 'center', color: 'text.secondary' }}>
      {text}
    </Box>
  );
  const grid = isMobile ? (
    <Box sx={{ display: 'grid', gridTemplateColumns: '32px repeat(7, 1fr)', gap: '2px' }}>
      {header('', 'corner')}
      {WEEKDAYS.map((weekday) => header(dayName(weekday), `d${weekday}`))}
      {HOURS.flatMap((hour) => [
        header(`${hour}h`, `h${hour}`),
        ...WEEKDAYS.map((weekday) => cell(weekday, hour)),
      ])}
    </Box>
  ) : (
    <Box sx={{ display: 'grid', gridTemplateColumns: '40px repeat(24, 1fr)', gap: '2px' }}>
      {header('', 'corner')}
      {HOURS.map((hour) => header(String(hour), `h${hour}`))}
      {WEEKDAYS.flatMap((weekday) => [
        header(dayName(weekday), `d${weekday}`),
        ...HOURS.map((hour) => cell(weekday, hour)),
      ])}
    </Box>
  );
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('app.reports.activity.total', { count: formatCount(data.total) })}
      </Typography>
      <ChartOrTable
        chart={
          <Box role="img" aria-label={t('app.reports.activity.title')}>
            {grid}
          </Box>
        }
        table={
          <ReportTable<WeekdayRow>
            rows={rows}
            getRowId={(row) => String(row.weekday)}
            csvName="mensagens-por-dia-e-hora"
            columns={[
              {
                field: 'weekday',
                header: t('app.reports.activity.weekday'),
                value: (row) => dayName(row.weekday),
                minWidth: 70,
              },
              ...HOURS.map((hour) => ({
                field: `h${hour}`,
                header: `${hour}h`,
                value: (row: WeekdayRow) => row.hours[hour] ?? 0,
                numeric: true,
                minWidth: 56,
              })),
            ]}
          />
        }
      />
    </>
  );
}
