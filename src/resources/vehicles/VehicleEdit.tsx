import { Create, Edit, SimpleForm } from 'react-admin';
import type { Vehicle } from '../../../contract/vehicles';
import { VehicleInputs } from './VehicleInputs';

/** Only what the server accepts: the editable fields, never the id, source or timestamps. */
const toBody = (car: Partial<Vehicle>) => ({
  make: car.make,
  model: car.model,
  version: car.version ?? '',
  year: car.year,
  modelYear: car.modelYear,
  km: car.km,
  price: car.price,
  color: car.color ?? '',
  fuel: car.fuel ?? '',
  transmission: car.transmission ?? '',
  bodyType: car.bodyType ?? '',
  plate: car.plate || null,
  photos: (car.photos ?? []).filter(Boolean),
  status: car.status ?? 'available',
});

/** Edit of a car imported or typed in here (CRM cars answer 409 and show no edit button). */
export const VehicleEdit = () => (
  <Edit mutationMode="pessimistic" transform={toBody}>
    <SimpleForm>
      <VehicleInputs />
    </SimpleForm>
  </Edit>
);

export const VehicleCreate = () => (
  <Create transform={toBody} redirect="show">
    <SimpleForm defaultValues={{ status: 'available', km: 0, photos: [] }}>
      <VehicleInputs />
    </SimpleForm>
  </Create>
);
