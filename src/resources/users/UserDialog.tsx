import { RadioButtonGroupInput, TextInput } from 'react-admin';
import type { UserCreateBody, UserUpdateBody, UserWithInstances } from '../../../contract';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { type FormValues, RecordFormDialog } from '../../ui/RecordFormDialog';
import { shownErrors, userFormValues } from './formValues';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';
import { submissionErrors } from './serverErrors';
import type { MutationResult } from './useUsersAdmin';
import { validateNewUser, validateUserUpdate } from './validation';

const FIELDS = ['name', 'email', 'password', 'role'] as const;
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
  const check = (values: FormValues) =>
    user ? validateUserUpdate(userFormValues(values)) : validateNewUser(userFormValues(values));
  const validate = (values: FormValues) => {
    const checked = check(values);
    return checked.ok ? {} : shownErrors(t, checked.errors);
  };
  const submit = async (values: FormValues) => {
    const checked = check(values);
    if (!checked.ok) return shownErrors(t, checked.errors);
    const result = user
      ? await onUpdate(user, checked.data as UserUpdateBody)
      : await onCreate(checked.data as UserCreateBody);
    const errors = submissionErrors(t, result, FIELDS);
    if (!errors) onClose();
    return errors;
  };
  const superAdmin = user?.role === 'super_admin';
  const roles = superAdmin ? (['super_admin'] as const) : ASSIGNABLE_ROLES;

  return (
    <RecordFormDialog
      title={t(user ? 'app.simpleUsers.userDialog.editTitle' : 'app.simpleUsers.userDialog.createTitle')}
      submitLabel={t(user ? 'app.simpleUsers.userDialog.save' : 'app.simpleUsers.userDialog.create')}
      submittingLabel={t('app.simpleUsers.userDialog.saving')}
      record={{
        name: user?.name ?? '',
        email: user?.email ?? '',
        password: '',
        role: user?.role ?? 'vendedor',
      }}
      validate={validate}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput source="name" label="resources.users.fields.name" autoComplete="name" autoFocus />
      <TextInput source="email" label="resources.users.fields.email" type="email" autoComplete="email" />
      <TextInput
        source="password"
        type="password"
        label="resources.users.fields.password"
        autoComplete="new-password"
        helperText={user ? 'app.simpleUsers.userDialog.passwordKeepHint' : false}
      />
      <RadioButtonGroupInput
        source="role"
        label="resources.users.fields.role"
        choices={roles.map((role) => ({ id: role, name: t(`app.simpleUsers.roles.${role}`) }))}
        disabled={superAdmin}
        translateChoice={false}
        row
      />
      {user && <ResetTwoFactorButton user={user} />}
    </RecordFormDialog>
  );
};
