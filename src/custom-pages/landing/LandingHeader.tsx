import LoginIcon from '@mui/icons-material/Login';
import { AppBar, Box, Button, Container, Toolbar } from '@mui/material';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { Brand } from '../../layout/Brand';
import { ThemeToggleButton } from '../../layout/ThemeToggleButton';

export const LandingHeader = ({ onSignIn }: { onSignIn: () => void }) => {
  const t = useAppTranslate();
  return (
    <AppBar position="sticky" color="primary" elevation={1}>
      <Container disableGutters>
        <Toolbar>
          <Brand />
          <Box sx={{ flexGrow: 1 }} />
          <ThemeToggleButton />
          <Button color="inherit" variant="outlined" startIcon={<LoginIcon />} onClick={onSignIn}>
            {t('app.landing.signIn')}
          </Button>
        </Toolbar>
      </Container>
    </AppBar>
  );
};
