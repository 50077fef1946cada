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
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { useIsMobile } from '../../layout/useIsMobile';

interface FormDialogProps {
  title: string;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  formError?: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The frame shared by the user and instance dialogs: title, form-level error, fields, buttons. */
export const FormDialog = (props: FormDialogProps) => {
  const { title, submitLabel, submittingLabel, submitting, formError, onSubmit, onClose, children } = props;
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
          <Stack spacing={1}>
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
            disabled={submitting}
            startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {submitting ? submittingLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
