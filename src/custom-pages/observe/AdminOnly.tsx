import LockIcon from '@mui/icons-material/Lock';
import { CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useCanAccess } from 'react-admin';
import { useAppTranslate } from '../../i18n/useAppTranslate';

/** The page for admins; a seller reads why it is not theirs (the server refuses them too). */
export const AdminOnly = ({ resource, children }: { resource: string; children: ReactNode }) => {
  const t = useAppTranslate();
  const { canAccess, isPending } = useCanAccess({ resource, action: 'list' });
  if (isPending) return <CircularProgress sx={{ display: 'block', mx: 'auto', mt: 6 }} />;
  if (canAccess) return children;
  return (
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, sm: 6 }, p: { xs: 3, sm: 5 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <LockIcon color="warning" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h6" component="h2">
          {t('app.simulator.restricted.title')}
        </Typography>
        <Typography color="text.secondary">{t('app.monitor.adminOnly')}</Typography>
      </Stack>
    </Paper>
  );
};
