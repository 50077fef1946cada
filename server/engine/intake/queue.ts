import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { intakeEvents } from '../../db/schema';

/** A webhook body as the route appends it. */
export interface RawEvent {
  organizationId: string;
  instanceId: string;
  receivedAt: Date;
  eventSlug: string | null;
  /** The parsed body; stored as JSON text. */
  body: unknown;
}

/** A row of `intake_events` as the drainer reads it. */
export interface QueuedEvent {
  id: number;
  organizationId: string;
  instanceId: string;
  receivedAt: Date;
  eventSlug: string | null;
  body: unknown;
  attempts: number;
}

interface QueuedRow {
  id: string | number;
  organization_id: string;
  instance_id: string;
  received_at: string | Date;
  event_slug: string | null;
  body: string;
  attempts: number;
}

/** Rows of `execute`: both drivers (node-postgres and PGlite) answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  const rows =
    typeof result === 'object' && result !== null ? (result as { rows?: unknown }).rows : undefined;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

const q = intakeEvents;

/** One multi-row insert for every body given; answers their ids in the same order (arrival order). */
export async function appendRaw(db: Db, events: readonly RawEvent[]): Promise<number[]> {
  const values = events.map(
    (event) =>
      sql`(${event.organizationId}, ${event.instanceId}, ${event.receivedAt.toISOString()}, ${event.eventSlug}, ${JSON.stringify(event.body ?? null)})`,
  );
  const result = await db.execute(sql`
    insert into ${q} (organization_id, instance_id, received_at, event_slug, body)
    values ${sql.join(values, sql`, `)}
    returning id`);
  return rowsOf<{ id: string | number }>(result).map((row) => Number(row.id));
}

/** Whether any event is due, read outside a transaction. */
export async function anyDue(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from ${q} where retry_at <= now()) as due`);
  return rowsOf<{ due: boolean }>(result)[0]?.due === true;
}

/** The oldest events due for processing, in arrival order. */
export async function claimBatch(tx: DbOrTx, limit: number): Promise<QueuedEvent[]> {
  const result = await tx.execute(sql`
    select id, organization_id, instance_id, received_at, event_slug, body, attempts
    from ${q} where retry_at <= now() order by id limit ${limit}`);
  return rowsOf<QueuedRow>(result).map((row) => ({
    id: Number(row.id),
    organizationId: row.organization_id,
    instanceId: row.instance_id,
    receivedAt: new Date(row.received_at),
    eventSlug: row.event_slug,
    body: JSON.parse(row.body) as unknown,
    attempts: row.attempts,
  }));
}

/** Processed: gone from the queue, in the same transaction as the rows the events changed. */
export async function removeEvents(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`delete from ${q} where id = any(${`{${ids.join(',')}}`}::bigint[])`);
}

/** A failed attempt: tried again after `delayMs`. */
export async function postpone(db: Db, id: number, delayMs: number, error: string): Promise<void> {
  await db.execute(sql`
    update ${q} set attempts = attempts + 1, last_error = ${error},
      retry_at = now() + ${`${Math.round(delayMs)} milliseconds`}::interval
    where id = ${id}`);
}
