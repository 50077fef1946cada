import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { useMasterStats } from './masterQueries';

const STAT_KEYS = ['totalOrganizations', 'activeOrganizations', 'totalUsers', 'messagesToday'] as const;

/** Dashboard tab: the master stats of spec 3 §2.9 and the platform's messages per day. */
export const DashboardTab = () => {
  const t = useAppTranslate();
  const { data, isPending, error } = useMasterStats();
  if (error) return <Alert severity="error">{t('app.platform.master.loadError')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {STAT_KEYS.map((key) => (
          <Card key={key} variant="outlined">
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {t(`app.platform.master.stats.${key}`)}
              </Typography>
              <Typography variant="h4" component="p">
                {isPending ? <Skeleton width={60} /> : data[key].toLocaleString('pt-BR')}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('app.platform.master.messagesChart')}
          </Typography>
          {data && (
            <LineChart
              height={260}
              xAxis={[
                {
                  scaleType: 'point',
                  data: data.messagesPerDay.map((d) => d.date.slice(5).split('-').reverse().join('/')),
                },
              ]}
              series={[{ data: data.messagesPerDay.map((d) => d.count), area: true, showMark: false }]}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
