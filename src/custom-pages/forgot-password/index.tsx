import { lazyPage } from '../../ui/definePage';

/** "Esqueci minha senha": asks for a reset link by e-mail, reachable signed out, loaded on demand. */
export const ForgotPasswordPage = lazyPage(() => import('./ForgotPasswordPage'), '/forgot-password');
