import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Payment, Revenue } from '../../../contract/master';
import { PLANS, type PlanKey } from '../../../contract/plans';
import type { Db, DbOrTx } from '../../db/client';
import { organizations, payments } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { logOrganizationChange } from './organization-changes';

const DAY_MS = 86_400_000;
const reais = (cents: number) => Math.round(cents) / 100;
const planKey = (plan: string): PlanKey => (plan in PLANS ? (plan as PlanKey) : 'starter');

/** Months as `YYYY-MM`, the 12 ending with `now`'s, oldest first (UTC calendar). */
function lastTwelveMonths(now: Date): string[] {
  return Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1));
    return date.toISOString().slice(0, 7);
  });
}

/**
 * `GET /api/master/billing/revenue`: monthly = the active subscriptions' prices; yearly = 12 × that
 * plus what was paid this year; upcoming = subscriptions due in the next 7 days (spec 3 §2.9).
 */
export async function revenue(db: DbOrTx, now: Date): Promise<Revenue> {
  const active = await db
    .select({ plan: organizations.plan })
    .from(organizations)
    .where(and(eq(organizations.subscriptionStatus, 'active'), isNull(organizations.deletedAt)));
  const monthlyCents = active.reduce((sum, row) => sum + PLANS[planKey(row.plan)].priceCents, 0);

  const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const paid = await db
    .select({
      month: sql<string>`to_char(${payments.paidAt} at time zone 'UTC', 'YYYY-MM')`,
      cents: sql<number>`sum(${payments.amountCents})::int`,
    })
    .from(payments)
    .where(
      and(isNotNull(payments.paidAt), gte(payments.paidAt, firstMonth < yearStart ? firstMonth : yearStart)),
    )
    .groupBy(sql`1`);
  const byMonth = new Map(paid.map((row) => [row.month, row.cents]));
  const thisYear = String(now.getUTCFullYear());
  const paidThisYear = paid
    .filter((row) => row.month.startsWith(thisYear))
    .reduce((sum, row) => sum + row.cents, 0);

  const upcoming = await db
    .select({
      organizationId: organizations.id,
      name: organizations.name,
      plan: organizations.plan,
      date: organizations.currentPeriodEnd,
    })
    .from(organizations)
    .where(
      and(
        isNull(organizations.deletedAt),
        inArray(organizations.subscriptionStatus, ['active', 'trialing', 'past_due']),
        gte(organizations.currentPeriodEnd, now),
        lte(organizations.currentPeriodEnd, new Date(now.getTime() + 7 * DAY_MS)),
      ),
    )
    .orderBy(asc(organizations.currentPeriodEnd));

  return {
    monthlyRevenue: reais(monthlyCents),
    yearlyRevenue: reais(12 * monthlyCents + paidThisYear),
    upcomingPayments: upcoming.map((row) => ({
      organizationId: row.organizationId,
      name: row.name,
      plan: planKey(row.plan),
      value: reais(PLANS[planKey(row.plan)].priceCents),
      date: (row.date ?? now).toISOString(),
    })),
    revenuePerMonth: lastTwelveMonths(now).map((month) => ({ month, value: reais(byMonth.get(month) ?? 0) })),
  };
}

const paymentColumns = {
  id: payments.id,
  organizationId: payments.organizationId,
  organizationName: organizations.name,
  plan: payments.plan,
  amountCents: payments.amountCents,
  dueDate: payments.dueDate,
  paidAt: payments.paidAt,
};

/** Charges newest due first: paid, due, or overdue once the due date has passed. */
export async function listPayments(db: DbOrTx, now: Date, limit = 200): Promise<Payment[]> {
  const rows = await db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(organizations, eq(organizations.id, payments.organizationId))
    .where(isNull(organizations.deletedAt))
    .orderBy(sql`${payments.paidAt} is not null`, asc(payments.dueDate))
    .limit(limit);
  return rows.map((row) => toPayment(row, now));
}

interface PaymentRow {
  id: string;
  organizationId: string;
  organizationName: string;
  plan: string;
  amountCents: number;
  dueDate: Date;
  paidAt: Date | null;
}

function toPayment(row: PaymentRow, now: Date): Payment {
  return {
    id: row.id,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    plan: planKey(row.plan),
    value: reais(row.amountCents),
    dueDate: row.dueDate.toISOString(),
    status: row.paidAt ? 'paid' : row.dueDate < now ? 'overdue' : 'due',
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/**
 * The platform owner marks a charge paid (money received outside the product): the subscription
 * becomes active, its next payment date moves a month on and the next charge is created.
 */
export async function markPaymentPaid(db: Db, actor: AuthContext, id: string, now: Date): Promise<Payment> {
  await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!payment) throw notFound('Pagamento não encontrado');
    if (payment.paidAt) return;
    await tx.update(payments).set({ paidAt: now, paidByUserId: actor.userId }).where(eq(payments.id, id));
    const [org] = await tx
      .select({ plan: organizations.plan, status: organizations.subscriptionStatus })
      .from(organizations)
      .where(eq(organizations.id, payment.organizationId))
      .for('update');
    if (!org) throw notFound('Organização não encontrada');
    const next = new Date(payment.dueDate);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const status = org.status === 'suspended' || org.status === 'canceled' ? org.status : 'active';
    await tx
      .update(organizations)
      .set({ subscriptionStatus: status, currentPeriodEnd: next, updatedAt: now })
      .where(eq(organizations.id, payment.organizationId));
    await tx.insert(payments).values({
      organizationId: payment.organizationId,
      plan: planKey(org.plan),
      amountCents: PLANS[planKey(org.plan)].priceCents,
      dueDate: next,
    });
    await logOrganizationChange(tx, {
      organizationId: payment.organizationId,
      actor: { userId: actor.userId, email: actor.email },
      action: 'payment_marked_paid',
      before: { subscriptionStatus: org.status, paymentId: id },
      after: { subscriptionStatus: status, nextPaymentAt: next },
    });
  });
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(organizations, eq(organizations.id, payments.organizationId))
    .where(eq(payments.id, id));
  if (!row) throw notFound('Pagamento não encontrado');
  return toPayment(row, now);
}
