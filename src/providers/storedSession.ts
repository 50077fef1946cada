import type { QueryClient } from '@tanstack/react-query';
import { getStoredUser, getToken } from './session';

/** react-admin's key for `useAuthState()` without params: its routes' and our `/` route's check. */
export const AUTH_CHECK_KEY = ['auth', 'checkAuth', {}] as const;

/**
 * With a stored session, the signed-in frame renders at once instead of after `GET /api/auth/me`:
 * react-admin's session check finds an answer already known but stale, shows the frame and runs
 * `checkAuth` beside it. An invalid session fails that check, and react-admin then signs out to
 * `/login` (the landing page at `/`), as it does when the check answers first.
 */
export function trustStoredSession(queryClient: QueryClient): void {
  if (!getToken() || !getStoredUser()) return;
  queryClient.setQueryData(AUTH_CHECK_KEY, true, { updatedAt: 0 });
}
