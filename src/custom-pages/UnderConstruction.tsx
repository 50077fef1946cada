import ConstructionIcon from '@mui/icons-material/Construction';
import HomeIcon from '@mui/icons-material/Home';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import type { MessageKey } from '../i18n/pt-BR';
import { useAppTranslate } from '../i18n/useAppTranslate';

interface UnderConstructionProps {
  titleKey: MessageKey;
  messageKey?: MessageKey;
}

/** What a page that later work builds shows meanwhile: its name, a notice, a way back. */
export const UnderConstruction = ({
  titleKey,
  messageKey = 'app.pages.underConstruction',
}: UnderConstructionProps) => {
  const t = useAppTranslate();
  return (
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, sm: 6 }, p: { xs: 3, sm: 5 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <ConstructionIcon color="warning" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h5" component="h1">
          {t(titleKey)}
        </Typography>
        <Typography color="text.secondary">{t(messageKey)}</Typography>
        <Button component={LinkBase} to="/" variant="contained" startIcon={<HomeIcon />}>
          {t('app.common.backHome')}
        </Button>
      </Stack>
    </Paper>
  );
};
