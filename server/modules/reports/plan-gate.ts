import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { PLAN_FEATURE_ERROR } from '../../../contract/reports';
import { organizations } from '../../db/schema';
import { HttpError, unauthorized } from '../../lib/errors';

const LOCKED_MESSAGE =
  'Relatórios avançados estão disponíveis a partir do plano Professional. Faça upgrade para acessar.';

/**
 * Spec 3 §9: advanced reports belong to Professional and Enterprise. The one place the reports
 * check the plan, so the platform's shared feature check can take its place in one line.
 */
export function requireReportsPlan(app: FastifyInstance): onRequestHookHandler {
  return async (request) => {
    if (!request.auth) throw unauthorized();
    const [organization] = await app.db
      .select({ plan: organizations.plan })
      .from(organizations)
      .where(and(eq(organizations.id, request.auth.organizationId), isNull(organizations.deletedAt)));
    if (!organization || organization.plan === 'starter') {
      throw new HttpError(403, PLAN_FEATURE_ERROR, LOCKED_MESSAGE);
    }
  };
}
