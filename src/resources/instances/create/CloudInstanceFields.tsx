import { TextField, Typography } from '@mui/material';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import type { NewInstanceValues } from './useCreateInstance';

interface CloudInstanceFieldsProps {
  values: NewInstanceValues;
  set: (field: keyof NewInstanceValues) => (event: { target: { value: string } }) => void;
}

/** The official number's ids and secrets as Meta's app shows them; the secrets are typed hidden. */
export const CloudInstanceFields = ({ values, set }: CloudInstanceFieldsProps) => {
  const t = useAppTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('app.dashboard.newInstance.cloudHint')}
      </Typography>
      <TextField
        label={t('app.dashboard.newInstance.phoneNumberId')}
        value={values.phoneNumberId}
        onChange={set('phoneNumberId')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label={t('app.dashboard.newInstance.wabaId')}
        value={values.wabaId}
        onChange={set('wabaId')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label={t('app.dashboard.newInstance.accessToken')}
        type="password"
        autoComplete="off"
        value={values.accessToken}
        onChange={set('accessToken')}
      />
      <TextField
        label={t('app.dashboard.newInstance.appSecret')}
        type="password"
        autoComplete="off"
        value={values.appSecret}
        onChange={set('appSecret')}
      />
    </>
  );
};
