import { SelectInput } from 'react-admin';
import type {
  InstanceSummary,
  InstanceUpdateBody,
  UserWithInstanceBody,
  UserWithInstances,
} from '../../../contract';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { type FormValues, RecordFormDialog } from '../../ui/RecordFormDialog';
import { instanceFormValues, shownErrors } from '../users/formValues';
import { submissionErrors } from '../users/serverErrors';
import type { MutationResult } from '../users/useUsersAdmin';
import { INSTANCE_SERVER_FIELDS, validateInstanceUpdate, validateNewInstance } from '../users/validation';
import { InstanceInputs } from './InstanceInputs';

const FIELDS = ['userId', 'name', 'phone', 'notificationPhone', 'notificationName'] as const;

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
  const check = (values: FormValues) =>
    instance
      ? validateInstanceUpdate(instanceFormValues(values))
      : validateNewInstance(instanceFormValues(values));
  const validate = (values: FormValues) => {
    const checked = check(values);
    return checked.ok ? {} : shownErrors(t, checked.errors, checked.formError);
  };
  const submit = async (values: FormValues) => {
    const checked = check(values);
    if (!checked.ok) return shownErrors(t, checked.errors, checked.formError);
    const result = instance
      ? await onUpdate(instance, checked.data as InstanceUpdateBody)
      : await onCreate(checked.data as UserWithInstanceBody);
    const errors = submissionErrors(t, result, FIELDS, INSTANCE_SERVER_FIELDS);
    if (!errors) onClose();
    return errors;
  };
  const preselected = users.some((user) => user.id === userId) ? userId : '';

  return (
    <RecordFormDialog
      title={t(
        instance ? 'app.simpleUsers.instanceDialog.editTitle' : 'app.simpleUsers.instanceDialog.createTitle',
      )}
      submitLabel={t(
        instance ? 'app.simpleUsers.instanceDialog.save' : 'app.simpleUsers.instanceDialog.create',
      )}
      submittingLabel={t(
        instance ? 'app.simpleUsers.instanceDialog.saving' : 'app.simpleUsers.instanceDialog.creating',
      )}
      record={{
        userId: instance?.userId ?? preselected,
        name: instance?.name ?? '',
        phone: instance?.phone ?? '',
        notificationPhone: instance?.notificationPhone ?? '',
        notificationName: instance?.notificationName ?? '',
      }}
      validate={validate}
      onSubmit={submit}
      onClose={onClose}
    >
      {!instance && (
        <SelectInput
          source="userId"
          label="resources.instances.fields.userId"
          choices={users.map((user) => ({ id: user.id, name: `${user.name} (${user.email})` }))}
          emptyText="app.simpleUsers.instanceDialog.selectUser"
          emptyValue=""
          translateChoice={false}
        />
      )}
      <InstanceInputs />
    </RecordFormDialog>
  );
};
