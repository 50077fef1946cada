import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignedIn } from '../../../contract/auth';
import { SuccessBody } from '../../../contract/common';
import {
  RecoveryCodes,
  SecondFactor,
  TwoFactorEnableBody,
  TwoFactorEnrolBody,
  TwoFactorEnrolEnableBody,
  TwoFactorEnrolled,
  TwoFactorSetup,
  TwoFactorStatus,
  TwoFactorVerifyBody,
} from '../../../contract/two-factor';
import { badRequest, tooManyRequests, unauthorized, validationError } from '../../lib/errors';
import { loadOrgSettings } from '../../lib/org-settings';
import { actorOf, recordAudit } from '../audit/record';
import { spendToken } from './password-tokens';
import { findActiveUserById } from './repository';
import { LOGIN_RATE_LIMIT_MESSAGE } from './service';
import {
  CHALLENGE_EXPIRED_MESSAGE,
  challengeUser,
  codeAttemptLimiter,
  mustEnrolTwoFactor,
  openSession,
  recordFailedSignIn,
} from './sign-in';
import {
  beginTwoFactorSetup,
  enableTwoFactor,
  isTwoFactorEnabled,
  removeTwoFactor,
  verifySecondFactor,
} from './two-factor';

const MINUTE = 60_000;
const REQUIRED_MESSAGE =
  'A verificação em duas etapas é obrigatória para a sua conta e não pode ser desativada.';

/** Two-factor sign-in: the user's own setup (signed in) and the login's second step (public). */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkCode = codeAttemptLimiter(app);
  const limit = app.config.loginRateLimit;
  // The public steps are limited per address like the login itself, on top of the per-user count.
  const publicStep = {
    public: true,
    rateLimit: {
      max: limit,
      timeWindow: MINUTE,
      errorResponseBuilder: () => tooManyRequests(LOGIN_RATE_LIMIT_MESSAGE),
    },
  };
  const signedInUser = async (userId: string) => {
    const user = await findActiveUserById(app.db, userId);
    if (!user) throw unauthorized();
    return user;
  };
  const isRequired = async (userId: string) => {
    const user = await signedInUser(userId);
    return mustEnrolTwoFactor(user, await loadOrgSettings(app.db, user.organizationId), app.config);
  };
  /** Spends the login's challenge once its second step succeeded (two tabs cannot both use it). */
  const spendChallenge = async (challenge: string) => {
    if (!(await spendToken(app.db, challenge, 'two_factor', app.clock.now()))) {
      throw validationError('challenge', CHALLENGE_EXPIRED_MESSAGE);
    }
  };

  app.get('/api/auth/2fa', { schema: { response: { 200: TwoFactorStatus } } }, async (request) => ({
    enabled: await isTwoFactorEnabled(app.db, request.auth.userId),
    required: await isRequired(request.auth.userId),
  }));

  app.post('/api/auth/2fa/setup', { schema: { response: { 200: TwoFactorSetup } } }, async (request) =>
    beginTwoFactorSetup(app.db, app.config.encryptionKey, await signedInUser(request.auth.userId)),
  );

  app.post(
    '/api/auth/2fa/enable',
    { schema: { body: TwoFactorEnableBody, response: { 200: RecoveryCodes } } },
    async (request) => {
      const user = await signedInUser(request.auth.userId);
      const key = app.config.encryptionKey;
      const actor = actorOf(request);
      return {
        recoveryCodes: await checkCode(user.id, () =>
          enableTwoFactor(app.db, key, user, request.body.code, actor),
        ),
      };
    },
  );

  app.post(
    '/api/auth/2fa/disable',
    { schema: { body: SecondFactor, response: { 200: SuccessBody } } },
    async (request) => {
      const { userId } = request.auth;
      if (await isRequired(userId)) throw badRequest(REQUIRED_MESSAGE, 'two_factor_required');
      await checkCode(userId, () =>
        verifySecondFactor(app.db, app.config.encryptionKey, userId, request.body, app.clock.now()),
      );
      const target = { type: 'user', id: userId, label: request.auth.email };
      await app.db.transaction(async (tx) => {
        await removeTwoFactor(tx, userId);
        await recordAudit(tx, { ...actorOf(request), action: 'auth.two_factor_disabled', target });
      });
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/2fa/verify',
    { config: publicStep, schema: { body: TwoFactorVerifyBody, response: { 200: SignedIn } } },
    async (request) => {
      const { challenge, ...factor } = request.body;
      const user = await challengeUser(app, challenge);
      await checkCode(user.id, () =>
        verifySecondFactor(app.db, app.config.encryptionKey, user.id, factor, app.clock.now()),
      ).catch(async (error: unknown) => {
        await recordFailedSignIn(app.db, actorOf(request), user.email, 'two_factor');
        throw error;
      });
      await spendChallenge(challenge);
      return openSession(app, user, request);
    },
  );

  // Mandatory enrolment at sign-in: the same setup, with the login's challenge instead of a session.
  app.post(
    '/api/auth/2fa/enrol/setup',
    { config: publicStep, schema: { body: TwoFactorEnrolBody, response: { 200: TwoFactorSetup } } },
    async (request) => {
      const user = await challengeUser(app, request.body.challenge);
      return beginTwoFactorSetup(app.db, app.config.encryptionKey, user);
    },
  );

  app.post(
    '/api/auth/2fa/enrol/enable',
    {
      config: publicStep,
      schema: { body: TwoFactorEnrolEnableBody, response: { 200: TwoFactorEnrolled } },
    },
    async (request) => {
      const { challenge, code } = request.body;
      const user = await challengeUser(app, challenge);
      const key = app.config.encryptionKey;
      const actor = actorOf(request, user);
      const recoveryCodes = await checkCode(user.id, () => enableTwoFactor(app.db, key, user, code, actor));
      await spendChallenge(challenge);
      return { ...(await openSession(app, user, request)), recoveryCodes };
    },
  );
};
