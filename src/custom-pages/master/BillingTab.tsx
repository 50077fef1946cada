import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PLANS } from '../../../contract/plans';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { useMarkPaid, usePayments, useRevenue } from './masterQueries';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const day = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' });
const STATUS_COLOR = { paid: 'success', due: 'default', overdue: 'error' } as const;

/** Billing tab: revenue, the next 7 days' payments, charges to mark paid. No card processing. */
export const BillingTab = () => {
  const t = useAppTranslate();
  const revenue = useRevenue();
  const payments = usePayments();
  const markPaid = useMarkPaid();
  if (revenue.error) return <Alert severity="error">{t('app.platform.master.loadError')}</Alert>;
  const data = revenue.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info">{t('app.platform.master.billing.noCardProcessing')}</Alert>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {(['monthlyRevenue', 'yearlyRevenue'] as const).map((key) => (
          <Card key={key} variant="outlined">
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {t(`app.platform.master.billing.${key}`)}
              </Typography>
              <Typography variant="h4" component="p">
                {data ? money.format(data[key]) : <Skeleton width={120} />}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t(`app.platform.master.billing.${key}Hint`)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('app.platform.master.revenueChart')}
          </Typography>
          {/* The chart counts charges marked paid, the cards the active subscriptions: before the
              first charge is marked paid the chart would stand empty beside a card with revenue. */}
          {data && !data.revenuePerMonth.some((month) => month.value > 0) && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('app.platform.master.billing.noPaidRevenue')}
            </Typography>
          )}
          {data?.revenuePerMonth.some((month) => month.value > 0) && (
            <BarChart
              height={240}
              xAxis={[
                {
                  scaleType: 'band',
                  data: data.revenuePerMonth.map((m) => m.month.split('-').reverse().join('/')),
                },
              ]}
              series={[
                {
                  data: data.revenuePerMonth.map((m) => m.value),
                  valueFormatter: (v) => money.format(v ?? 0),
                },
              ]}
            />
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('app.platform.master.billing.upcoming')}
          </Typography>
          {data?.upcomingPayments.length === 0 && (
            <Typography color="text.secondary">{t('app.platform.master.billing.noUpcoming')}</Typography>
          )}
          <List dense>
            {data?.upcomingPayments.map((p) => (
              <ListItem key={p.organizationId} divider>
                <ListItemText
                  primary={p.name}
                  secondary={`${PLANS[p.plan].name} · ${money.format(p.value)} · ${day.format(new Date(p.date))}`}
                />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('app.platform.master.billing.payments')}
          </Typography>
          {payments.data?.length === 0 && (
            <Typography color="text.secondary">{t('app.platform.master.billing.noPayments')}</Typography>
          )}
          <List dense>
            {payments.data?.map((p) => (
              // The status and the action sit side by side in the flow (not as a floating secondary
              // action, which the chip ran under) and go below the name on a phone.
              <ListItem key={p.id} divider sx={{ flexWrap: 'wrap', columnGap: 1 }}>
                <ListItemText
                  primary={p.organizationName}
                  secondary={`${PLANS[p.plan].name} · ${money.format(p.value)} · ${day.format(new Date(p.dueDate))}`}
                  sx={{ flex: '1 1 200px', minWidth: 0 }}
                />
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0, ml: 'auto' }}>
                  <Chip
                    size="small"
                    color={STATUS_COLOR[p.status]}
                    label={t(`app.platform.master.billing.status.${p.status}`)}
                  />
                  {p.status !== 'paid' && (
                    <Button size="small" disabled={markPaid.isPending} onClick={() => markPaid.mutate(p.id)}>
                      {t('app.platform.master.billing.markPaid')}
                    </Button>
                  )}
                </Box>
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Box>
  );
};
