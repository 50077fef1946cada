import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { intakeEvents } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { DRAIN_KEY, INTAKE_CHANNEL, laneNotice } from './lanes';

/** A webhook body as the route appends it. */
export interface RawEvent {
  organizationId: string;
  instanceId: string;
  receivedAt: Date;
  eventSlug: string | null;
  /** The parsed body; stored as JSON text. */
  body: unknown;
  /** The JSON text it was parsed from, when known: stored as is. */
  text?: string;
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
  /** Its organization's drain lane (lanes.ts). */
  lane: number;
}

/**
 * A body this process appended, held parsed until the drainer claims it, with the byte length of
 * the text stored for it (as the database counts it): the claim reads the stored body back only
 * when its length differs, i.e. when an erasure pruned it meanwhile (forget.ts).
 */
export interface HeldBody {
  body: unknown;
  bytes: number;
}

/** An appended body's queue id and its stored text's byte length. */
export interface Appended {
  id: number;
  bytes: number;
}

interface QueuedRow {
  /** Null only in `claimLanes`' one row of a round that claimed nothing. */
  id: string | number | null;
  organization_id: string;
  instance_id: string;
  received_at: string | Date;
  event_slug: string | null;
  /** Null for a body held in memory whose stored text kept its length (`claimedColumns`). */
  body: string | null;
  attempts: number;
  lane: number;
}

const q = intakeEvents;

/**
 * One multi-row insert for every body given; answers their ids and stored byte lengths in the same
 * order (arrival order).
 * With `origin` (PostgreSQL, several processes) the lanes appended to are announced on commit with
 * the appending process's name, so the process that drains them starts at once (one notification
 * per lane: the database merges equal ones) and the appending one, which kicks its own drainer,
 * knows the notification for its own.
 */
export async function appendRaw(
  db: DbOrTx,
  events: readonly RawEvent[],
  origin?: string,
): Promise<Appended[]> {
  const values = events.map(
    (event) =>
      sql`(${event.organizationId}, ${event.instanceId}, ${event.receivedAt.toISOString()}, ${event.eventSlug}, ${event.text ?? JSON.stringify(event.body ?? null)})`,
  );
  const insert = sql`
    insert into ${q} (organization_id, instance_id, received_at, event_slug, body)
    values ${sql.join(values, sql`, `)}`;
  const result = await db.execute(
    origin !== undefined
      ? sql`with added as (${insert} returning id, lane, octet_length(body) as bytes)
          select id, bytes, pg_notify(${INTAKE_CHANNEL}, ${laneNotice(sql`lane`, origin)}) from added order by id`
      : sql`${insert} returning id, octet_length(body) as bytes`,
  );
  return rowsOf<{ id: string | number; bytes: string | number }>(result).map((row) => ({
    id: Number(row.id),
    bytes: Number(row.bytes),
  }));
}

/** `lanes` as a parameter: null stands for every lane (one process drains all). */
const lanesParam = (lanes: readonly number[] | null): string | null =>
  lanes === null ? null : `{${lanes.join(',')}}`;

