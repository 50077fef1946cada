import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { UserWithInstances } from '../../../contract';

/**
 * `/users` is the same list as `/simple-users`: users on a DataGrid with their instances and
 * dialogs. Loaded on first visit, not with the code every page loads.
 */
export const users = {
  list: lazy(() => import('./SimpleUsersPage')),
  icon: PeopleIcon,
  recordRepresentation: (record: UserWithInstances) => record.name,
};
