import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { WebhookStatusResponse } from '../../../contract/monitor';
import { useAppTranslate } from '../../i18n/useAppTranslate';

const formatCount = (value: number) => value.toLocaleString('pt-BR');

const Figure = ({
  label,
  value,
  tone,
}: {
  label: string;
  value: number;
  tone?: 'error.main' | 'success.main';
}) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="h6" sx={{ color: tone && value > 0 ? tone : undefined }}>
      {formatCount(value)}
    </Typography>
  </Box>
);

/** Active monitoring, the last 24 hours of every instance, and the total processed. */
export const StatusCards = ({ status }: { status: WebhookStatusResponse['status'] }) => {
  const t = useAppTranslate();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle2">{t('app.monitor.cards.activeMonitoring')}</Typography>
          <Typography variant="h4">{formatCount(status.activeMonitoring)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t('app.monitor.cards.activeMonitoringHint')}
          </Typography>
        </CardContent>
      </Card>
      {status.last24Hours.map((row) => (
        <Card key={row.instanceId} variant="outlined">
          <CardContent>
            <Typography variant="subtitle2" noWrap>
              {t('app.monitor.cards.last24h')} · {row.instanceName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {row.instancePhone}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
              <Figure label={t('app.monitor.cards.webhooks')} value={row.webhooks} />
              <Figure
                label={t('app.monitor.cards.aiResponses')}
                value={row.aiResponses}
                tone="success.main"
              />
              <Figure label={t('app.monitor.cards.failures')} value={row.failures} tone="error.main" />
            </Stack>
          </CardContent>
        </Card>
      ))}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle2">{t('app.monitor.cards.totalProcessed')}</Typography>
          <Typography variant="h4">{formatCount(status.totalProcessed)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t('app.monitor.cards.totalProcessedHint', { days: status.retentionDays })}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
};
