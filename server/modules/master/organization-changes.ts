import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Organization, OrganizationUpdateBody } from '../../../contract/organizations';
import { PLANS } from '../../../contract/plans';
import type { Db, DbOrTx } from '../../db/client';
import { organizationChanges, organizations, payments } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { findOrganization } from './organizations-repository';

const organizationNotFound = () => notFound('Organização não encontrada');

/** Writes who changed what of an organization's subscription; every change of the master panel comes here. */
export async function logOrganizationChange(
  db: DbOrTx,
  entry: {
    organizationId: string;
    actor: { userId: string | null; email: string };
    action: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(organizationChanges).values({
    organizationId: entry.organizationId,
    actorUserId: entry.actor.userId,
    actorEmail: entry.actor.email,
    action: entry.action,
    before: entry.before,
    after: entry.after,
  });
}

/**
 * `PUT /api/organizations/:id`: the platform owner changes the plan, extends a trial, suspends or
 * reactivates. A plan change re-prices the charges not yet due. Logged with who made it.
 */
export async function updateOrganization(
  db: Db,
  actor: AuthContext,
  id: string,
  body: OrganizationUpdateBody,
  now: Date,
): Promise<Organization> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        plan: organizations.plan,
        subscriptionStatus: organizations.subscriptionStatus,
        trialEndsAt: organizations.trialEndsAt,
      })
      .from(organizations)
      .where(and(eq(organizations.id, id), isNull(organizations.deletedAt)))
      .for('update');
    if (!current) throw organizationNotFound();
    const next = {
      plan: body.subscriptionPlan ?? current.plan,
      subscriptionStatus: body.subscriptionStatus ?? current.subscriptionStatus,
      trialEndsAt:
        body.trialEndsAt === undefined
          ? current.trialEndsAt
          : body.trialEndsAt
            ? new Date(body.trialEndsAt)
            : null,
    };
    await tx
      .update(organizations)
      .set({ ...next, updatedAt: now })
      .where(eq(organizations.id, id));
    if (next.plan !== current.plan) {
      await tx
        .update(payments)
        .set({ plan: next.plan, amountCents: PLANS[next.plan].priceCents })
        .where(and(eq(payments.organizationId, id), isNull(payments.paidAt), gte(payments.dueDate, now)));
    }
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
      (key) => String(next[key]?.valueOf()) !== String(current[key]?.valueOf()),
    );
    if (changed.length === 0) return;
    await logOrganizationChange(tx, {
      organizationId: id,
      actor: { userId: actor.userId, email: actor.email },
      action: 'subscription_updated',
      before: Object.fromEntries(changed.map((key) => [key, current[key]])),
      after: Object.fromEntries(changed.map((key) => [key, next[key]])),
    });
  });
  const updated = await findOrganization(db, id);
  if (!updated) throw organizationNotFound();
  return updated;
}
