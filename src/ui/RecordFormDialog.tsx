import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { type ReactNode, useId } from 'react';
import { Form, type RaRecord, useInput } from 'react-admin';
import { useAppTranslate } from '../i18n/useAppTranslate';
import { useIsMobile } from '../layout/useIsMobile';

/** The key a form-level `validate` uses for an error that belongs to no single field (spec 3 §5). */
export const FORM_ERROR = 'formError';

export type FormErrors = Record<string, string>;
/** A form's values as the inputs hold them. */
export type FormValues = Record<string, unknown>;

interface RecordFormDialogProps {
  title: string;
  submitLabel: string;
  submittingLabel: string;
  /** The record being edited, or the new record's starting values. */
  record: Partial<RaRecord>;
  /** Client rules: field → message (already translated); `FORM_ERROR` for the whole form. */
  validate: (values: FormValues) => FormErrors;
  /** Sends the form; resolves to the server's field errors, or nothing when it was saved. */
  onSubmit: (values: FormValues) => Promise<FormErrors | undefined>;
  onClose: () => void;
  children: ReactNode;
}

/** A react-admin form in a dialog: title, form-level error, inputs, 'Cancelar' and submit. */
export const RecordFormDialog = (props: RecordFormDialogProps) => {
  const { title, record, validate, onSubmit, onClose } = props;
  const fullScreen = useIsMobile();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Form record={record} validate={validate} onSubmit={onSubmit} disableInvalidFormNotification noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <FormBody {...props} />
      </Form>
    </Dialog>
  );
};

/** react-admin keeps a `validate` message as `{ message }`; a server's as a string. */
const messageOf = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string'
  ) {
    return value.message;
  }
  return undefined;
};

/** The form's inputs under its form-level error, then 'Cancelar' and the submit button. */
const FormBody = ({ submitLabel, submittingLabel, onClose, children }: RecordFormDialogProps) => {
  const t = useAppTranslate();
  // The form-level error is kept as the error of a field that has no input.
  const { field, fieldState, formState } = useInput({ source: FORM_ERROR });
  const message = messageOf(fieldState.error?.message);
  const { isSubmitting } = formState;
  return (
    <>
      <DialogContent>
        <Stack spacing={0.5} sx={{ pt: 1 }}>
          {/* The form focuses its first error: here, the form-level one. */}
          <Box ref={field.ref} tabIndex={-1} sx={{ outline: 'none' }}>
            {message && (
              <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
                {message}
              </Alert>
            )}
          </Box>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.common.cancel')}</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
      </DialogActions>
    </>
  );
};
