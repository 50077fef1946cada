import type { AuthProvider, UserIdentity } from 'react-admin';
import { SESSION_CHECK_URL, takeEarlyResponse } from '../boot/firstRequests';
import { canAccess } from './canAccess';
import {
  type ContractSchemas,
  contractSchemas,
  contractSchemasWhenSettled,
  loadedContractSchemas,
  preloadContractSchemasWhenSettled,
} from './contractSchemas';
import { httpErrorFrom } from './httpError';
import { clearSession, endsSession, getStoredUser, getToken, saveSession, saveUser } from './session';
import { type SessionCheckOutcome, trackSessionCheck } from './sessionCheck';
import { challengeOf, type LoginChallenge, type TwoFactorSignIn, twoFactorSignIn } from './twoFactorSignIn';

/** Spec 2 §9 / spec 3 §9: the token check gives up after 10 s. */
export const SESSION_CHECK_TIMEOUT_MS = 10_000;
/** A session verified this recently is not asked to the server again on every page change. */
export const SESSION_RECHECK_MS = 60_000;

// The schemas are not in the entry (DESIGN §7, web) and load once the first screen is drawn: the
// session check of the stored user does not wait for them.
preloadContractSchemasWhenSettled();

export interface AuthProviderDeps {
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
}

/** Rejecting checkAuth with `message: false` skips react-admin's "please log in" toast. */
const signedOut = () => Promise.reject({ message: false });

/** `response`, or a rejection once `signal` aborts (the check's time-out), whichever comes first. */
const untilAborted = (response: Promise<Response>, signal: AbortSignal): Promise<Response> =>
  new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    response.then(resolve, reject);
  });

/**
 * Saves the user of a session check's answer once the schemas have checked it; like a malformed
 * answer, schemas that cannot be loaded leave the stored user as it is. Not once the session changed.
 */
async function refreshStoredUser(
  token: string,
  body: unknown,
  wait: () => Promise<ContractSchemas>,
): Promise<void> {
  const schemas = loadedContractSchemas() ?? (await wait().catch(() => null));
  const me = schemas?.MeResponse.safeParse(body);
  if (me?.success && getToken() === token) saveUser(me.data.user);
}

/** Whether the answer names the stored user with the stored role (what access is drawn from). */
function sameUserAndRole(body: unknown): boolean {
  const stored = getStoredUser();
  const user: unknown = typeof body === 'object' && body !== null && 'user' in body ? body.user : null;
  if (!stored || typeof user !== 'object' || user === null) return false;
  return 'id' in user && user.id === stored.id && 'role' in user && user.role === stored.role;
}

/** react-admin's auth provider with the sign-in steps after the password (two-step verification). */
export type AppAuthProvider = AuthProvider & TwoFactorSignIn;

