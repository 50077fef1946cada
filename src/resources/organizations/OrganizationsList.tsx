import { List, SearchInput } from 'react-admin';
import { OrganizationsGrid } from './OrganizationsGrid';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** `/organizations`: every shop of the platform (super_admin only on the server). */
export const OrganizationsList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
    <OrganizationsGrid />
  </List>
);
