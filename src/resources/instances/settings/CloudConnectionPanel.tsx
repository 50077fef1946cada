import { Alert, Box, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../../providers/dataProvider';

/**
 * An official number's connection: the facts Meta reported (shown on the card too) and the webhook
 * URL and verify token to paste into Meta's app. Read-only fields, so they can be selected and copied.
 */
export const CloudConnectionPanel = ({ id }: { id: string }) => {
  const t = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const cloud = useQuery({
    queryKey: ['instance-cloud', id],
    queryFn: () => dataProvider.getCloudSettings(id),
    retry: 1,
  });
  if (cloud.error) return <Alert severity="error">{t('app.dashboard.cloud.loadFailed')}</Alert>;
  if (!cloud.data) return null;
  const facts = [
    ['number', cloud.data.displayPhoneNumber],
    ['verifiedName', cloud.data.verifiedName],
    ['quality', cloud.data.qualityRating],
    ['tier', cloud.data.messagingLimitTier ?? '—'],
  ] as const;
  return (
    <Box component="section" sx={{ px: { xs: 2, sm: 3 }, pt: 2 }} aria-label={t('app.dashboard.cloud.title')}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('app.dashboard.cloud.title')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, my: 1 }}>
        {facts.map(([key, value]) => (
          <Typography key={key} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t(`app.dashboard.cloud.${key}`)}: <strong>{value}</strong>
          </Typography>
        ))}
      </Stack>
      <Stack spacing={1.5}>
        <TextField
          label={t('app.dashboard.cloud.webhookUrl')}
          value={cloud.data.webhookUrl}
          size="small"
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <TextField
          label={t('app.dashboard.cloud.verifyToken')}
          value={cloud.data.verifyToken}
          size="small"
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Typography variant="body2" color="text.secondary">
          {t('app.dashboard.cloud.pasteHint')}
        </Typography>
      </Stack>
    </Box>
  );
};
