import { BooleanInput, minValue, NumberInput, required, SelectInput, TextInput } from 'react-admin';
import { BONUS_CATEGORIES, bonusYears } from '../../../contract/bonuses';

const REQUIRED = 'app.bonusLeads.form.required';
const categoryChoices = BONUS_CATEGORIES.map((id) => ({ id, name: id }));
const monthChoices = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: String(index + 1).padStart(2, '0'),
}));
const yearChoices = bonusYears().map((id) => ({ id, name: String(id) }));
const valueTypeChoices = [
  { id: 'fixed', name: 'app.bonusLeads.form.fixed' },
  { id: 'percentage', name: 'app.bonusLeads.form.percentage' },
];
const measureChoices = [
  { id: 'count', name: 'app.bonusLeads.form.count' },
  { id: 'sum', name: 'app.bonusLeads.form.sum' },
];
const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? undefined : REQUIRED);

/** Shared by create and edit: spec 3 §5's required fields and a value above 0. */
export const BonusConfigurationInputs = () => (
  <>
    <TextInput source="name" validate={required(REQUIRED)} fullWidth />
    <TextInput source="description" multiline fullWidth />
    <SelectInput
      source="category"
      choices={categoryChoices}
      translateChoice={false}
      validate={required(REQUIRED)}
    />
    <SelectInput source="valueType" choices={valueTypeChoices} validate={required(REQUIRED)} />
    <NumberInput source="value" validate={[required(REQUIRED), positive]} />
    <NumberInput source="targetValue" validate={minValue(0.01)} defaultValue={1} />
    <SelectInput source="measure" choices={measureChoices} defaultValue="count" />
    <SelectInput source="month" choices={monthChoices} translateChoice={false} validate={required()} />
    <SelectInput source="year" choices={yearChoices} translateChoice={false} validate={required()} />
    <BooleanInput source="isActive" defaultValue />
  </>
);
