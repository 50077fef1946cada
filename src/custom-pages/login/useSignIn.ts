import { useCallback } from 'react';
import { useAuthProvider, useAuthState, useLocation, useNavigate } from 'react-admin';
import type { LoginBody } from '../../../contract/auth';

interface NextLocation {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * Signs in, refreshes the shared session state and goes where the user was heading (or `/`).
 * The session state is refreshed before navigating so that no route sees the old signed-out state.
 */
export const useSignIn = () => {
  const authProvider = useAuthProvider();
  const { refetch } = useAuthState(undefined, false, { enabled: false });
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(
    async (credentials: LoginBody) => {
      if (!authProvider) throw new Error('An auth provider is required to sign in');
      await authProvider.login(credentials);
      await refetch();
      const next = (location.state ?? null) as NextLocation | null;
      const target =
        next?.nextPathname && next.nextPathname !== '/login'
          ? `${next.nextPathname}${next.nextSearch ?? ''}`
          : '/';
      navigate(target);
    },
    [authProvider, refetch, navigate, location.state],
  );
};
