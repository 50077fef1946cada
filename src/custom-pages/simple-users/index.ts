import { lazyPage } from '../../ui/definePage';

/** Users and instances admin (spec 3 §2.1). */
export const SimpleUsersPage = lazyPage(
  () => import('../../resources/users/SimpleUsersPage'),
  '/simple-users',
);
