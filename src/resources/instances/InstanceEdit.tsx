import { Edit, SimpleForm, useNotify, useRedirect } from 'react-admin';
import type { Instance } from '../../../contract';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { useNotifyFailure } from '../../providers/useNotifyFailure';
import type { FormValues } from '../../ui/RecordFormDialog';
import { instanceFormValues, shownErrors } from '../users/formValues';
import { validateInstanceUpdate } from '../users/validation';
import { InstanceInputs } from './InstanceInputs';

/** Edit an instance's name, phone and notification contact, with the users screen's rules. */
export const InstanceEdit = () => {
  const t = useAppTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  const validate = (values: FormValues) => {
    const checked = validateInstanceUpdate(instanceFormValues(values));
    return checked.ok ? {} : shownErrors(t, checked.errors);
  };
  /** Only the four fields the route takes, trimmed, blanks as null. */
  const transform = (values: FormValues) => {
    const checked = validateInstanceUpdate(instanceFormValues(values));
    return checked.ok ? checked.data : values;
  };
  return (
    <Edit<Instance>
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={{
        onSuccess: () => {
          notify('resources.instances.notifications.updated', { type: 'success' });
          redirect('list', 'instances');
        },
        onError: (error) => notifyFailure('resources.instances.notifications.updateFailed', error),
      }}
    >
      <SimpleForm validate={validate}>
        <InstanceInputs />
      </SimpleForm>
    </Edit>
  );
};
