import type { BenchDatabase } from './database';
import { sleep } from './stats';

const PROBE_TABLE = 'bench_commit_probe';

/**
 * The database's own single-transaction commit rate: one connection running small insert
 * transactions (BEGIN; INSERT one row; COMMIT) back to back for `durationMs`. This is the bound the
 * intake's throughput is compared with: its ceiling if each event costs one commit and nothing else.
 */
export async function commitRate(bench: BenchDatabase, durationMs: number): Promise<number> {
  await bench.exec(
    `create table if not exists ${PROBE_TABLE} (id bigserial primary key, at timestamptz not null default now(), note text not null)`,
  );
  return bench.withSession(async (exec) => {
    let done = 0;
    const start = performance.now();
    while (performance.now() - start < durationMs) {
      await exec('begin');
      await exec(`insert into ${PROBE_TABLE} (note) values ($1)`, [`probe ${done}`]);
      await exec('commit');
      done++;
    }
    return done / ((performance.now() - start) / 1000);
  });
}

/**
 * Committed transactions as the database itself counts them (pg_stat_database.xact_commit), a
 * cross-check of the driver count. Statistics are flushed lazily: PGlite's one backend is asked to
 * flush; on PostgreSQL each pooled backend flushes when it goes idle at least 1 s after its last
 * flush, so the reader waits that long and wakes every pooled connection with one statement. What
 * the reading itself adds is measured on an empty window and subtracted by the caller.
 */
async function databaseCommits(bench: BenchDatabase): Promise<{ commits: number; touched: number }> {
  const pool = bench.database.pool;
  let touched = 0;
  if (pool) {
    await sleep(1_100);
    const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
    await Promise.all(clients.map((client) => client.query('select 1')));
    for (const client of clients) client.release();
    touched = clients.length;
    await sleep(200);
  } else {
    await bench.exec('select pg_stat_force_next_flush()');
  }
  const [row] = await bench.exec(
    'select xact_commit::bigint as commits from pg_stat_database where datname = current_database()',
  );
  return { commits: Number(row?.commits ?? Number.NaN), touched };
}

/** The database's commit count over `work`, less what measuring an empty window costs. */
export async function databaseCommitsDuring(
  bench: BenchDatabase,
  work: () => Promise<void>,
): Promise<number> {
  const emptyStart = await databaseCommits(bench);
  const emptyEnd = await databaseCommits(bench);
  const overhead = emptyEnd.commits - emptyStart.commits - emptyEnd.touched;
  const before = await databaseCommits(bench);
  await work();
  const after = await databaseCommits(bench);
  return after.commits - before.commits - after.touched - overhead;
}
