import BusinessIcon from '@mui/icons-material/Business';
import { lazy } from 'react';
import type { Organization } from '../../../contract/organizations';

/** The platform's shops, managed by the super_admin (spec 3 §2.9); the grid loads on first visit. */
export const organizations = {
  list: lazy(() => import('./OrganizationsList').then((module) => ({ default: module.OrganizationsList }))),
  edit: lazy(() => import('./OrganizationEdit').then((module) => ({ default: module.OrganizationEdit }))),
  icon: BusinessIcon,
  recordRepresentation: (record: Organization) => record.name,
};
