import ViewListIcon from '@mui/icons-material/ViewList';
import { lazy } from 'react';
import type { Lead } from '../../../contract/leads';
import { leadTitle } from '../../format/lead';

/** The leads register at `/leads` (admins: the organization's; sellers: their own, enforced by the server). */
export const leads = {
  // Loaded on first visit: the DataGrid is not in the code every page loads.
  list: lazy(() => import('./LeadList').then((module) => ({ default: module.LeadList }))),
  show: lazy(() => import('./LeadShow').then((module) => ({ default: module.LeadShow }))),
  icon: ViewListIcon,
  // As on the board's card: the contact's own name, or its formatted phone.
  recordRepresentation: (record: Lead) => leadTitle(record),
};
