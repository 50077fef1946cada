import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { RealtimeEvent } from '../../contract/realtime';
import type { Database, DbOrTx } from '../db/client';

/** The one channel every server process listens on. */
export const EVENTS_CHANNEL = 'vendai_events';

interface Envelope {
  organizationId: string;
  event: RealtimeEvent;
}

export type EventListener = (organizationId: string, event: RealtimeEvent) => void;

/**
 * Fan-out of live events over Postgres LISTEN/NOTIFY, on PGlite and on PostgreSQL alike: an event
 * raised by one server process reaches the sockets held by every process on the same database.
 * Publishing inside a transaction delivers the event only if the transaction commits. The intake's
 * batches on the embedded database hand theirs over after their commit instead (`deliverCommitted`).
 */
export class EventBus {
  private readonly listeners = new Set<EventListener>();
  private stopListening?: () => Promise<void>;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    const deliver = (payload: string) => this.deliver(payload);
    if (this.database.pglite) {
      this.stopListening = await listenPglite(this.database.pglite, deliver);
    } else if (this.database.url) {
      this.stopListening = await listenPostgres(this.database.url, deliver);
    }
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.listeners.clear();
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async publish(organizationId: string, event: RealtimeEvent, tx?: DbOrTx): Promise<void> {
    await (tx ?? this.database.db).execute(sql`select ${this.notification(organizationId, event)}`);
  }

  /**
   * The `pg_notify(…)` call that publishes `event`, for a statement that publishes along with its
   * writes (one round trip instead of two); delivered when that statement's transaction commits.
   */
  notification(organizationId: string, event: RealtimeEvent): SQL {
    const payload = JSON.stringify({ organizationId, event } satisfies Envelope);
    return sql`pg_notify(${EVENTS_CHANNEL}, ${payload})`;
  }

  /**
   * On the embedded database every listener is in this process: a caller that knows its
   * transaction committed may hand its events to them directly (`deliverCommitted`) instead of
   * sending each through the database's notification queue and reading it back.
   */
  get inProcess(): boolean {
    return this.database.pglite !== undefined;
  }

  /** Events of a committed transaction, to this process's listeners (only when `inProcess`). */
  deliverCommitted(entries: ReadonlyArray<{ organizationId: string; event: RealtimeEvent }>): void {
    for (const { organizationId, event } of entries) {
      for (const listener of this.listeners) listener(organizationId, event);
    }
  }

  private deliver(payload: string): void {
    let envelope: Envelope;
    try {
      const raw = JSON.parse(payload) as { organizationId?: unknown; event?: unknown };
      const event = RealtimeEvent.safeParse(raw.event);
      if (typeof raw.organizationId !== 'string' || !event.success) return;
      envelope = { organizationId: raw.organizationId, event: event.data };
    } catch {
      return;
    }
    for (const listener of this.listeners) listener(envelope.organizationId, envelope.event);
  }
}

async function listenPglite(
  pglite: PGlite,
  deliver: (payload: string) => void,
): Promise<() => Promise<void>> {
  const unlisten = await pglite.listen(EVENTS_CHANNEL, deliver);
  return async () => {
    if (!pglite.closed) await unlisten();
  };
}

/** A dedicated connection holds the LISTEN; it reconnects with backoff if the server drops it. */
async function listenPostgres(url: string, deliver: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = 500;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL && message.payload) deliver(message.payload);
    });
    next.on('error', () => {
      if (stopped) return;
      next.end().catch(() => undefined);
      setTimeout(() => void reconnect(), delay);
      delay = Math.min(delay * 2, 10_000);
    });
    await next.connect();
    await next.query(`listen ${EVENTS_CHANNEL}`);
    client = next;
    delay = 500;
  };
  const reconnect = async () => {
    if (stopped) return;
    try {
      await connect();
    } catch {
      setTimeout(() => void reconnect(), delay);
      delay = Math.min(delay * 2, 10_000);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
