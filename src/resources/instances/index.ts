import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import type { InstanceSummary } from '../../../contract';
import { InstancesList } from './InstancesList';

/** Instances are shown on the dashboard and managed on `/simple-users`. */
export const instances = {
  list: InstancesList,
  icon: PhoneAndroidIcon,
  recordRepresentation: (record: InstanceSummary) => record.name,
};
