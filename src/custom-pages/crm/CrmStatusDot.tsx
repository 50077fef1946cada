import Box from '@mui/material/Box';
import { type CrmDotColor, crmDotColor } from '../../../contract/crm-dot';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { Hint } from '../../ui/Hint';
import { useCrmConfig } from './crmQueries';

const PALETTE: Record<CrmDotColor, string> = {
  grey: 'grey.500',
  red: 'error.main',
  yellow: 'warning.main',
  green: 'success.main',
};

/** The header's CRM dot (spec 3 §4): grey without a link, red inactive, yellow unsynced or late, green fresh. */
export const CrmStatusDot = () => {
  const t = useAppTranslate();
  const { data } = useCrmConfig();
  const color = crmDotColor(data?.config ?? null, new Date());
  const label = t('app.crm.dot.label', { status: t(`app.crm.settings.status.${color}`) });
  return (
    <Hint title={label}>
      <Box
        component="span"
        role="img"
        aria-label={label}
        data-color={color}
        sx={{
          display: 'inline-block',
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: PALETTE[color],
          border: 1,
          borderColor: 'common.white',
          flexShrink: 0,
        }}
      />
    </Hint>
  );
};
