import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import type {
  InstanceSummary,
  InstanceUpdateBody,
  UserWithInstanceBody,
  UserWithInstances,
} from '../../../contract';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { FormDialog } from '../shared/FormDialog';
import { useFormErrors } from './useFormErrors';
import type { MutationResult } from './useUsersAdmin';
import {
  INSTANCE_SERVER_FIELDS,
  type InstanceField,
  type InstanceFormValues,
  type Validated,
  validateInstanceUpdate,
  validateNewInstance,
} from './validation';

const FIELDS: readonly InstanceField[] = ['userId', 'name', 'phone', 'notificationPhone', 'notificationName'];

interface InstanceDialogProps {
  users: readonly UserWithInstances[];
  /** The instance being edited; none to create one. */
  instance?: InstanceSummary;
  /** The user preselected when creating from a user's row. */
  userId?: string;
  onCreate: (data: UserWithInstanceBody) => Promise<MutationResult>;
  onUpdate: (instance: InstanceSummary, data: InstanceUpdateBody) => Promise<MutationResult>;
  onClose: () => void;
}

/** Create an instance for a user, or edit one: name, phone, optional notification phone and name. */
export const InstanceDialog = ({
  users,
  instance,
  userId,
  onCreate,
  onUpdate,
  onClose,
}: InstanceDialogProps) => {
  const t = useAppTranslate();
  const [values, setValues] = useState<InstanceFormValues>({
    userId: instance?.userId ?? (users.some((user) => user.id === userId) ? (userId ?? '') : ''),
    name: instance?.name ?? '',
    phone: instance?.phone ?? '',
    notificationPhone: instance?.notificationPhone ?? '',
    notificationName: instance?.notificationName ?? '',
  });
  const [submitting, setSubmitting] = useState(false);
  const errors = useFormErrors(FIELDS, INSTANCE_SERVER_FIELDS);
  const set = (field: InstanceField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const attempt = async <T,>(
    checked: Validated<T, InstanceField>,
    send: (data: T) => Promise<MutationResult>,
  ) => {
    errors.setFormError(checked.ok ? undefined : checked.formError);
    if (!checked.ok) {
      errors.setErrors(checked.errors);
      return;
    }
    errors.setErrors({});
    setSubmitting(true);
    const result = await send(checked.data);
    setSubmitting(false);
    if (result.ok) onClose();
    else errors.fromServer(result.fieldErrors);
  };
  const submit = () =>
    instance
      ? attempt(validateInstanceUpdate(values), (data) => onUpdate(instance, data))
      : attempt(validateNewInstance(values), onCreate);

  return (
    <FormDialog
      title={t(
        instance ? 'app.simpleUsers.instanceDialog.editTitle' : 'app.simpleUsers.instanceDialog.createTitle',
      )}
      submitLabel={t(
        instance ? 'app.simpleUsers.instanceDialog.save' : 'app.simpleUsers.instanceDialog.create',
      )}
      submittingLabel={t(
        instance ? 'app.simpleUsers.instanceDialog.saving' : 'app.simpleUsers.instanceDialog.creating',
      )}
      submitting={submitting}
      formError={errors.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      {!instance && (
        <TextField
          select
          label={t('resources.instances.fields.userId')}
          value={values.userId}
          onChange={set('userId')}
          {...errors.show('userId')}
        >
          <MenuItem value="" disabled>
            {t('app.simpleUsers.instanceDialog.selectUser')}
          </MenuItem>
          {users.map((user) => (
            <MenuItem key={user.id} value={user.id}>
              {`${user.name} (${user.email})`}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        label={t('resources.instances.fields.name')}
        value={values.name}
        onChange={set('name')}
        {...errors.show('name')}
      />
      <TextField
        label={t('resources.instances.fields.phone')}
        type="tel"
        value={values.phone}
        onChange={set('phone')}
        helperText={t('app.simpleUsers.instanceDialog.phoneHint')}
        {...errors.show('phone')}
      />
      <TextField
        label={t('resources.instances.fields.notificationPhone')}
        type="tel"
        value={values.notificationPhone}
        onChange={set('notificationPhone')}
        helperText={t('app.simpleUsers.instanceDialog.notificationPhoneHint')}
        {...errors.show('notificationPhone')}
      />
      <TextField
        label={t('resources.instances.fields.notificationName')}
        value={values.notificationName}
        onChange={set('notificationName')}
        {...errors.show('notificationName')}
      />
    </FormDialog>
  );
};
