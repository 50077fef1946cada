import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginBody, LoginResponse, MeResponse, ResetPasswordBody } from '../../../contract/auth';
import { SuccessBody } from '../../../contract/common';
import { tooManyRequests, unauthorized } from '../../lib/errors';
import { loadOrgSettings } from '../../lib/org-settings';
import { markShared } from '../../lib/serialize-once';
import { SlidingWindowLimiter } from '../../lib/sliding-window';
import { signSessionToken } from '../../plugins/auth';
import { toPublicUser } from '../users/mappers';
import { findUser } from '../users/repository';
import { setPasswordWithToken } from './password-tokens';
import { dummyPasswordHash, LOGIN_RATE_LIMIT_MESSAGE, verifyCredentials } from './service';
import { assertIpAllowed, endSession, startSession } from './sessions';

const MINUTE = 60_000;
/** The key of the signed-in user's public record in the remembered session's memo. */
const ME_MEMO = 'auth.me';

/** Login and the session check (spec 3 §2.8, §7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.config.loginRateLimit;
  const loginLimited = () => tooManyRequests(LOGIN_RATE_LIMIT_MESSAGE);
  // One counter per app, keyed on the lower-cased e-mail (the body schema lower-cases it).
  const attemptsPerEmail = new SlidingWindowLimiter({ max: limit, windowMs: MINUTE });
  // Computed now so the first unknown e-mail is not slower than the rest.
  await dummyPasswordHash();

  app.post(
    '/api/auth/login',
    {
      config: {
        public: true,
        rateLimit: { max: limit, timeWindow: MINUTE, errorResponseBuilder: loginLimited },
      },
      schema: { body: LoginBody, response: { 200: LoginResponse } },
    },
    async (request) => {
      const { email, password } = request.body;
      if (!attemptsPerEmail.hit(email)) throw loginLimited();
      const user = await verifyCredentials(app.db, email, password);
      const settings = await loadOrgSettings(app.db, user.organizationId);
      assertIpAllowed(settings?.allowedIps ?? '', request.ip);
      const sessionId = await startSession(app.db, user, app.clock.now());
      return { token: signSessionToken(app, user, sessionId), user: toPublicUser(user) };
    },
  );

  // A set-password link (wizard without SMTP, later a forgotten password): public, limited like the login.
  app.post(
    '/api/auth/reset-password',
    {
      config: {
        public: true,
        rateLimit: { max: limit, timeWindow: MINUTE, errorResponseBuilder: loginLimited },
      },
      schema: { body: ResetPasswordBody, response: { 200: SuccessBody } },
    },
    async (request) => {
      await setPasswordWithToken(app.db, request.body.token, request.body.password, app.clock.now());
      return { success: true as const };
    },
  );

  // Sign-out ends the session on the server too: its token is refused from now on.
  app.post('/api/auth/logout', { schema: { response: { 200: SuccessBody } } }, async (request) => {
    if (request.auth.sessionId) await endSession(app.db, request.auth.userId, request.auth.sessionId);
    return { success: true as const };
  });

  // Remembered with the session (the inbox asks on every screen); any API write forgets both. The
  // memo keeps the read itself, so the calls of a burst that arrive while it runs share it.
  app.get('/api/auth/me', { schema: { response: { 200: MeResponse } } }, async (request) => {
    const { organizationId, userId } = request.auth;
    const memo = request.sessionMemo;
    let answer = memo?.get(ME_MEMO) as Promise<MeResponse> | undefined;
    if (!answer) {
      answer = findUser(app.db, organizationId, userId).then((user) => {
        if (!user) throw unauthorized();
        return markShared({ user: toPublicUser(user) });
      });
      if (memo) {
        const reading = answer;
        memo.set(ME_MEMO, reading);
        // A failed read is not remembered: the next call reads again.
        reading.catch(() => {
          if (memo.get(ME_MEMO) === reading) memo.delete(ME_MEMO);
        });
      }
    }
    return answer;
  });
};
