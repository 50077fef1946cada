import {
  ArrayInput,
  NumberInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { BODY_TYPES, VEHICLE_STATUSES } from '../../../contract/vehicles';

const R = 'resources.estoque';

/** The fields of a car typed in or corrected by hand (create and edit). */
export const VehicleInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="make" validate={required()} />
      <TextInput source="model" validate={required()} />
      <TextInput source="version" />
      <NumberInput source="year" validate={required()} />
      <NumberInput source="modelYear" validate={required()} />
      <NumberInput source="km" validate={required()} />
      <NumberInput source="price" validate={required()} />
      <TextInput source="color" />
      <TextInput source="fuel" />
      <TextInput source="transmission" />
      <SelectInput
        source="bodyType"
        emptyValue=""
        choices={BODY_TYPES.map((id) => ({ id, name: translate(`${R}.bodyTypes.${id}`) }))}
      />
      <TextInput source="plate" />
      <SelectInput
        source="status"
        choices={VEHICLE_STATUSES.map((id) => ({ id, name: translate(`${R}.statuses.${id}`) }))}
      />
      <ArrayInput source="photos">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="" label={`${R}.fields.photos`} type="url" />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};
