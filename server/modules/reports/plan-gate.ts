import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { unauthorized } from '../../lib/errors';
import { requirePlanFeature } from '../../lib/plan-features';

/**
 * Spec 3 §9: advanced reports belong to Professional and Enterprise. Refused with the platform's
 * one 403 shape, which names the plan that unlocks them.
 */
export function requireReportsPlan(app: FastifyInstance): onRequestHookHandler {
  return async (request) => {
    if (!request.auth) throw unauthorized();
    await requirePlanFeature(app.db, request.auth.organizationId, 'advanced_reports');
  };
}
