import ViewListIcon from '@mui/icons-material/ViewList';
import type { Lead } from '../../../contract/leads';
import { LeadList } from './LeadList';
import { LeadShow } from './LeadShow';

/** The leads register at `/leads` (admins: the organization's; sellers: their own, enforced by the server). */
export const leads = {
  list: LeadList,
  show: LeadShow,
  icon: ViewListIcon,
  recordRepresentation: (record: Lead) => record.contactName || record.contactNumber,
};
