import LockIcon from '@mui/icons-material/Lock';
import { Box, Typography } from '@mui/material';
import { PLANS, planUnlocking } from '../../../../contract/plans';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { usePlanStatus } from '../../../layout/planStatus';

/** Whether the organization's plan leaves out website reading (unknown while the plan loads: not locked). */
export const useScrapingLocked = (): boolean => {
  const { data } = usePlanStatus();
  return data !== undefined && !data.features.includes('scraping');
};

/** The lock beside the scraping switch: which plan turns it on, instead of the server's refusal. */
export const ScrapingLock = () => {
  const t = useAppTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
      <LockIcon fontSize="small" aria-hidden />
      <Typography variant="body2">
        {t('app.platform.locked', { plan: PLANS[planUnlocking('scraping')].name })}
      </Typography>
    </Box>
  );
};
