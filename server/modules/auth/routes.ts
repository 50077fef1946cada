import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  MeResponse,
  ResetPasswordBody,
} from '../../../contract/auth';
import { SuccessBody } from '../../../contract/common';
import { AttemptLimiter } from '../../lib/attempt-limiter';
import { tooManyRequests, unauthorized } from '../../lib/errors';
import { loadOrgSettings } from '../../lib/org-settings';
import { markShared } from '../../lib/serialize-once';
import { actorOf } from '../audit/record';
import { toPublicUser } from '../users/mappers';
import { findUser } from '../users/repository';
import { requestPasswordReset } from './forgot-password';
import { setPasswordWithToken } from './password-tokens';
import { dummyPasswordHash, LOGIN_RATE_LIMIT_MESSAGE, verifyCredentials } from './service';
import { assertIpAllowed, endSession } from './sessions';
import { afterPassword, recordFailedSignIn } from './sign-in';

const MINUTE = 60_000;
/** Reset links one address may be sent per hour: enough for a lost e-mail, too few to flood an inbox. */
const RESET_EMAILS_PER_HOUR = 3;
/** The key of the signed-in user's public record in the remembered session's memo. */
const ME_MEMO = 'auth.me';

/** Login and the session check (spec 3 §2.8, §7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.config.loginRateLimit;
  const loginLimited = () => tooManyRequests(LOGIN_RATE_LIMIT_MESSAGE);
  // Keyed on the lower-cased e-mail (the body schema lower-cases it), counted in the database so
  // every replica shares the count.
  const counters = { db: app.db, clock: () => app.clock };
  const attemptsPerEmail = new AttemptLimiter({ ...counters, scope: 'login', max: limit, windowMs: MINUTE });
  const resetsPerEmail = new AttemptLimiter({
    ...counters,
    scope: 'password-reset',
    max: RESET_EMAILS_PER_HOUR,
    windowMs: 60 * MINUTE,
  });
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
      if (!(await attemptsPerEmail.hit(email))) throw loginLimited();
      const user = await verifyCredentials(app.db, email, password).catch(async (error: unknown) => {
        await recordFailedSignIn(app.db, actorOf(request), email, 'password');
        throw error;
      });
      const settings = await loadOrgSettings(app.db, user.organizationId);
      assertIpAllowed(settings?.allowedIps ?? '', request.ip);
      return afterPassword(app, user, settings, request);
    },
  );

  // The same answer, at once, for known and unknown addresses and past the per-address limit: the
  // answer tells nothing about accounts. The e-mail is prepared after answering.
  app.post(
    '/api/auth/forgot-password',
    {
      config: {
        public: true,
        rateLimit: { max: limit, timeWindow: MINUTE, errorResponseBuilder: loginLimited },
      },
      schema: { body: ForgotPasswordBody, response: { 200: SuccessBody } },
    },
    async (request) => {
      const { email } = request.body;
      if (await resetsPerEmail.hit(email)) {
        requestPasswordReset(app.db, app.config.publicUrl, email, actorOf(request)).catch((error: unknown) =>
          app.log.error({ err: error }, 'password reset e-mail not prepared'),
        );
      }
      return { success: true as const };
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
      const { token, password } = request.body;
      await setPasswordWithToken(app.db, app.events, token, password, actorOf(request));
      // A public route: the authenticated writes' forgetting does not run for it.
      app.forgetSessions();
      return { success: true as const };
    },
  );

  // Sign-out ends the session on the server too: its token is refused from now on.
  app.post('/api/auth/logout', { schema: { response: { 200: SuccessBody } } }, async (request) => {
    const { sessionId, userId, organizationId } = request.auth;
    const user = { id: userId, organizationId };
    if (sessionId) await endSession(app.db, app.events, user, sessionId, actorOf(request));
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
