import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Tx } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';

/**
 * The intake queue is split into lanes by organization (`intake_events.lane`, a hash of the
 * organization id computed by the database): one organization's events are all in one lane, so a
 * lane drained by one process at a time keeps every conversation in arrival order while several
 * server processes drain different lanes at once.
 */
export const LANES = 32;
/** Session locks (ownership, on the claims connection): key 1 of the two-key advisory locks. */
const OWNER_KEY = 0x766c616e;
/** Shared by every draining process: the number of holders is the number of replicas. */
const PRESENCE = 1_000;
/**
 * Transaction locks held by the batch that drains a lane: never two batches of one lane at once
 * (exported for the tests that stand in for a batch under way).
 */
export const DRAIN_KEY = 0x76647261;
/** Appends on PostgreSQL notify this channel with their lane, so its owner drains them at once. */
export const INTAKE_CHANNEL = 'vendai_intake';

/** A notice's payload: the lane appended to and the appending process's name, as `lane:origin`. */
export const laneNotice = (lane: SQL, origin: string): SQL => sql`${lane}::text || ':' || ${origin}::text`;

function readNotice(payload: string | undefined): { lane: number; origin: string } {
  const [lane = '', origin = ''] = (payload ?? '').split(':');
  return { lane: Number(lane), origin };
}

const ALL = Array.from({ length: LANES }, (_, lane) => lane);

/**
 * Which lanes this process drains. On PostgreSQL each process holds a fair share (lanes / replicas)
 * with session advisory locks on a connection of its own, and takes more when another process is
 * gone: a process that dies loses its connection and with it its locks, and the others take its
 * lanes at their next `refresh` (every second). On the embedded database one process holds all.
 */
export class LaneClaims {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly owned = new Set<number>();
  private closed = false;
  private refreshing: Promise<void> | undefined;
  /** Lanes taken from the free ones and given back, since the start (logged at stop; the bench reads them). */
  readonly moves = { taken: 0, given: 0 };

  constructor(
    private readonly database: Database,
    /** A notification for an owned lane: something was appended to it by another process. */
    private readonly onAppend: () => void,
    private readonly onError: (error: unknown) => void,
    /**
     * This process's name in the notices of its own appends, which it skips: it kicked its drainer
     * when it appended, and the notice would start a round that finds nothing.
     */
    private readonly origin?: string,
  ) {}

  private get embedded(): boolean {
    return this.database.kind === 'pglite';
  }

  /** The lanes held now (all of them on the embedded database). */
  held(): number[] {
    return this.embedded ? ALL : [...this.owned].sort((a, b) => a - b);
  }

  /**
   * Takes a fair share of the free lanes and gives back what is above it (another process came).
   * One at a time: two overlapping refreshes would both take up to the share.
   */
  refresh(): Promise<void> {
    if (this.embedded || this.closed) return Promise.resolve();
    this.refreshing ??= this.share().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async share(): Promise<void> {
    try {
      const client = await this.connect();
      const present = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and granted
           and database = (select oid from pg_database where datname = current_database())
           and classid = $1 and objid = $2 and objsubid = 2`,
        [OWNER_KEY, PRESENCE],
      );
      const share = Math.ceil(LANES / Math.max(1, present.rows[0]?.n ?? 1));
      const extra = this.held().slice(share);
      if (extra.length > 0) {
        await client.query('select pg_advisory_unlock($1::int, l) from unnest($2::int[]) l', [
          OWNER_KEY,
          extra,
        ]);
        for (const lane of extra) this.owned.delete(lane);
        this.moves.given += extra.length;
      }
      const wanted = share - this.owned.size;
      if (wanted <= 0) return;
      // Start at a different lane in each process, so newcomers do not all race for lane 0. No sort:
      // the rows come in series order and the limit stops the locking once enough lanes are taken.
      const start = process.pid % LANES;
      const taken = await client.query<{ l: number }>(
        `select l from (select (g + $2::int) % ${LANES} as l from generate_series(0, ${LANES - 1}) g) s
          where l <> all($3::int[]) and pg_try_advisory_lock($1::int, l) limit $4`,
        [OWNER_KEY, start, this.held(), wanted],
      );
      for (const { l } of taken.rows) this.owned.add(l);
      this.moves.taken += taken.rows.length;
    } catch (error) {
      // Whatever failed, the connection goes: its locks must not outlive what this process knows.
      const client = this.client;
      this.lost();
      await client?.end().catch(() => undefined);
      this.onError(error);
    }
  }

  /**
   * Inside a transaction: whether this process may drain `lane` now (a failed batch's events are
   * retried one by one in transactions of their own, after the batch's locks were released).
   */
  async lockOne(tx: Tx, lane: number): Promise<boolean> {
    if (this.embedded) return true;
    if (!this.owned.has(lane)) return false;
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${DRAIN_KEY}, ${lane}::int) as locked`,
    );
    return rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
  }

  /** Gives every lane back (the server closing); the others take them at their next refresh. */
  async close(): Promise<void> {
    this.closed = true;
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.lost();
    await client?.end().catch(() => undefined);
  }

  private lost(): void {
    this.owned.clear();
    this.client = undefined;
    this.connecting = undefined;
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new pg.Client({
        connectionString: this.database.url,
        application_name: 'vendai-intake-lanes',
      });
      client.on('error', (error) => {
        // The locks went with the connection: the lanes are someone else's now.
        if (this.client === client) this.lost();
        this.onError(error);
      });
      client.on('notification', (message) => {
        const notice = readNotice(message.payload);
        if (notice.origin !== this.origin && this.owned.has(notice.lane)) this.onAppend();
      });
      await client.connect();
      await client.query('select pg_advisory_lock_shared($1::int, $2::int)', [OWNER_KEY, PRESENCE]);
      await client.query(`listen ${INTAKE_CHANNEL}`);
      this.client = client;
      return client;
    })();
    return this.connecting;
  }
}

/**
 * Inside a transaction: waits for the batch draining `organizationId`'s lane, anywhere, and keeps
 * the next one out until the transaction ends (the erasure of a contact, which must neither miss a
 * batch's rows nor have a queued event re-create them behind it). Blocks the lane's drain only as
 * long as the caller's transaction; a drainer that finds the lane locked tries again shortly.
 */
export async function lockOrganizationLane(tx: Tx, organizationId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${DRAIN_KEY}, (hashtext(${organizationId}::text) & ${LANES - 1})::int)`,
  );
}
