import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import type { UserCreateBody, UserUpdateBody, UserWithInstances } from '../../../contract';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { FormDialog } from '../shared/FormDialog';
import { useFormErrors } from './useFormErrors';
import type { MutationResult } from './useUsersAdmin';
import {
  type UserField,
  type UserFormValues,
  type Validated,
  validateNewUser,
  validateUserUpdate,
} from './validation';

const FIELDS: readonly UserField[] = ['name', 'email', 'password', 'role'];
const ASSIGNABLE_ROLES = ['vendedor', 'admin'] as const;

interface UserDialogProps {
  /** The user being edited; none to create one. */
  user?: UserWithInstances;
  onCreate: (data: UserCreateBody) => Promise<MutationResult>;
  onUpdate: (user: UserWithInstances, data: UserUpdateBody) => Promise<MutationResult>;
  onClose: () => void;
}

/** Create or edit a user (spec 3 §2.1): name, e-mail, password (optional on edit), role. */
export const UserDialog = ({ user, onCreate, onUpdate, onClose }: UserDialogProps) => {
  const t = useAppTranslate();
  const [values, setValues] = useState<UserFormValues>({
    name: user?.name ?? '',
    email: user?.email ?? '',
    password: '',
    role: user?.role ?? 'vendedor',
  });
  const [submitting, setSubmitting] = useState(false);
  const errors = useFormErrors(FIELDS);
  const set = (field: UserField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const attempt = async <T,>(
    checked: Validated<T, UserField>,
    send: (data: T) => Promise<MutationResult>,
  ) => {
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
    user
      ? attempt(validateUserUpdate(values), (data) => onUpdate(user, data))
      : attempt(validateNewUser(values), onCreate);

  return (
    <FormDialog
      title={t(user ? 'app.simpleUsers.userDialog.editTitle' : 'app.simpleUsers.userDialog.createTitle')}
      submitLabel={t(user ? 'app.simpleUsers.userDialog.save' : 'app.simpleUsers.userDialog.create')}
      submittingLabel={t('app.simpleUsers.userDialog.saving')}
      submitting={submitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('resources.users.fields.name')}
        value={values.name}
        onChange={set('name')}
        autoComplete="name"
        autoFocus
        {...errors.show('name')}
      />
      <TextField
        label={t('resources.users.fields.email')}
        type="email"
        value={values.email}
        onChange={set('email')}
        autoComplete="email"
        {...errors.show('email')}
      />
      <TextField
        label={t('resources.users.fields.password')}
        type="password"
        value={values.password}
        onChange={set('password')}
        autoComplete="new-password"
        helperText={user ? t('app.simpleUsers.userDialog.passwordKeepHint') : undefined}
        {...errors.show('password')}
      />
      <TextField
        select
        label={t('resources.users.fields.role')}
        value={values.role}
        onChange={set('role')}
        disabled={values.role === 'super_admin'}
        {...errors.show('role')}
      >
        {(values.role === 'super_admin' ? (['super_admin'] as const) : ASSIGNABLE_ROLES).map((role) => (
          <MenuItem key={role} value={role}>
            {t(`app.simpleUsers.roles.${role}`)}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
};
