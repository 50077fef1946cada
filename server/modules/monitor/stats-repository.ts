import { and, count, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { instances, webhookEvents } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';

/**
 * Aggregates of the monitor's records per instance over a window. Test records are left out: a
 * monitoring test shows in the list and counts nowhere else.
 */

export interface MonitoredInstance {
  id: string;
  name: string;
  phone: string;
  isConnected: boolean;
}

export function liveInstances(db: DbOrTx, tenantId: string): Promise<MonitoredInstance[]> {
  return db
    .select({
      id: instances.id,
      name: instances.name,
      phone: instances.phone,
      isConnected: instances.isConnected,
    })
    .from(instances)
    .where(and(eq(instances.organizationId, tenantId), isNull(instances.deletedAt)))
    .orderBy(instances.createdAt, instances.id);
}

export interface WindowCounts {
  instanceId: string;
  webhooks: number;
  /** Records where the AI decided about a customer's message. */
  decided: number;
  aiResponses: number;
  failures: number;
  avgProcessingMs: number;
}

const real = eq(webhookEvents.isTest, false);
/** The number's connection and QR events are kept in the list, not counted as the instance's webhooks. */
const counted = and(real, ne(webhookEvents.finalOutcome, 'connection_event'));

export async function countsSince(db: DbOrTx, tenantId: string, since: Date): Promise<WindowCounts[]> {
  const rows = await db
    .select({
      instanceId: webhookEvents.instanceId,
      webhooks: count(),
      decided: sql<number>`count(*) filter (where ${webhookEvents.aiDecision} is not null)`.mapWith(Number),
      aiResponses:
        sql<number>`count(*) filter (where ${webhookEvents.finalOutcome} = 'ai_response_sent')`.mapWith(
          Number,
        ),
      failures:
        sql<number>`count(*) filter (where ${webhookEvents.finalOutcome} = 'processing_error')`.mapWith(
          Number,
        ),
      avgProcessingMs: sql<number>`coalesce(avg(${webhookEvents.totalProcessingMs}), 0)`.mapWith(Number),
    })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.organizationId, tenantId), gte(webhookEvents.startedAt, since), counted))
    .groupBy(webhookEvents.instanceId);
  return rows;
}

export async function totalProcessed(db: DbOrTx, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.organizationId, tenantId), real));
  return row?.total ?? 0;
}

export interface HourlyCounts {
  instanceId: string;
  hour: Date;
  webhooks: number;
  aiResponses: number;
  failures: number;
}

export async function hourlySince(db: DbOrTx, tenantId: string, since: Date): Promise<HourlyCounts[]> {
  const hour = sql<Date>`date_trunc('hour', ${webhookEvents.startedAt})`;
  const rows = await db
    .select({
      instanceId: webhookEvents.instanceId,
      hour: sql<string>`${hour}`,
      webhooks: count(),
      aiResponses:
        sql<number>`count(*) filter (where ${webhookEvents.finalOutcome} = 'ai_response_sent')`.mapWith(
          Number,
        ),
      failures:
        sql<number>`count(*) filter (where ${webhookEvents.finalOutcome} = 'processing_error')`.mapWith(
          Number,
        ),
    })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.organizationId, tenantId), gte(webhookEvents.startedAt, since), counted))
    .groupBy(webhookEvents.instanceId, hour);
  return rows.map((row) => ({ ...row, hour: new Date(row.hour) }));
}

export interface StepFailure {
  instanceId: string;
  step: string;
  count: number;
  lastError: string | null;
}

interface FailureRow {
  instance_id: string;
  step: string;
  n: string | number;
  last_error: string | null;
}

/** Failed steps per instance and step name, from the records' step lists. */
export async function stepFailuresSince(db: DbOrTx, tenantId: string, since: Date): Promise<StepFailure[]> {
  const result = await db.execute(sql`
    select e.instance_id, s->>'step' as step, count(*) as n,
           (array_agg(s->>'error' order by e.started_at desc))[1] as last_error
    from ${webhookEvents} e, jsonb_array_elements(e.steps) s
    where e.organization_id = ${tenantId} and e.started_at >= ${since.toISOString()}
      and e.is_test = false and s->>'status' = 'failure'
    group by e.instance_id, s->>'step'`);
  return rowsOf<FailureRow>(result).map((row) => ({
    instanceId: row.instance_id,
    step: row.step,
    count: Number(row.n),
    lastError: row.last_error,
  }));
}
