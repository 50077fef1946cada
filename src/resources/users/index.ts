import PeopleIcon from '@mui/icons-material/People';
import type { UserWithInstances } from '../../../contract';
import { SimpleUsersPage } from '../../custom-pages/simple-users';

/** `/users` is the same list as `/simple-users`: users on a DataGrid with their instances and dialogs. */
export const users = {
  list: SimpleUsersPage,
  icon: PeopleIcon,
  recordRepresentation: (record: UserWithInstances) => record.name,
};
