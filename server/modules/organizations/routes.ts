import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Branding, BrandingQuery, PlanStatus } from '../../../contract/master';
import { OnboardingBody, OnboardingResponse } from '../../../contract/organizations';
import { tooManyRequests } from '../../lib/errors';
import { onboardOrganization } from './onboarding-service';
import { brandingOf, planStatus } from './plan-status';

const HOUR = 60 * 60_000;

/** Sign-up of a new shop (spec 3 §2.10), the login page's branding and the shop's own plan. */
export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const onboardingLimited = () =>
    tooManyRequests('Muitas tentativas de cadastro deste endereço. Aguarde uma hora e tente novamente.');

  app.post(
    '/api/organizations/onboard',
    {
      config: {
        public: true,
        rateLimit: {
          max: app.config.onboardingRateLimit,
          timeWindow: HOUR,
          errorResponseBuilder: onboardingLimited,
        },
      },
      schema: { body: OnboardingBody, response: { 201: OnboardingResponse } },
    },
    async (request, reply) => reply.code(201).send(await onboardOrganization(app, request.body)),
  );

  app.get(
    '/api/organizations/branding',
    { config: { public: true }, schema: { querystring: BrandingQuery, response: { 200: Branding } } },
    async (request) => brandingOf(app.db, request.query.org),
  );

  app.get('/api/organization/plan', { schema: { response: { 200: PlanStatus } } }, async (request) =>
    planStatus(app.db, request.auth.organizationId),
  );
};
