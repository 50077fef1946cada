import LockIcon from '@mui/icons-material/Lock';
import { Paper, Stack, Typography } from '@mui/material';
import type { MessageKey } from '../i18n/pt-BR';
import { useAppTranslate } from '../i18n/useAppTranslate';

/** The one screen a page shows to a role it is not for, saying why (the server refuses it too). */
export const AccessRestricted = ({ detail }: { detail: MessageKey }) => {
  const t = useAppTranslate();
  return (
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, sm: 6 }, p: { xs: 3, sm: 5 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <LockIcon color="warning" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h6" component="h2">
          {t('app.simulator.restricted.title')}
        </Typography>
        <Typography color="text.secondary">{t(detail)}</Typography>
      </Stack>
    </Paper>
  );
};
