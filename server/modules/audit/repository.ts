import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AuditFilter, AuditRecord } from '../../../contract/audit';
import { AuditFilter as FilterSchema } from '../../../contract/audit';
import type { DbOrTx } from '../../db/client';
import { auditLog, organizations } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { type ListParams, type ListSpec, likePattern } from '../../lib/list-query';

export type AuditSortField = 'at' | 'action';

export const AUDIT_LIST_SPEC: ListSpec<AuditSortField, AuditFilter> = {
  sortable: ['at', 'action'],
  defaultSort: { field: 'at', order: 'DESC' },
  filter: FilterSchema,
};

/** An admin reads their organization's records; the super admin every organization's (or one). */
function scopeOf(
  reader: Pick<AuthContext, 'role' | 'organizationId'>,
  organizationId?: string,
): SQL | undefined {
  if (reader.role !== 'super_admin') return eq(auditLog.organizationId, reader.organizationId);
  return organizationId ? eq(auditLog.organizationId, organizationId) : undefined;
}

function whereOf(reader: Pick<AuthContext, 'role' | 'organizationId'>, filter: AuditFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeOf(reader, filter.organizationId)];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.userId) conditions.push(eq(auditLog.actorUserId, filter.userId));
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(auditLog.actorLabel, pattern),
        ilike(auditLog.targetLabel, pattern),
        ilike(auditLog.action, pattern),
        sql`${auditLog.changes}::text ilike ${pattern}`,
      ),
    );
  }
  if (filter.from) conditions.push(gte(auditLog.at, new Date(filter.from)));
  if (filter.to) conditions.push(lte(auditLog.at, new Date(filter.to)));
  return and(...conditions);
}

const columns = {
  id: auditLog.id,
  organizationId: auditLog.organizationId,
  organizationName: organizations.name,
  actorUserId: auditLog.actorUserId,
  actorRole: auditLog.actorRole,
  actorLabel: auditLog.actorLabel,
  at: auditLog.at,
  ip: auditLog.ip,
  userAgent: auditLog.userAgent,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  targetLabel: auditLog.targetLabel,
  changes: auditLog.changes,
  extra: auditLog.extra,
};

type Row = Omit<AuditRecord, 'at'> & { at: Date };
const toRecord = (row: Row): AuditRecord => ({ ...row, at: row.at.toISOString() });

export async function listAudit(
  db: DbOrTx,
  reader: Pick<AuthContext, 'role' | 'organizationId'>,
  params: ListParams<AuditSortField, AuditFilter>,
): Promise<{ rows: AuditRecord[]; total: number }> {
  const where = whereOf(reader, params.filter);
  const direction = params.sort.order === 'ASC' ? asc : desc;
  const order = params.sort.field === 'action' ? auditLog.action : auditLog.at;
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(auditLog)
      .leftJoin(organizations, eq(organizations.id, auditLog.organizationId))
      .where(where)
      .orderBy(direction(order), direction(auditLog.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows: rows.map(toRecord), total: totals[0]?.total ?? 0 };
}

/** One record the reader may see; undefined for another organization's (the route's 404). */
export async function findAudit(
  db: DbOrTx,
  reader: Pick<AuthContext, 'role' | 'organizationId'>,
  id: number,
): Promise<AuditRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(auditLog)
    .leftJoin(organizations, eq(organizations.id, auditLog.organizationId))
    .where(and(eq(auditLog.id, id), scopeOf(reader)));
  return row ? toRecord(row) : undefined;
}
