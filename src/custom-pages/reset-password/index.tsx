import { lazyPage } from '../../ui/definePage';

/** Where a set-password link leads (`?token=`), reachable signed out, loaded on demand. */
export const ResetPasswordPage = lazyPage(() => import('./ResetPasswordPage'), '/reset-password');
