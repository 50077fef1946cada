import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { WebhookRecord, WebhookRecordFilter } from '../../../contract/monitor';
import { WebhookRecordFilter as FilterSchema } from '../../../contract/monitor';
import type { DbOrTx } from '../../db/client';
import { instances, webhookEvents } from '../../db/schema';
import type { ListParams, ListSpec } from '../../lib/list-query';

/** Reading the webhook monitor's records, always within one organization. */

export type RecordSortField = 'startTimestamp' | 'totalProcessingTime';

export const RECORD_LIST_SPEC: ListSpec<RecordSortField, WebhookRecordFilter> = {
  sortable: ['startTimestamp', 'totalProcessingTime'],
  defaultSort: { field: 'startTimestamp', order: 'DESC' },
  filter: FilterSchema,
};

const columns = {
  id: webhookEvents.id,
  instanceId: webhookEvents.instanceId,
  instanceName: instances.name,
  instancePhone: instances.phone,
  event: webhookEvents.event,
  contactNumber: webhookEvents.contactNumber,
  startedAt: webhookEvents.startedAt,
  totalProcessingMs: webhookEvents.totalProcessingMs,
  finalOutcome: webhookEvents.finalOutcome,
  aiDecision: webhookEvents.aiDecision,
  steps: webhookEvents.steps,
  isTest: webhookEvents.isTest,
};

type Row = {
  [K in keyof typeof columns]: (typeof columns)[K]['_']['notNull'] extends true
    ? (typeof columns)[K]['_']['data']
    : (typeof columns)[K]['_']['data'] | null;
};

export function toRecord(row: Row): WebhookRecord {
  return {
    id: row.id,
    webhookId: row.id,
    instanceId: row.instanceId,
    instanceName: row.instanceName,
    instancePhone: row.instancePhone,
    event: row.event,
    contactNumber: row.contactNumber,
    startTimestamp: row.startedAt.toISOString(),
    totalProcessingTime: row.finalOutcome === 'processing' ? null : row.totalProcessingMs,
    finalOutcome: row.finalOutcome,
    aiDecision: row.aiDecision,
    steps: row.steps,
    isTest: row.isTest,
  };
}

function whereOf(tenantId: string, filter: WebhookRecordFilter): SQL | undefined {
  const conditions: SQL[] = [eq(webhookEvents.organizationId, tenantId)];
  if (filter.instanceId) conditions.push(eq(webhookEvents.instanceId, filter.instanceId));
  if (filter.finalOutcome) conditions.push(eq(webhookEvents.finalOutcome, filter.finalOutcome));
  if (filter.contactNumber) conditions.push(eq(webhookEvents.contactNumber, filter.contactNumber));
  return and(...conditions);
}

export async function listRecords(
  db: DbOrTx,
  tenantId: string,
  params: ListParams<RecordSortField, WebhookRecordFilter>,
): Promise<{ rows: WebhookRecord[]; total: number }> {
  const where = whereOf(tenantId, params.filter);
  const direction = params.sort.order === 'ASC' ? asc : desc;
  const sortColumn =
    params.sort.field === 'totalProcessingTime' ? webhookEvents.totalProcessingMs : webhookEvents.startedAt;
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(webhookEvents)
      .innerJoin(instances, eq(instances.id, webhookEvents.instanceId))
      .where(where)
      .orderBy(direction(sortColumn), desc(webhookEvents.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(webhookEvents).where(where),
  ]);
  return { rows: rows.map(toRecord), total: totals?.total ?? 0 };
}

export async function findRecord(db: DbOrTx, tenantId: string, id: string): Promise<WebhookRecord | null> {
  const [row] = await db
    .select(columns)
    .from(webhookEvents)
    .innerJoin(instances, eq(instances.id, webhookEvents.instanceId))
    .where(and(eq(webhookEvents.organizationId, tenantId), eq(webhookEvents.id, id)));
  return row ? toRecord(row) : null;
}
