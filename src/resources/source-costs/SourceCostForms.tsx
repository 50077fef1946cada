import { Create, Edit, NumberInput, required, SimpleForm, TextInput } from 'react-admin';

const R = 'resources.source-costs';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthFormat = (value: string) => (MONTH.test(value) ? undefined : `${R}.errors.month`);

/** Source, month and amount; the server refuses a second amount for the same source and month. */
const SourceCostForm = () => (
  <SimpleForm>
    <TextInput source="source" validate={required()} helperText={`${R}.helpers.source`} />
    <TextInput source="month" validate={[required(), monthFormat]} helperText={`${R}.helpers.month`} />
    <NumberInput source="amount" validate={required()} min={0} />
  </SimpleForm>
);

export const SourceCostCreate = () => (
  <Create redirect="list">
    <SourceCostForm />
  </Create>
);

export const SourceCostEdit = () => (
  <Edit redirect="list" mutationMode="pessimistic">
    <SourceCostForm />
  </Edit>
);
