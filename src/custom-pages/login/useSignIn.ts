import { useCallback } from 'react';
import { useAuthProvider, useAuthState, useLocation, useNavigate } from 'react-admin';
import type { LoginBody } from '../../../contract/auth';
import type { AppAuthProvider } from '../../providers/authProvider';
import type { LoginChallenge } from '../../providers/twoFactorSignIn';

interface NextLocation {
  nextPathname?: string;
  nextSearch?: string;
}

/** The app's auth provider, with the sign-in steps after the password. */
export const useAppAuthProvider = (): AppAuthProvider => {
  const authProvider = useAuthProvider<AppAuthProvider>();
  if (!authProvider) throw new Error('An auth provider is required to sign in');
  return authProvider;
};

/**
 * Once signed in: refreshes the shared session state and goes where the user was heading (or `/`).
 * The session state is refreshed before navigating so that no route sees the old signed-out state.
 */
export const useFinishSignIn = () => {
  const { refetch } = useAuthState(undefined, false, { enabled: false });
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(async () => {
    await refetch();
    const next = (location.state ?? null) as NextLocation | null;
    const target =
      next?.nextPathname && next.nextPathname !== '/login'
        ? `${next.nextPathname}${next.nextSearch ?? ''}`
        : '/';
    navigate(target);
  }, [refetch, navigate, location.state]);
};

/** Signs in with the password; answers the second step's challenge when the account asks for one. */
export const useSignIn = () => {
  const authProvider = useAppAuthProvider();
  const finish = useFinishSignIn();
  return useCallback(
    async (credentials: LoginBody): Promise<LoginChallenge | undefined> => {
      const challenge = await authProvider.login(credentials);
      if (challenge) return challenge;
      await finish();
      return undefined;
    },
    [authProvider, finish],
  );
};
