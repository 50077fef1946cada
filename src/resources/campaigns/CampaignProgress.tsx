import { LinearProgress, Stack, Typography } from '@mui/material';
import type { CampaignRecord } from '../../../contract/campaigns';
import { useAppTranslate } from '../../i18n/useAppTranslate';

/** Sent, failed and cancelled recipients over the whole audience (the rest is still queued). */
export const CampaignProgress = ({
  record,
}: {
  record: Pick<CampaignRecord, 'total' | 'sent' | 'failed' | 'cancelled'>;
}) => {
  const t = useAppTranslate();
  const settled = record.sent + record.failed + record.cancelled;
  const done = record.total === 0 ? 0 : (settled / record.total) * 100;
  const { sent, total, failed, cancelled } = record;
  return (
    <Stack spacing={0.5} justifyContent="center" sx={{ width: '100%', height: '100%', minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={done}
        aria-label={t('resources.campanhas.fields.progress')}
      />
      <Typography variant="caption" color="text.secondary">
        {cancelled > 0
          ? t('app.campaigns.progressCancelled', { sent, total, failed, cancelled })
          : t('app.campaigns.progress', { sent, total, failed })}
      </Typography>
    </Stack>
  );
};
