import { and, eq, isNull } from 'drizzle-orm';
import type { Branding, PlanStatus } from '../../../contract/master';
import type { SubscriptionStatus } from '../../../contract/organizations';
import { PLANS, type PlanKey, planHasFeature, planOf } from '../../../contract/plans';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { usageColumns } from '../../lib/usage';

const planKey = (plan: string): PlanKey => (plan in PLANS ? (plan as PlanKey) : 'starter');

/** The organization's plan, usage and limits as its admin sees them (banners, locked features). */
export async function planStatus(db: DbOrTx, organizationId: string): Promise<PlanStatus> {
  const [row] = await db
    .select({
      plan: organizations.plan,
      subscriptionStatus: organizations.subscriptionStatus,
      trialEndsAt: organizations.trialEndsAt,
      nextPaymentAt: organizations.currentPeriodEnd,
      ...usageColumns,
    })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), isNull(organizations.deletedAt)));
  if (!row) throw notFound('Organização não encontrada');
  const plan = planOf(row.plan);
  return {
    plan: planKey(row.plan),
    subscriptionStatus: row.subscriptionStatus as SubscriptionStatus,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    nextPaymentAt: row.nextPaymentAt?.toISOString() ?? null,
    usage: {
      instances: row.currentInstances,
      users: row.currentUsers,
      messagesThisMonth: row.messagesThisMonth,
    },
    limits: {
      maxInstances: plan.maxInstances,
      maxUsers: plan.maxUsers,
      maxMessagesPerMonth: plan.maxMessagesPerMonth,
    },
    messageLimitReached:
      plan.maxMessagesPerMonth !== null && row.messagesThisMonth >= plan.maxMessagesPerMonth,
    features: [...plan.featureKeys],
  };
}

/** The login page's branding for `?org=<slug>`: the shop's own name only for white label (Enterprise). */
export async function brandingOf(db: DbOrTx, slug: string): Promise<Branding> {
  const [row] = await db
    .select({
      name: organizations.name,
      slug: organizations.slug,
      plan: organizations.plan,
      settings: organizations.settings,
    })
    .from(organizations)
    .where(and(eq(organizations.slug, slug.toLowerCase()), isNull(organizations.deletedAt)));
  if (!row) throw notFound('Organização não encontrada');
  const whiteLabel = planHasFeature(row.plan, 'white_label');
  const logo = row.settings.logoUrl;
  return {
    slug: row.slug,
    name: row.name,
    whiteLabel,
    logoUrl: whiteLabel && typeof logo === 'string' && logo.startsWith('https://') ? logo : null,
  };
}
