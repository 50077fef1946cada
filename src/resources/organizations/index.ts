import BusinessIcon from '@mui/icons-material/Business';
import type { Organization } from '../../../contract/organizations';
import { OrganizationEdit } from './OrganizationEdit';
import { OrganizationsList } from './OrganizationsList';

/** The platform's shops, managed by the super_admin (spec 3 §2.9). */
export const organizations = {
  list: OrganizationsList,
  edit: OrganizationEdit,
  icon: BusinessIcon,
  recordRepresentation: (record: Organization) => record.name,
};
