import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import type { ElementType, ReactNode } from 'react';
import { useAppTranslate } from '../i18n/useAppTranslate';

/**
 * What a list shows before it has rows: loading, a failed load with its retry, or nothing yet with
 * the first thing to create. The texts are the caller's (already translated): each list words them.
 */

/** A spinner and a line, announced to screen readers as a status. */
export const ListLoading = ({ label }: { label: string }) => (
  <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}>
    <CircularProgress size={28} aria-hidden />
    <Typography color="text.secondary">{label}</Typography>
  </Box>
);

/** The load failed: a title, the server's words and 'Tentar novamente'. */
export const ListLoadError = ({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) => {
  const t = useAppTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('app.common.retry')}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {message}
    </Alert>
  );
};

interface ListEmptyProps {
  icon: ElementType;
  title: string;
  text: string;
  /** The heading's level where the list sits (a page's `h2`, a section's `h3`). */
  headingComponent: 'h2' | 'h3';
  /** The button that creates the first record. */
  action: ReactNode;
}

/** Nothing yet: an icon, what is missing, why to add it, and the button that adds the first. */
export const ListEmpty = ({ icon: Icon, title, text, headingComponent, action }: ListEmptyProps) => (
  <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
    <Icon color="primary" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
    <Typography variant="h6" component={headingComponent} gutterBottom>
      {title}
    </Typography>
    <Typography color="text.secondary" sx={{ mb: 3 }}>
      {text}
    </Typography>
    {action}
  </Paper>
);
