import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import LoginIcon from '@mui/icons-material/Login';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { Box, Button, Chip, Container, Stack, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { HOW_IT_WORKS_ID } from './DemoFlow';

/** The onboarding wizard's path, written here so the landing page does not load the wizard's code. */
const ONBOARDING_PATH = '/organizations/onboard';

export const Hero = ({ onSignIn }: { onSignIn: () => void }) => {
  const t = useAppTranslate();
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}>
      <Container maxWidth="md">
        <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Chip label={t('app.landing.hero.badge')} color="secondary" />
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' } }}
          >
            {t('app.landing.hero.title')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ opacity: 0.9, fontWeight: 400 }}>
            {t('app.landing.hero.subtitle')}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            <Button
              variant="contained"
              color="secondary"
              size="large"
              startIcon={<RocketLaunchIcon />}
              component={LinkBase}
              to={ONBOARDING_PATH}
            >
              {t('app.platform.landing.startFree')}
            </Button>
            <Button
              variant="outlined"
              color="inherit"
              size="large"
              startIcon={<LoginIcon />}
              onClick={onSignIn}
            >
              {t('app.landing.hero.cta')}
            </Button>
            <Button
              variant="outlined"
              color="inherit"
              size="large"
              startIcon={<ArrowDownwardIcon />}
              href={`#${HOW_IT_WORKS_ID}`}
            >
              {t('app.landing.hero.secondary')}
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
};
