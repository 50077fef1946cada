import { LinearProgress, Stack, Typography } from '@mui/material';
import type { CampaignRecord } from '../../../contract/campaigns';
import { useAppTranslate } from '../../i18n/useAppTranslate';

/** Sent and failed recipients over the whole audience. */
export const CampaignProgress = ({
  record,
}: {
  record: Pick<CampaignRecord, 'total' | 'sent' | 'failed'>;
}) => {
  const t = useAppTranslate();
  const done = record.total === 0 ? 0 : ((record.sent + record.failed) / record.total) * 100;
  return (
    <Stack spacing={0.5} justifyContent="center" sx={{ width: '100%', height: '100%', minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={done}
        aria-label={t('resources.campanhas.fields.progress')}
      />
      <Typography variant="caption" color="text.secondary">
        {t('app.campaigns.progress', { sent: record.sent, total: record.total, failed: record.failed })}
      </Typography>
    </Stack>
  );
};
