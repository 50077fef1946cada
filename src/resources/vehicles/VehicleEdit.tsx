import { Create, Edit, SimpleForm, useNotify, useSaveContext } from 'react-admin';
import type { Vehicle } from '../../../contract/vehicles';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { serverMessageOf } from '../../providers/httpError';
import { VehicleInputs } from './VehicleInputs';
import { type FormErrors, serverFieldErrors, toVehicleBody, validateVehicle } from './vehicleForm';

/**
 * The car's form: the contract's rules are checked before sending, and a 400 the server still
 * answers shows its `details` on their fields; only an error without fields becomes a toast.
 */
const VehicleForm = ({ defaultValues }: { defaultValues?: Partial<Vehicle> }) => {
  const t = useAppTranslate();
  const notify = useNotify();
  const { save } = useSaveContext();
  const submit = async (values: Partial<Vehicle>) => {
    let fieldErrors: FormErrors | undefined;
    await save?.(values, {
      onError: (error: unknown) => {
        fieldErrors = serverFieldErrors(t, error);
        if (fieldErrors) return;
        const message = serverMessageOf(error) ?? 'ra.notification.http_error';
        notify(message, { type: 'error', messageArgs: { _: message } });
      },
    });
    return fieldErrors;
  };
  return (
    <SimpleForm
      defaultValues={defaultValues}
      validate={(values) => validateVehicle(t, values)}
      onSubmit={submit}
    >
      <VehicleInputs />
    </SimpleForm>
  );
};

/** Edit of a car imported or typed in here (CRM cars answer 409 and show no edit button). */
export const VehicleEdit = () => (
  <Edit mutationMode="pessimistic" transform={toVehicleBody}>
    <VehicleForm />
  </Edit>
);

export const VehicleCreate = () => (
  <Create transform={toVehicleBody} redirect="show">
    <VehicleForm defaultValues={{ status: 'available', km: 0, photos: [] }} />
  </Create>
);
