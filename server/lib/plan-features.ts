import { eq } from 'drizzle-orm';
import type { PlanFeature } from '../../contract/plans';
import type { DbOrTx } from '../db/client';
import { organizations } from '../db/schema';
import { notFound } from './errors';
import { assertPlanFeature } from './plan-limits';

/**
 * The one check other areas call before a plan feature (scraping, advanced reports, white label…):
 * reads the organization's plan and throws the 403 `plan_limit` naming the plan that unlocks it.
 */
export async function requirePlanFeature(
  db: DbOrTx,
  organizationId: string,
  feature: PlanFeature,
): Promise<void> {
  const [row] = await db
    .select({ plan: organizations.plan })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) throw notFound('Organização não encontrada');
  assertPlanFeature(row.plan, feature);
}
