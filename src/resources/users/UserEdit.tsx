import { Create, Edit, SimpleForm, useNotify, useRecordContext, useRedirect } from 'react-admin';
import type { UserWithInstances } from '../../../contract';
import type { MessageKey } from '../../i18n/pt-BR';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { useNotifyFailure } from '../../providers/useNotifyFailure';
import type { FormValues } from '../../ui/RecordFormDialog';
import { shownErrors, userFormValues } from './formValues';
import { UserInputs } from './UserInputs';
import { validateNewUser, validateUserUpdate } from './validation';

type Check = typeof validateNewUser | typeof validateUserUpdate;

/** The rules of the users screen's dialog, as a form's `validate` and `transform`. */
const useUserForm = (check: Check) => {
  const t = useAppTranslate();
  return {
    validate: (values: FormValues) => {
      const checked = check(userFormValues(values));
      return checked.ok ? {} : shownErrors(t, checked.errors);
    },
    /** Only the fields the route takes, trimmed; a blank password on edit is left out (kept). */
    transform: (values: FormValues) => {
      const checked = check(userFormValues(values));
      return checked.ok ? checked.data : values;
    },
  };
};

/** After a save: the spec's toast, back to the list of users. */
const useSaved = (success: MessageKey, failure: MessageKey) => {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  return {
    onSuccess: () => {
      notify(success, { type: 'success' });
      redirect('list', 'users');
    },
    onError: (error: unknown) => notifyFailure(failure, error),
  };
};

const EditInputs = () => {
  const user = useRecordContext<UserWithInstances>();
  return <UserInputs editing role={user?.role} />;
};

/** `/users/:id`: a user's name, e-mail, role and (optionally) a new password. */
export const UserEdit = () => {
  const form = useUserForm(validateUserUpdate);
  const saved = useSaved(
    'resources.users.notifications.updated',
    'resources.users.notifications.updateFailed',
  );
  return (
    <Edit<UserWithInstances> mutationMode="pessimistic" transform={form.transform} mutationOptions={saved}>
      <SimpleForm validate={form.validate}>
        <EditInputs />
      </SimpleForm>
    </Edit>
  );
};

/** `/users/create`: a new user of the organization, a seller unless chosen otherwise. */
export const UserCreate = () => {
  const form = useUserForm(validateNewUser);
  const saved = useSaved(
    'resources.users.notifications.created',
    'resources.users.notifications.createFailed',
  );
  return (
    <Create transform={form.transform} mutationOptions={saved}>
      <SimpleForm validate={form.validate} defaultValues={{ role: 'vendedor' }}>
        <UserInputs editing={false} />
      </SimpleForm>
    </Create>
  );
};
