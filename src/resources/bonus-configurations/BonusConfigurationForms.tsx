import { Create, Edit, SimpleForm } from 'react-admin';
import { BonusConfigurationInputs } from './BonusConfigurationInputs';

export const BonusConfigurationCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <BonusConfigurationInputs />
    </SimpleForm>
  </Create>
);

export const BonusConfigurationEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm>
      <BonusConfigurationInputs />
    </SimpleForm>
  </Edit>
);