/** Whether any event of `lanes` (null: any lane) is due, read outside a transaction. */
export async function anyDue(db: Db, lanes: readonly number[] | null = null): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from ${q} where retry_at <= now()
    and (${lanesParam(lanes)}::int[] is null or lane = ANY(${lanesParam(lanes)}::int[]))) as due`);
  return rowsOf<{ due: boolean }>(result)[0]?.due === true;
}

/**
 * The oldest events of `lanes` (null: of every lane) due for processing, in arrival order. The
 * bodies this process appended are taken from `appended` (and removed from it) rather than read
 * and parsed again, unless an erasure pruned them since (`claimedColumns`).
 */
export async function claimBatch(
  tx: DbOrTx,
  limit: number,
  appended: Map<number, HeldBody> = new Map(),
  lanes: readonly number[] | null = null,
): Promise<QueuedEvent[]> {
  const result = await tx.execute(sql`
    select ${claimedColumns(appended)}
    from ${q} where retry_at <= now()
      and (${lanesParam(lanes)}::int[] is null or lane = ANY(${lanesParam(lanes)}::int[]))
    order by id limit ${limit}`);
  return claimedEvents(rowsOf<QueuedRow>(result), appended);
}

/** What `claimLanes` took: the held lanes locked for this transaction, and their events. */
export interface LaneClaim {
  locked: number[];
  claimed: QueuedEvent[];
}

/**
 * PostgreSQL, several processes: locks for the caller's transaction those of the `held` lanes no
 * other batch drains now (a lane still drained by the process that held it before is left for the
 * next round) and claims the oldest due events of the lanes it got, in ONE statement. The CTE
 * holds a volatile function, so it is evaluated once, and its aggregate takes every lock before
 * a row is read. The statement's snapshot is taken before those locks, though: a batch of the lane
 * (or an erasure, or a retry given up) may commit between the two, and the snapshot would still
 * show the rows it deleted or changed. `for update` reads each claimed row again as committed: a
 * deleted one is skipped, a changed one is taken as it is now.
 */
export async function claimLanes(
  tx: DbOrTx,
  limit: number,
  appended: Map<number, HeldBody>,
  held: readonly number[],
): Promise<LaneClaim> {
  const result = await tx.execute(sql`
    with locked as (
      select coalesce(array_agg(l order by l), '{}') as lanes from unnest(${lanesParam(held)}::int[]) l
      where pg_try_advisory_xact_lock(${DRAIN_KEY}, l))
    select locked.lanes as locked, e.* from locked left join lateral (
      select ${claimedColumns(appended)} from ${q}
      where retry_at <= now() and lane = ANY(locked.lanes)
      order by id limit ${limit} for update) e on true
    order by e.id`);
  const rows = rowsOf<QueuedRow & { locked: number[] | string }>(result);
  const locked = rows[0]?.locked ?? [];
  return {
    locked: typeof locked === 'string' ? parseIntArray(locked) : locked.map(Number),
    claimed: claimedEvents(
      rows.filter((row) => row.id !== null),
      appended,
    ),
  };
}

/**
 * The bodies of `appended` are not read back (null): the caller has them parsed already. Unless
 * the stored text's byte length is no longer the one appended: an erasure rewrote the body without
 * the erased contact's events (forget.ts; a rewrite never keeps the length), and the copy in memory
 * would store their words again. Comparing lengths costs no read of the body itself.
 */
function claimedColumns(appended: Map<number, HeldBody>) {
  const ids: number[] = [];
  const lengths: number[] = [];
  for (const [id, held] of appended) {
    ids.push(id);
    lengths.push(held.bytes);
  }
  // array_position is null for an id not held: the comparison is null and the body is read.
  return sql`
  id, organization_id, instance_id, received_at, event_slug, attempts, lane,
  case when octet_length(body) = (${`{${lengths.join(',')}}`}::int[])[array_position(${`{${ids.join(',')}}`}::bigint[], id)]
    then null else body end as body`;
}

function claimedEvents(rows: readonly QueuedRow[], appended: Map<number, HeldBody>): QueuedEvent[] {
  const claimed = rows.map((row) => {
    const id = Number(row.id);
    const body = row.body === null ? appended.get(id)?.body : (JSON.parse(row.body) as unknown);
    return {
      id,
      organizationId: row.organization_id,
      instanceId: row.instance_id,
      receivedAt: new Date(row.received_at),
      eventSlug: row.event_slug,
      body,
      attempts: row.attempts,
      lane: Number(row.lane),
    };
  });
  // Claims go in id order: what is left below the last one claimed (a postponed retry) is read again.
  const last = claimed.at(-1)?.id;
  if (last !== undefined) for (const id of appended.keys()) if (id <= last) appended.delete(id);
  return claimed;
}

const parseIntArray = (text: string): number[] =>
  text
    .replace(/[{}]/g, '')
    .split(',')
    .filter((part) => part !== '')
    .map(Number);

/** Processed: gone from the queue, in the same transaction as the rows the events changed. */
export async function removeEvents(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`delete from ${q} where id = ANY(${`{${ids.join(',')}}`}::bigint[])`);
}

/** A failed attempt: tried again after `delayMs`. */
export async function postpone(db: Db, id: number, delayMs: number, error: string): Promise<void> {
  await db.execute(sql`
    update ${q} set attempts = attempts + 1, last_error = ${error},
      retry_at = now() + ${`${Math.round(delayMs)} milliseconds`}::interval
    where id = ${id}`);
}
