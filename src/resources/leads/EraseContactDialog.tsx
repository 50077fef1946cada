import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { onlyDigits } from '../../../contract/digits';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, serverMessageOf } from '../../providers/httpError';
import { FormDialog } from '../../ui/FormDialog';
import { useToast } from '../../ui/useToast';

const R = 'app.privacy.rights';

/**
 * "Excluir dados do titular": the admin types the contact's number to confirm, since the erasure
 * cannot be undone; a number that does not match is refused by the server and nothing changes.
 */
export const EraseContactDialog = ({
  leadId,
  contactNumber,
  onClose,
  onErased,
}: {
  leadId: string;
  contactNumber: string;
  onClose: () => void;
  onErased: () => void;
}) => {
  const t = useAppTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    setSubmitting(true);
    setError(undefined);
    try {
      const result = await dataProvider.eraseContactData(leadId, confirm);
      toast({
        title: `${R}.erased`,
        detail: t(`${R}.erasedDetail`, { messages: result.messages, media: result.mediaFiles }),
        type: 'success',
      });
      onErased();
    } catch (failure) {
      const field = fieldErrorsOf(failure).find((issue) => issue.field === 'confirm');
      setError(field?.message ?? serverMessageOf(failure) ?? t(`${R}.eraseFailed`));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormDialog
      title={t(`${R}.eraseTitle`)}
      submitLabel={t(`${R}.eraseSubmit`)}
      submittingLabel={t(`${R}.erasing`)}
      submitting={submitting}
      submitDisabled={onlyDigits(confirm).length === 0}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Typography variant="body2">{t(`${R}.eraseHelp`)}</Typography>
      <TextField
        label={t(`${R}.confirmLabel`)}
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={error !== undefined}
        helperText={error ?? t(`${R}.confirmHelp`, { number: contactNumber })}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        autoFocus
        fullWidth
      />
    </FormDialog>
  );
};
