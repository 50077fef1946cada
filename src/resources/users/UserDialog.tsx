import type { UserCreateBody, UserUpdateBody, UserWithInstances } from '../../../contract';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { type FormValues, RecordFormDialog } from '../../ui/RecordFormDialog';
import { shownErrors, userFormValues } from './formValues';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';
import { submissionErrors } from './serverErrors';
import { UserInputs } from './UserInputs';
import type { MutationResult } from './useUsersAdmin';
import { validateNewUser, validateUserUpdate } from './validation';

const FIELDS = ['name', 'email', 'password', 'role'] as const;

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
      <UserInputs editing={user !== undefined} role={user?.role} />
      {user && <ResetTwoFactorButton user={user} />}
    </RecordFormDialog>
  );
};
