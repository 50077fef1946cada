import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Create, Edit, SimpleForm } from 'react-admin';
import type { BonusConfiguration } from '../../../contract/bonuses';
import { BonusConfigurationInputs } from './BonusConfigurationInputs';
import { BonusConfigurationList } from './BonusConfigurationList';

const BonusConfigurationCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <BonusConfigurationInputs />
    </SimpleForm>
  </Create>
);

const BonusConfigurationEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm>
      <BonusConfigurationInputs />
    </SimpleForm>
  </Edit>
);

/** `bonus-configurations` (admins): list, create and edit of the month's bonuses. */
export const bonusConfigurations = {
  list: BonusConfigurationList,
  create: BonusConfigurationCreate,
  edit: BonusConfigurationEdit,
  icon: EmojiEventsIcon,
  recordRepresentation: (record: BonusConfiguration) => record.name,
};
