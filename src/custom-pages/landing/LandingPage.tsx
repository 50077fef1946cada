import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { DemoFlow } from './DemoFlow';
import { Features } from './Features';
import { Hero } from './Hero';
import { LandingHeader } from './LandingHeader';
import { LoginDialog, useLoginDialog } from './LoginDialog';
import { Stats } from './Stats';
import { Testimonials } from './Testimonials';

/** Spec 3 §2.8: pitch, feature cards, statistics, demo flow, testimonials and a login dialog. */
const LandingPage = () => {
  const t = useAppTranslate();
  const loginDialog = useLoginDialog();
  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '100vh', overflowX: 'hidden' }}>
      <LandingHeader onSignIn={loginDialog.open} />
      <Box component="main">
        <Hero onSignIn={loginDialog.open} />
        <Features />
        <Stats />
        <DemoFlow />
        <Testimonials />
      </Box>
      <Box component="footer" sx={{ py: 4, borderTop: 1, borderColor: 'divider' }}>
        <Container>
          <Typography variant="body2" color="text.secondary" align="center">
            {t('app.landing.footer', { year: new Date().getFullYear() })}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 1 }}>
            <Link component={LinkBase} to="/privacidade" variant="body2">
              {t('app.privacy.legal.privacy')}
            </Link>
            <Link component={LinkBase} to="/termos" variant="body2">
              {t('app.privacy.legal.terms')}
            </Link>
          </Stack>
        </Container>
      </Box>
      <LoginDialog isOpen={loginDialog.isOpen} onClose={loginDialog.close} />
    </Box>
  );
};

export default LandingPage;
