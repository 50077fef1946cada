import { lazyPage } from '../definePage';

/** Users and instances admin (spec 3 §2.1). */
export const SimpleUsersPage = lazyPage(() => import('./SimpleUsersPage'), '/simple-users');
