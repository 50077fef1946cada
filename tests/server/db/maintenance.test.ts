import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../../../server/db/client';
import { scheduleDatabaseMaintenance } from '../../../server/db/maintenance';
import { organizations } from '../../../server/db/schema';

const quietLog = () => ({ info: vi.fn(), warn: vi.fn() });

async function statisticsRows(database: Database, table: string): Promise<number> {
  const result = await database.pglite?.query<{ n: number }>(
    'select count(*)::int as n from pg_stats where tablename = $1',
    [table],
  );
  return result?.rows[0]?.n ?? 0;
}

// PGlite has no autovacuum: without this schedule an embedded install never has planner statistics.
describe('embedded database maintenance', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('gathers planner statistics in the background right after startup', async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    await database.db
      .insert(organizations)
      .values(
        Array.from({ length: 50 }, (_, index) => ({ name: `Revenda ${index}`, slug: `revenda-${index}` })),
      );
    expect(await statisticsRows(database, 'organizations')).toBe(0);

    const log = quietLog();
    let runs = 0;
    const schedule = scheduleDatabaseMaintenance(database, log, { onRun: () => runs++ });
    await vi.waitFor(() => expect(runs).toBe(1));
    await schedule.stop();

    expect(await statisticsRows(database, 'organizations')).toBeGreaterThan(0);
    expect(log.info).toHaveBeenCalledWith(expect.anything(), 'database statistics refreshed');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('gives the queue back the room of the webhooks it processed', async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    const pglite = database.pglite;
    if (!pglite) throw new Error('embedded database expected');
    const size = async () =>
      (await pglite.query<{ bytes: number }>("select pg_relation_size('intake_events')::int as bytes"))
        .rows[0]?.bytes ?? -1;
    // What a busy hour leaves behind: bodies appended, then deleted once processed.
    await pglite.exec(`insert into intake_events (organization_id, instance_id, received_at, body)
      select gen_random_uuid(), gen_random_uuid(), now(), repeat('x', 500) from generate_series(1, 2000)`);
    await pglite.exec('delete from intake_events');
    expect(await size()).toBeGreaterThan(0);

    const schedule = scheduleDatabaseMaintenance(database, quietLog(), {
      intervalMs: 60_000,
      queueIntervalMs: 20,
    });
    await vi.waitFor(async () => expect(await size()).toBe(0));
    await schedule.stop();
  });

  it('drops the cached plans within seconds of the start: a statement kept on a table that grew uses its index', async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    const pglite = database.pglite;
    if (!pglite) throw new Error('embedded database expected');
    let runs = 0;
    const schedule = scheduleDatabaseMaintenance(database, quietLog(), {
      // The second drop comes after the rows below even when the start's own run was slow.
      plansRampMs: [1_500, 3_000],
      onRun: () => runs++,
    });
    // After the start's statistics (an empty queue), a statement is kept with a generic plan.
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(1), { timeout: 10_000 });
    await pglite.exec('set plan_cache_mode = force_generic_plan');
    const cancel =
      "update jobs set status = 'cancelled' where dedupe_key = ANY($1::text[]) and status = 'pending'";
    await pglite.query(cancel, [['follow_up:1']]);
    const planOf = async () => {
      const named = await pglite.query<{ name: string }>(
        'select name from pg_prepared_statements where statement = $1',
        [cancel],
      );
      const plan = await pglite.query<{ 'QUERY PLAN': string }>(
        `explain execute ${named.rows[0]?.name}('{follow_up:5}')`,
      );
      return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    expect(await planOf()).toMatch(/Seq Scan on jobs/);

    // A busy first minute: thousands of jobs queued.
    await pglite.exec(`insert into jobs (kind, dedupe_key)
      select 'ai_reply', 'ai_reply:' || n from generate_series(1, 20000) n`);

    await vi.waitFor(async () => expect(await planOf()).toMatch(/Index Scan (using|on) jobs_pending_key/), {
      timeout: 10_000,
      interval: 100,
    });
    await schedule.stop();
  });

  it('runs again on every interval until stopped', async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    let runs = 0;
    const schedule = scheduleDatabaseMaintenance(database, quietLog(), {
      intervalMs: 20,
      onRun: () => runs++,
    });
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3));
    await schedule.stop();
    const afterStop = runs;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(afterStop);
  });
});
