import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginResponse, SignedIn } from '../../../contract/auth';
import type { SystemSettings } from '../../../contract/settings';
import type { DbOrTx } from '../../db/client';
import { AttemptLimiter } from '../../lib/attempt-limiter';
import { isAdmin } from '../../lib/auth-context';
import { HttpError, tooManyRequests, validationError } from '../../lib/errors';
import { signSessionToken } from '../../plugins/auth';
import { type AuditActor, actorOf, recordAudit } from '../audit/record';
import { toPublicUser } from '../users/mappers';
import { findLiveToken, issuePasswordToken } from './password-tokens';
import { type ActiveUser, findActiveUserByEmail, findActiveUserById } from './repository';
import { assertOrganizationOpen } from './service';
import { startSession } from './sessions';
import { isTwoFactorEnabled } from './two-factor';

/** The login's second step must follow within five minutes, or the password is asked again. */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_EXPIRED_MESSAGE = 'Sua verificação expirou. Entre novamente com email e senha.';
export const CODE_RATE_LIMIT_MESSAGE = 'Muitas tentativas de código. Aguarde um minuto e tente novamente.';
/** Wrong codes (app or recovery) a user may send per minute, whichever route they go through. */
export const CODE_ATTEMPTS_PER_MINUTE = 5;

/** Whether the user must enrol in 2FA before signing in: the organization's or the platform's rule. */
export function mustEnrolTwoFactor(
  user: Pick<ActiveUser, 'role'>,
  settings: Pick<SystemSettings, 'requireAdminTwoFactor'> | undefined,
  platform: { require2faSuperAdmin: boolean },
): boolean {
  if (user.role === 'super_admin' && platform.require2faSuperAdmin) return true;
  return Boolean(settings?.requireAdminTwoFactor) && isAdmin(user);
}

/** Opens the session of a fully signed-in user, noting the device and address it came from. */
export async function openSession(
  app: FastifyInstance,
  user: ActiveUser,
  request: FastifyRequest,
): Promise<SignedIn> {
  const sessionId = await startSession(app.db, user, app.clock.now(), {
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });
  const target = { type: 'user', id: user.id, label: user.email };
  await recordAudit(app.db, {
    ...actorOf(request, user),
    action: 'auth.sign_in',
    target,
    extra: { sessionId },
  });
  return { token: signSessionToken(app, user, sessionId), user: toPublicUser(user) };
}

/**
 * What a right password leads to: the session, or a challenge for the second step (a code when the
 * user has 2FA; an enrolment when the rules demand 2FA the user has not set up).
 */
export async function afterPassword(
  app: FastifyInstance,
  user: ActiveUser,
  settings: SystemSettings | undefined,
  request: FastifyRequest,
): Promise<LoginResponse> {
  const now = app.clock.now();
  if (await isTwoFactorEnabled(app.db, user.id)) {
    const challenge = await issuePasswordToken(app.db, user, 'two_factor', TWO_FACTOR_CHALLENGE_TTL_MS, now);
    return { twoFactorRequired: true, challenge };
  }
  if (mustEnrolTwoFactor(user, settings, app.config)) {
    const challenge = await issuePasswordToken(app.db, user, 'two_factor', TWO_FACTOR_CHALLENGE_TTL_MS, now);
    return { twoFactorSetupRequired: true, challenge };
  }
  return openSession(app, user, request);
}

/** The live user a login challenge stands for; a 400 on `challenge` when it expired or was used. */
export async function challengeUser(app: FastifyInstance, challenge: string): Promise<ActiveUser> {
  const token = await findLiveToken(app.db, challenge, 'two_factor', app.clock.now());
  const user = token ? await findActiveUserById(app.db, token.userId) : undefined;
  if (!user) throw validationError('challenge', CHALLENGE_EXPIRED_MESSAGE);
  assertOrganizationOpen(user);
  return user;
}

/**
 * Runs a code check of a user, counting the wrong ones on the app's clock: past the limit every
 * check is a 429 until the minute passes, even with the right code, so guessing does not pay.
 */
export function codeAttemptLimiter(
  app: FastifyInstance,
): <T>(userId: string, check: () => Promise<T>) => Promise<T> {
  const wrongCodes = new AttemptLimiter({
    db: app.db,
    clock: () => app.clock,
    scope: 'two-factor-code',
    max: CODE_ATTEMPTS_PER_MINUTE,
    windowMs: 60_000,
  });
  return async (userId, check) => {
    if (await wrongCodes.isFull(userId)) throw tooManyRequests(CODE_RATE_LIMIT_MESSAGE);
    try {
      return await check();
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) await wrongCodes.hit(userId);
      throw error;
    }
  };
}

/**
 * A refused sign-in (wrong password, unknown address, wrong second factor). The record goes to the
 * organization of the account tried, when the address is one, so its admins see attacks on it.
 */
export async function recordFailedSignIn(
  db: DbOrTx,
  source: AuditActor,
  email: string,
  step: 'password' | 'two_factor',
): Promise<void> {
  const user = await findActiveUserByEmail(db, email);
  await recordAudit(db, {
    ...source,
    organizationId: user?.organizationId ?? null,
    userId: null,
    role: null,
    label: email,
    action: 'auth.sign_in_failed',
    target: user ? { type: 'user', id: user.id, label: user.email } : undefined,
    extra: { step },
  });
}