export const createAuthProvider = ({
  fetch: fetchImpl = (input, init) => fetch(input, init),
  timeoutMs = SESSION_CHECK_TIMEOUT_MS,
  now = Date.now,
}: AuthProviderDeps = {}): AppAuthProvider => {
  let verified: { token: string; at: number } | null = null;
  const signedIn = ({ token, user }: { token: string; user: Parameters<typeof saveSession>[1] }) => {
    saveSession(token, user);
    verified = { token, at: now() };
  };
  let checking: { token: string; outcome: Promise<SessionCheckOutcome> } | null = null;

  /** 'valid' | 'invalid' (401/403) | 'unknown' (other status, time-out, network). */
  const verifyWithServer = async (token: string, signal?: AbortSignal): Promise<SessionCheckOutcome> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const abort = () => controller.abort();
    signal?.addEventListener('abort', abort);
    try {
      // Asked before the entry ran (boot/early.ts) on a full load; the time-out still applies.
      const early = takeEarlyResponse(SESSION_CHECK_URL, token);
      const response = await (early
        ? untilAborted(early, controller.signal)
        : fetchImpl(SESSION_CHECK_URL, {
            headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
            credentials: 'include',
            signal: controller.signal,
          }));
      if (endsSession(response.status, true)) {
        // Cleared before anyone learns the outcome: a refusal beside the check then finds it ended.
        if (getToken() === token) clearSession();
        return 'invalid';
      }
      if (!response.ok) return 'unknown';
      const body: unknown = await response.json().catch(() => null);
      // The same person with the same role: the pages and the header are drawn from the stored user
      // as it is, so neither the check nor the first screen waits for the schemas (zod, loaded
      // apart): the rest of the user is refreshed once they have loaded on their own.
      if (sameUserAndRole(body))
        refreshStoredUser(token, body, contractSchemasWhenSettled).catch(() => undefined);
      else await refreshStoredUser(token, body, contractSchemas);
      return 'valid';
    } catch {
      return 'unknown';
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    }
  };

  return {
    ...twoFactorSignIn(fetchImpl, signedIn),

    /** Signs in, or answers the challenge of the second step when the account has (or needs) 2FA. */
    async login(params: unknown): Promise<LoginChallenge | undefined> {
      const { LoginBody, LoginResponse } = await contractSchemas();
      const credentials = LoginBody.parse(params);
      clearSession();
      verified = null;
      const response = await fetchImpl('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'include',
        body: JSON.stringify(credentials),
      });
      if (!response.ok) throw await httpErrorFrom(response);
      const answer = LoginResponse.parse(await response.json());
      const challenge = challengeOf(answer);
      if (challenge) return challenge;
      if ('token' in answer) signedIn(answer);
      return undefined;
    },

    async logout() {
      const token = getToken();
      // Ends the session on the server as well; signing out never waits for or fails on it.
      if (token) {
        void Promise.resolve()
          .then(() =>
            fetchImpl('/api/auth/logout', {
              method: 'POST',
              headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
              credentials: 'include',
            }),
          )
          .catch(() => undefined);
      }
      clearSession();
      verified = null;
    },

    async checkAuth(params: { signal?: AbortSignal } = {}) {
      const token = getToken();
      if (!token) return signedOut();
      if (verified?.token === token && now() - verified.at < SESSION_RECHECK_MS && getStoredUser()) return;
      // A check already under way for this token answers this one too (a full load starts one
      // before the app renders, and react-admin's own may come before it has answered).
      if (checking?.token !== token) {
        // Shared (sessionCheck.ts), so that a refusal beside it is left to it.
        const outcome = trackSessionCheck(token, verifyWithServer(token, params.signal)).finally(() => {
          if (checking?.outcome === outcome) checking = null;
        });
        checking = { token, outcome };
      }
      const outcome = await checking.outcome;
      if (outcome === 'invalid') {
        verified = null;
        return signedOut();
      }
      // A server that cannot be reached keeps the local session (spec 2 §4).
      if (!getStoredUser()) return signedOut();
      if (outcome === 'valid') verified = { token, at: now() };
    },

    async checkError(error: { status?: number }) {
      if (typeof error?.status === 'number' && endsSession(error.status)) {
        // Already ended, by the session check (which decides where the visitor lands: the landing
        // page at `/`, the sign-in page elsewhere) or by the http client (to the sign-in page): a
        // page's refusal arriving after it must not sign out once more and send `/` to `/login`.
        const alreadyEnded = getToken() === null;
        clearSession();
        verified = null;
        return Promise.reject(alreadyEnded ? { message: false, logoutUser: false } : { message: false });
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = getStoredUser();
      if (!user) throw new Error('No signed-in user');
      return { id: user.id, fullName: user.name, email: user.email, role: user.role };
    },

    async getPermissions() {
      return getStoredUser()?.role ?? null;
    },

    async canAccess({ resource, action }: { resource: string; action: string }) {
      return canAccess(getStoredUser()?.role, { resource, action });
    },
  };
};

export const authProvider = createAuthProvider();
