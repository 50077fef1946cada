import { PublicUser } from '../../contract';

/** localStorage keys of the session (spec 2 §3: token, user with role). */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);

/** The stored user, or null when absent or not of the expected shape. */
export const getStoredUser = (): PublicUser | null => {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed = PublicUser.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

export const saveSession = (token: string, user: PublicUser): void => {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
};

export const saveUser = (user: PublicUser): void => {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
};

export const clearSession = (): void => {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
};

/**
 * Whether an answer means the session is over. 401 always does. Our server also answers 403 when a
 * signed-in vendedor calls an admin-only route: that is a refusal, not an expired session, so it
 * only ends the session when it comes from the session check itself (`GET /api/auth/me`).
 */
export const endsSession = (status: number, fromSessionCheck = false): boolean =>
  status === 401 || (fromSessionCheck && status === 403);
