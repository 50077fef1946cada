import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import { lazy } from 'react';
import type { InstanceSummary } from '../../../contract';

/** The organization's WhatsApp numbers: a DataGrid list and an edit form (created on `/simple-users`). */
export const instances = {
  // Loaded on first visit: the DataGrid is not in the code every page loads.
  list: lazy(() => import('./InstancesList').then((module) => ({ default: module.InstancesList }))),
  edit: lazy(() => import('./InstanceEdit').then((module) => ({ default: module.InstanceEdit }))),
  icon: PhoneAndroidIcon,
  recordRepresentation: (record: InstanceSummary) => record.name,
};
