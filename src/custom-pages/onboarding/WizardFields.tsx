import { Alert, Stack, TextField } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { FieldErrors, WizardField, WizardValues } from './wizardState';

export interface StepProps {
  values: WizardValues;
  errors: FieldErrors;
  onChange: (field: WizardField, value: string) => void;
}

const useField = ({ values, errors, onChange }: StepProps) => {
  const t = useAppTranslate();
  return (field: WizardField, extra: { required?: boolean; type?: string; placeholder?: string } = {}) => ({
    id: `onboarding-${field}`,
    label: t(`app.platform.onboarding.fields.${field}` as 'app.platform.onboarding.fields.address'),
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value),
    error: !!errors[field],
    helperText: errors[field],
    fullWidth: true,
    ...extra,
  });
};

/** Step 1: name, URL slug (derived from the name, editable) and address. */
export const OrganizationStep = (props: StepProps) => {
  const t = useAppTranslate();
  const field = useField(props);
  const slug = field('organizationSlug', { required: true });
  return (
    <Stack spacing={2}>
      <TextField {...field('organizationName', { required: true })} autoFocus />
      <TextField
        {...slug}
        helperText={
          slug.helperText ??
          t('app.platform.onboarding.fields.slugHelp', { slug: props.values.organizationSlug || '…' })
        }
      />
      <TextField {...field('address')} multiline minRows={2} />
    </Stack>
  );
};

/** Step 2: the owner, who receives the admin login by e-mail. */
export const OwnerStep = (props: StepProps) => {
  const field = useField(props);
  return (
    <Stack spacing={2}>
      <TextField {...field('ownerName', { required: true })} autoFocus />
      <TextField {...field('phone', { required: true, type: 'tel' })} />
      <TextField {...field('ownerEmail', { required: true, type: 'email' })} />
    </Stack>
  );
};

/** Step 4 "Configuração Inicial": the first instance's name and the optional keys. */
export const SetupStep = (props: StepProps) => {
  const t = useAppTranslate();
  const field = useField(props);
  return (
    <Stack spacing={2}>
      <TextField
        {...field('instanceName', {
          required: true,
          placeholder: t('app.platform.onboarding.fields.instancePlaceholder'),
        })}
        autoFocus
      />
      <TextField {...field('bikerHubApiKey', { type: 'password' })} autoComplete="off" />
      <TextField {...field('openaiApiKey', { type: 'password' })} autoComplete="off" />
      <Alert severity="info">{t('app.platform.onboarding.setupTip')}</Alert>
    </Stack>
  );
};
