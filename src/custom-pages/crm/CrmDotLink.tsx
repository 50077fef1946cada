import IconButton from '@mui/material/IconButton';
import { LinkBase } from 'react-admin';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { CrmStatusDot } from './CrmStatusDot';

/** The header's CRM dot, leading to the integration settings. */
export const CrmDotLink = () => {
  const t = useAppTranslate();
  return (
    <IconButton
      component={LinkBase}
      to="/autocerto-settings"
      size="small"
      aria-label={t('app.crm.settings.title')}
    >
      <CrmStatusDot />
    </IconButton>
  );
};
