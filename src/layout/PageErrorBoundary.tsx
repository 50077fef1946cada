import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Alert, AlertTitle, Button } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useAppTranslate } from '../i18n/useAppTranslate';

const PageCrashed = ({ error, onRetry }: { error: Error; onRetry: () => void }) => {
  const t = useAppTranslate();
  return (
    <Alert
      severity="error"
      icon={<ErrorOutlineIcon />}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('app.common.retry')}
        </Button>
      }
      sx={{ m: 2 }}
    >
      <AlertTitle>{t('app.pages.crashed')}</AlertTitle>
      {error.message}
    </Alert>
  );
};

interface State {
  error: Error | null;
}

/** Keeps the header usable when one page throws; the layout resets it on navigation (by key). */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (error) return <PageCrashed error={error} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
