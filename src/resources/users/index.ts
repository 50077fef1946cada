import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { UserWithInstances } from '../../../contract';

/**
 * `/users` is the same list as `/simple-users`: users on a DataGrid with their instances and
 * dialogs; `/users/:id` and `/users/create` are the same fields (`UserInputs`) as pages. Loaded on
 * first visit, not with the code every page loads.
 */
export const users = {
  list: lazy(() => import('./SimpleUsersPage')),
  edit: lazy(() => import('./UserEdit').then((module) => ({ default: module.UserEdit }))),
  create: lazy(() => import('./UserEdit').then((module) => ({ default: module.UserCreate }))),
  icon: PeopleIcon,
  recordRepresentation: (record: UserWithInstances) => record.name,
};
