import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Box, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { useAppTranslate } from '../i18n/useAppTranslate';

export const Brand = () => {
  const t = useAppTranslate();
  return (
    <Box
      component={LinkBase}
      to="/"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 1 }}
    >
      <SupportAgentIcon aria-hidden />
      <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
        {t('app.common.brand')}
      </Typography>
    </Box>
  );
};
