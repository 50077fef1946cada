import LockIcon from '@mui/icons-material/Lock';
import { Paper, Stack, Typography } from '@mui/material';
import type { MessageKey } from '../i18n/pt-BR';
import { useAppTranslate } from '../i18n/useAppTranslate';

/**
 * The one screen a page shows to a role it is not for, saying why (the server refuses it too).
 * The title is "Acesso restrito" unless the page's own words are another.
 */
export const AccessRestricted = ({
  detail,
  title = 'app.simulator.restricted.title',
}: {
  detail: MessageKey;
  title?: MessageKey;
}) => {
  const t = useAppTranslate();
  return (
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, sm: 6 }, p: { xs: 3, sm: 5 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <LockIcon color="warning" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h6" component="h2">
          {t(title)}
        </Typography>
        <Typography color="text.secondary">{t(detail)}</Typography>
      </Stack>
    </Paper>
  );
};

/** A page refused outright ("Acesso negado"): react-admin's access-denied page and `/simple-users`. */
export const AccessDeniedScreen = () => (
  <AccessRestricted title="ra.page.access_denied" detail="ra.message.access_denied" />
);
