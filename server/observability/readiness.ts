import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { ReadyResponse } from '../../contract/common';
import { type Database, MIGRATIONS_DIR } from '../db/client';
import { rowsOf } from '../lib/sql-rows';

/** A database that does not answer within this is as good as down for a load balancer. */
const PROBE_TIMEOUT_MS = 2_000;

let latestMigration: number | undefined;
/** The newest migration this build knows (drizzle records each applied one by its `when`). */
function latestKnownMigration(): number {
  if (latestMigration === undefined) {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: Array<{ when: number }>;
    };
    latestMigration = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return latestMigration;
}

async function probe(database: Database): Promise<ReadyResponse> {
  const [table] = rowsOf<{ present: boolean }>(
    await database.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!table?.present) return { ready: false, reason: 'migrations_pending' };
  const [applied] = rowsOf<{ latest: string | number | null }>(
    await database.db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`),
  );
  if (Number(applied?.latest ?? 0) < latestKnownMigration())
    return { ready: false, reason: 'migrations_pending' };
  return { ready: true };
}

/**
 * Whether this process can serve: the database answers, and it carries every migration of this
 * build (a replica started on a database another version has not migrated yet stays out).
 */
export async function checkReadiness(database: Database): Promise<ReadyResponse> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ReadyResponse>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: 'database_unreachable' }), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      probe(database).catch((): ReadyResponse => ({ ready: false, reason: 'database_unreachable' })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
