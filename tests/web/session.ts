import type { PublicUser, Role } from '../../contract';
import { saveSession } from '../../src/providers/session';
import { buildPublicUser } from './builders';

export const TEST_TOKEN = 'test-token';

/** Stores a session as a sign-in would, and returns its user. */
export const signInAs = (role: Role, overrides: Partial<PublicUser> = {}): PublicUser => {
  const user = buildPublicUser({ role, ...overrides });
  saveSession(TEST_TOKEN, user);
  return user;
};

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** A `fetch` that answers `/api/auth/me` with the stored user, for screens rendered signed in. */
export const meFetch =
  (user: PublicUser): typeof fetch =>
  async () =>
    jsonResponse(200, { user });
