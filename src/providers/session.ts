import { ROLES } from '../../contract/constants';
import type { PublicUser } from '../../contract/users';

/** localStorage keys of the session (spec 2 §3: token, user with role). */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TEXT_FIELDS = [
  'name',
  'first_name',
  'last_name',
  'firstName',
  'lastName',
  'email',
  'createdAt',
] as const;

/**
 * The stored user when it has the shape of `PublicUser`, with its fields only. Only the app writes it,
 * from an answer it parsed (login, `/api/auth/me`), so this check stays structural and synchronous:
 * the schemas are not part of the entry and every screen reads the user while it renders.
 */
const asPublicUser = (value: unknown): PublicUser | null => {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { id, organizationId, role } = record;
  if (typeof id !== 'string' || !UUID.test(id)) return null;
  if (typeof organizationId !== 'string' || !UUID.test(organizationId)) return null;
  if (!(ROLES as readonly unknown[]).includes(role)) return null;
  if (!TEXT_FIELDS.every((field) => typeof record[field] === 'string')) return null;
  const user = { id, organizationId, role } as Record<string, unknown>;
  for (const field of TEXT_FIELDS) user[field] = record[field];
  return user as PublicUser;
};

/** The stored user, or null when absent or not of the expected shape. */
export const getStoredUser = (): PublicUser | null => {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return asPublicUser(JSON.parse(raw));
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
