import { Alert, AlertTitle, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { LinkBase, Navigate, useAuthState, useLocation } from 'react-admin';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { Brand } from '../../layout/Brand';
import { CenteredCard } from '../../ui/CenteredCard';
import { LoginForm } from './LoginForm';
import { useBranding } from './useBranding';

/** `?org=` names the organization being signed in to; `?welcome=true` greets a new organization. */
const useLoginParams = () => {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  return { org: params.get('org')?.trim() || null, welcome: params.get('welcome') === 'true' };
};

/** `/login` (spec 3 §2.8): the same form as the landing page's dialog, as a page. */
export const LoginPage = () => {
  const t = useAppTranslate();
  const { org, welcome } = useLoginParams();
  const { authenticated } = useAuthState();
  const { data: branding } = useBranding(org);
  const whiteLabel = branding?.whiteLabel ? branding : null;
  if (authenticated) return <Navigate to="/" replace />;
  return (
    <CenteredCard>
      <Stack spacing={2}>
        <Box sx={{ color: 'primary.main' }}>
          {whiteLabel ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {whiteLabel.logoUrl && (
                <Box component="img" src={whiteLabel.logoUrl} alt="" sx={{ height: 40, maxWidth: 160 }} />
              )}
              <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
                {whiteLabel.name}
              </Typography>
            </Stack>
          ) : (
            <Brand />
          )}
        </Box>
        <Typography variant="h5" component="h1">
          {t('app.auth.title')}
        </Typography>
        <Typography color="text.secondary">{t('app.auth.subtitle')}</Typography>
        {org && (
          <Chip
            label={t('app.auth.organization', { org: branding?.name ?? org })}
            color="primary"
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          />
        )}
        {welcome && (
          <Alert severity="success">
            <AlertTitle>{t('app.auth.welcomeTitle')}</AlertTitle>
            {t('app.auth.welcome')}
          </Alert>
        )}
        <LoginForm />
        <Button component={LinkBase} to="/" size="small">
          {t('app.auth.backToSite')}
        </Button>
      </Stack>
    </CenteredCard>
  );
};
