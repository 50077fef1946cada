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
