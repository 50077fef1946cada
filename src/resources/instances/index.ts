import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import type { InstanceSummary } from '../../../contract';
import { InstanceEdit } from './InstanceEdit';
import { InstancesList } from './InstancesList';

/** The organization's WhatsApp numbers: a DataGrid list and an edit form (created on `/simple-users`). */
export const instances = {
  list: InstancesList,
  edit: InstanceEdit,
  icon: PhoneAndroidIcon,
  recordRepresentation: (record: InstanceSummary) => record.name,
};
