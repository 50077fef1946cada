import { useCallback, useEffect } from 'react';
import { useAuthProvider, useAuthState, useLocation, useNavigate } from 'react-admin';
import type { LoginBody } from '../../../contract/auth';
import type { AppAuthProvider } from '../../providers/authProvider';
import type { LoginChallenge } from '../../providers/twoFactorSignIn';
import { APP_PAGES } from '../pages';
import { pageFor } from '../preload';

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

/** Where a finished sign-in goes: where the user was heading (react-admin's redirect state), or `/`. */
const signInTarget = (state: unknown): { pathname: string; search: string } => {
  const next = (state ?? null) as NextLocation | null;
  return next?.nextPathname && next.nextPathname !== '/login'
    ? { pathname: next.nextPathname, search: next.nextSearch ?? '' }
    : { pathname: '/', search: '' };
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
    const { pathname, search } = signInTarget(location.state);
    navigate(`${pathname}${search}`);
  }, [refetch, navigate, location.state]);
};

/**
 * While the sign-in form is shown, the code of the page it will open (Home, or where the user was
 * heading) starts loading: that page's chunk used to be asked only once the sign-in had answered
 * and the frame had rendered, and the page then showed a spinner for as long as its code took.
 * Only the code: its data need the session.
 */
export const usePreloadSignInTarget = (): void => {
  const { pathname } = signInTarget(useLocation().state);
  useEffect(() => {
    pageFor(pathname, APP_PAGES)?.preload?.();
  }, [pathname]);
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
