import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, Button, Typography } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode, useEffect, useState } from 'react';
import { useAppTranslate } from '../../i18n/useAppTranslate';

/** Spec 2 §4: the boundary reloads the page 2 s after a crash. */
const RELOAD_DELAY_MS = 2_000;
/** A crash right after such a reload would reload forever: then the button is the only way. */
const RELOAD_GUARD_MS = 30_000;
const LAST_RELOAD_KEY = 'vendai.inbox.crashReloadAt';

const reloadPage = () => window.location.reload();

const mayReloadAutomatically = (): boolean => {
  const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
  return Date.now() - last > RELOAD_GUARD_MS;
};

const CrashScreen = ({ onReload }: { onReload: () => void }) => {
  const t = useAppTranslate();
  const [automatic] = useState(mayReloadAutomatically);
  useEffect(() => {
    if (!automatic) return;
    const timer = setTimeout(() => {
      sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
      onReload();
    }, RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [automatic, onReload]);
  return (
    <Box
      role="alert"
      sx={{
        p: 4,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        textAlign: 'center',
      }}
    >
      <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="h1">
        {t('app.inbox.crash.title')}
      </Typography>
      {automatic && (
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          {t('app.inbox.crash.detail')}
        </Typography>
      )}
      <Button variant="contained" onClick={onReload}>
        {t('app.inbox.crash.reload')}
      </Button>
    </Box>
  );
};

interface InboxErrorBoundaryProps {
  children: ReactNode;
  /** Reloads the page; tests hand in their own. */
  onReload?: () => void;
}

/** The inbox's 'Erro Temporário Detectado' screen (spec 2 §2.4, §8) in place of a crashed inbox. */
export class InboxErrorBoundary extends Component<InboxErrorBoundaryProps, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (this.state.crashed) return <CrashScreen onReload={this.props.onReload ?? reloadPage} />;
    return this.props.children;
  }
}
