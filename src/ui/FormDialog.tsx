import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useAppTranslate } from '../i18n/useAppTranslate';
import { useIsMobile } from '../layout/useIsMobile';

interface FormDialogProps {
  title: string;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  formError?: string;
  /** The submit button stays disabled while the form cannot be sent (e.g. a required field is empty). */
  submitDisabled?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of the app's form dialogs: title, form-level error, fields, 'Cancelar' and submit. */
export const FormDialog = (props: FormDialogProps) => {
  const {
    title,
    submitLabel,
    submittingLabel,
    submitting,
    formError,
    submitDisabled,
    onSubmit,
    onClose,
    children,
  } = props;
  const t = useAppTranslate();
  const fullScreen = useIsMobile();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app.common.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={submitting || submitDisabled}
            startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {submitting ? submittingLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
