import PeopleIcon from '@mui/icons-material/People';
import type { UserWithInstances } from '../../../contract';
import { UsersList } from './UsersList';

/** Users are managed on `/simple-users`; the resource gives react-admin its name, icon and label. */
export const users = {
  list: UsersList,
  icon: PeopleIcon,
  recordRepresentation: (record: UserWithInstances) => record.name,
};
