import { TextField } from '@mui/material';
import { useState } from 'react';
import type { CreateInstanceResponse } from '../../../../contract/dashboard';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { FormDialog } from '../../../ui/FormDialog';
import { type NewInstanceValues, useCreateInstance } from './useCreateInstance';

interface NewInstanceDialogProps {
  onCreated: (instance: CreateInstanceResponse) => void;
  onClose: () => void;
}

/** Name and phone of a new instance (spec 1 §2 dialog 3, §5). */
export const NewInstanceDialog = ({ onCreated, onClose }: NewInstanceDialogProps) => {
  const t = useAppTranslate();
  const create = useCreateInstance();
  const [values, setValues] = useState<NewInstanceValues>({ name: '', phone: '' });
  const [submitting, setSubmitting] = useState(false);
  const set = (field: keyof NewInstanceValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async () => {
    setSubmitting(true);
    const created = await create(values);
    setSubmitting(false);
    if (!created) return;
    onClose();
    onCreated(created);
  };

  return (
    <FormDialog
      title={t('app.dashboard.newInstance.title')}
      submitLabel={t('app.dashboard.newInstance.create')}
      submittingLabel={t('app.dashboard.newInstance.creating')}
      submitting={submitting}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label={t('app.dashboard.newInstance.name')}
        value={values.name}
        onChange={set('name')}
        autoFocus
      />
      <TextField
        label={t('app.dashboard.newInstance.phone')}
        type="tel"
        value={values.phone}
        onChange={set('phone')}
        helperText={t('app.dashboard.newInstance.phoneHint')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </FormDialog>
  );
};
