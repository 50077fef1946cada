import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type CrmConfig, crmDotColor } from '../../../contract/crm';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { CrmStatusDot } from './CrmStatusDot';

const dateTime = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' }) : null;

const CHIP_COLOR = { grey: 'default', red: 'error', yellow: 'warning', green: 'success' } as const;

/** The status card of /autocerto-settings (spec 3 §2.4, §4). */
export const CrmStatusCard = ({
  config,
  nextSyncAt,
}: {
  config: CrmConfig | null;
  nextSyncAt: string | null;
}) => {
  const t = useAppTranslate();
  const color = crmDotColor(config, new Date());
  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <CrmStatusDot />
          <Typography variant="h6" component="h2">
            {t('app.crm.settings.statusTitle')}
          </Typography>
          <Chip size="small" color={CHIP_COLOR[color]} label={t(`app.crm.settings.status.${color}`)} />
        </Box>
        <Typography variant="body2">
          {t('app.crm.settings.lastSync')}: {dateTime(config?.lastSync) ?? t('app.crm.settings.never')}
        </Typography>
        {config?.isActive && nextSyncAt && (
          <Typography variant="body2">
            {t('app.crm.settings.nextSync')}: {dateTime(nextSyncAt)}
          </Typography>
        )}
        {config?.lastSyncError && config.lastSyncStatus !== 'success' && (
          <Typography variant="body2" color="error" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {config.lastSyncStatus === 'retrying'
              ? t('app.crm.settings.retrying')
              : t('app.crm.settings.lastError')}
            : {config.lastSyncError}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
