import { FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { CreateInstanceResponse } from '../../../../contract/dashboard';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { FormDialog } from '../../../ui/FormDialog';
import { useToast } from '../../../ui/useToast';
import { CloudInstanceFields } from './CloudInstanceFields';
import {
  EMPTY_INSTANCE,
  type InstanceProvider,
  type NewInstanceValues,
  useCreateInstance,
} from './useCreateInstance';

interface NewInstanceDialogProps {
  onCreated: (instance: CreateInstanceResponse) => void;
  onClose: () => void;
}

/**
 * Name and phone of a new instance (spec 1 §2 dialog 3, §5), or an official Cloud API number with
 * the ids and secrets from Meta's app. An official number is connected once Meta vouches for it:
 * no QR sequence follows its creation.
 */
export const NewInstanceDialog = ({ onCreated, onClose }: NewInstanceDialogProps) => {
  const t = useAppTranslate();
  const toast = useToast();
  const create = useCreateInstance();
  const [values, setValues] = useState<NewInstanceValues>(EMPTY_INSTANCE);
  const [submitting, setSubmitting] = useState(false);
  const set = (field: keyof NewInstanceValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async () => {
    setSubmitting(true);
    const created = await create(values);
    setSubmitting(false);
    if (!created) return;
    onClose();
    if (values.provider === 'cloud') {
      toast({
        title: 'app.dashboard.newInstance.cloudCreatedTitle',
        detail: t('app.dashboard.newInstance.cloudCreatedDetail', { name: created.name }),
        type: 'success',
      });
      return;
    }
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
      <Typography variant="body2" component="p" id="new-instance-provider">
        {t('app.dashboard.newInstance.provider')}
      </Typography>
      <RadioGroup
        aria-labelledby="new-instance-provider"
        value={values.provider}
        onChange={(event) =>
          setValues((current) => ({ ...current, provider: event.target.value as InstanceProvider }))
        }
      >
        <FormControlLabel
          value="gateway"
          control={<Radio />}
          label={t('app.dashboard.newInstance.providerGateway')}
        />
        <FormControlLabel
          value="cloud"
          control={<Radio />}
          label={t('app.dashboard.newInstance.providerCloud')}
        />
      </RadioGroup>
      <TextField
        label={t('app.dashboard.newInstance.name')}
        value={values.name}
        onChange={set('name')}
        autoFocus
      />
      {values.provider === 'cloud' ? (
        <CloudInstanceFields values={values} set={set} />
      ) : (
        <TextField
          label={t('app.dashboard.newInstance.phone')}
          type="tel"
          value={values.phone}
          onChange={set('phone')}
          helperText={t('app.dashboard.newInstance.phoneHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
    </FormDialog>
  );
};
