import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import { lazy } from 'react';
import type { InstanceSummary } from '../../../contract';

/**
 * The organization's WhatsApp numbers: a DataGrid list, one number's page and its edit form, with
 * the fields (`InstanceInputs`) the users screen's dialog shares. Numbers are created by the
 * dialogs that live here too (`create/`: the dashboard's, with its QR sequence; `InstanceDialog`:
 * the users screen's), composed by those screens; the settings form is `settings/`.
 */
export const instances = {
  // Loaded on first visit: the DataGrid is not in the code every page loads.
  list: lazy(() => import('./InstancesList').then((module) => ({ default: module.InstancesList }))),
  show: lazy(() => import('./InstanceShow').then((module) => ({ default: module.InstanceShow }))),
  edit: lazy(() => import('./InstanceEdit').then((module) => ({ default: module.InstanceEdit }))),
  icon: PhoneAndroidIcon,
  recordRepresentation: (record: InstanceSummary) => record.name,
};
