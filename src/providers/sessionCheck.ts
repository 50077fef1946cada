/**
 * The session check under way, shared by the auth provider that runs it and the http client whose
 * requests may run beside it. A full load asks the page's data at once, beside `GET /api/auth/me`,
 * instead of after it; with a stale token both answer 401, and the check alone decides how the
 * session ends (the landing page at `/`, the sign-in page elsewhere), whichever answer comes first.
 * The live socket, opened with the stored token at start, is refused (4401) the same way.
 */
import { getToken } from './session';

export type SessionCheckOutcome = 'valid' | 'invalid' | 'unknown';

let current: { token: string; outcome: Promise<SessionCheckOutcome> } | null = null;

/** Registers the check of `token`, replacing the one before; it is forgotten once it has answered. */
export function trackSessionCheck(
  token: string,
  outcome: Promise<SessionCheckOutcome>,
): Promise<SessionCheckOutcome> {
  const tracked = outcome.finally(() => {
    if (current?.outcome === tracked) current = null;
  });
  current = { token, outcome: tracked };
  return tracked;
}

/** The check of `token` under way, or undefined. */
export const sessionCheckOf = (token: string): Promise<SessionCheckOutcome> | undefined =>
  current?.token === token ? current.outcome : undefined;

/**
 * `end` for a refusal (a 401, a socket's 4401) of a request made with `token`, unless a check of the
 * same token under way ends the session itself, or the session is already gone or replaced (a
 * sign-out or a new sign-in meanwhile: nothing of the new one is ended).
 */
export async function endRefusedSession(token: string, end: () => void): Promise<void> {
  const check = sessionCheckOf(token);
  if (check && (await check) === 'invalid') return;
  if (getToken() !== token) return;
  end();
}
