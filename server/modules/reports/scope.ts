import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { ReportQuery } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
import { instances, users } from '../../db/schema';
import { type AuthContext, isAdmin } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { selectRows } from './sql-rows';

/** What every report reads: the tenant, the period as instants, and the optional filters. */
export interface ReportScope {
  tenantId: string;
  organizationName: string;
  timezone: string;
  /** First instant of `from` and first instant after `to`, in the organization's time zone. */
  start: string;
  end: string;
  /** The period's days as asked (`YYYY-MM-DD`, inclusive) and the organization's today. */
  from: string;
  to: string;
  today: string;
  instanceId?: string;
  /** Set for a seller whatever it asked for: its own figures only. */
  sellerId?: string;
}

interface BoundsRow {
  name: string;
  timezone: string;
  start_at: string | Date;
  end_at: string | Date;
  today: string;
}

const iso = (value: string | Date): string => new Date(value).toISOString();

/**
 * Turns the query into a scope: São Paulo (or the organization's) days become instants once, so
 * each report compares plain timestamps; another tenant's instance or user is a 404.
 */
export async function resolveReportScope(
  db: DbOrTx,
  actor: AuthContext,
  query: ReportQuery,
  now: Date = new Date(),
): Promise<ReportScope> {
  const tenantId = actor.organizationId;
  const [bounds] = await selectRows<BoundsRow>(
    db,
    sql`select o.name, o.timezone,
      (${query.from}::date::timestamp at time zone o.timezone) as start_at,
      ((${query.to}::date + 1)::timestamp at time zone o.timezone) as end_at,
      (${now.toISOString()}::timestamptz at time zone o.timezone)::date::text as today
    from organizations o where o.id = ${tenantId}`,
  );
  if (!bounds) throw notFound('Organização não encontrada');
  const scope: ReportScope = {
    tenantId,
    organizationName: bounds.name,
    timezone: bounds.timezone,
    start: iso(bounds.start_at),
    end: iso(bounds.end_at),
    from: query.from,
    to: query.to,
    today: bounds.today,
  };
  if (query.instanceId) {
    const [instance] = await db
      .select({ id: instances.id })
      .from(instances)
      .where(
        and(
          eq(instances.id, query.instanceId),
          eq(instances.organizationId, tenantId),
          isNull(instances.deletedAt),
        ),
      );
    if (!instance) throw notFound('Instância não encontrada');
    scope.instanceId = instance.id;
  }
  if (!isAdmin(actor)) {
    scope.sellerId = actor.userId;
  } else if (query.sellerId) {
    const [seller] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, query.sellerId),
          eq(users.organizationId, tenantId),
          isNull(users.deletedAt),
          ne(users.role, 'super_admin'),
        ),
      );
    if (!seller) throw notFound('Vendedor não encontrado');
    scope.sellerId = seller.id;
  }
  return scope;
}

/**
 * The seller of a lead: the one it is assigned to, else the owner of its instance. Over the
 * aliases `l` (leads, possibly absent) and `i` (instances).
 */
export const SELLER_OF_LEAD = sql.raw('coalesce(l.assigned_user_id, i.user_id)');

/** The tenant's live instances and the filters, over the aliases `i` and `l`. */
export function scopeFilter(scope: ReportScope): SQL {
  const parts: SQL[] = [sql`i.organization_id = ${scope.tenantId}`, sql`i.deleted_at is null`];
  if (scope.instanceId) parts.push(sql`i.id = ${scope.instanceId}`);
  if (scope.sellerId) parts.push(sql`${SELLER_OF_LEAD} = ${scope.sellerId}`);
  return sql.join(parts, sql` and `);
}

/**
 * `left join leads l` on the conversation of `messages m`, only when a seller filter needs it:
 * reports over messages skip the join for the whole organization.
 */
export const leadOfMessageJoin = (scope: ReportScope): SQL =>
  scope.sellerId ? sql`left join leads l on l.conversation_id = m.conversation_id` : sql``;

/** `column` within the period: `column >= start and column < end`. */
export const inPeriod = (column: string, scope: ReportScope): SQL =>
  sql`${sql.raw(column)} >= ${scope.start}::timestamptz and ${sql.raw(column)} < ${scope.end}::timestamptz`;
