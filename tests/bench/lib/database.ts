import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../../../server/db/client';
import { StatementTap } from './tap';

export type Exec = (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

export interface BenchDatabase {
  database: Database;
  /** 'PGlite (embedded, on disk)' or 'PostgreSQL 17.x'. */
  label: string;
  tap: StatementTap;
  /** Runs SQL on the driver directly (not through the tap): seeding and probes. */
  exec: Exec;
  /** Runs `work` on one connection of its own (session settings, a probe's private loop). */
  withSession<T>(work: (exec: Exec) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

const FOLDER_PREFIX = 'vendai-bench-db-';

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Removes the PGlite folders of bench runs that were stopped before cleaning up (a seeded one is
 * close to 2 GB). Each folder is named after the process that made it, so a live run's is kept.
 */
function removeAbandonedFolders(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(name.slice(FOLDER_PREFIX.length).split('-')[0]);
    if (name.startsWith(FOLDER_PREFIX) && Number.isInteger(pid) && !isRunning(pid)) {
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
}

/**
 * A database of the bench's own: PGlite in a fresh folder on disk (as `npm start` keeps it), or a
 * new database on the PostgreSQL server of BENCH_DATABASE_URL, dropped afterwards.
 */
export async function openBenchDatabase(serverUrl: string | undefined): Promise<BenchDatabase> {
  if (!serverUrl) {
    removeAbandonedFolders();
    const dir = mkdtempSync(join(tmpdir(), `${FOLDER_PREFIX}${process.pid}-`));
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    const pglite = database.pglite;
    if (!pglite) throw new Error('PGlite expected');
    // Bound before the tap wraps it, so the bench's own SQL is never counted as the app's.
    const query = pglite.query.bind(pglite);
    const tap = new StatementTap(database);
    const exec: Exec = async (text, params) => (await query<Record<string, unknown>>(text, params)).rows;
    return {
      database,
      label: 'PGlite (embedded, on disk)',
      tap,
      exec,
      // PGlite is one session already.
      withSession: (work) => work(exec),
      async dispose() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  const name = `vendai_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
  const pool = database.pool;
  if (!pool) throw new Error('pool expected');
  // The drop below ends the pool's sessions; their errors must not end the bench.
  pool.on('error', () => undefined);
  const tap = new StatementTap(database);
  const withSession = async <T>(work: (exec: Exec) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return await work(async (text, params) => (await client.query(text, params)).rows);
    } finally {
      await client.end();
    }
  };
  const exec: Exec = (text, params) => withSession((run) => run(text, params));
  const [version] = await exec(`select current_setting('server_version') as v`);
  return {
    database,
    label: `PostgreSQL ${String(version?.v ?? '?')}`,
    tap,
    exec,
    withSession,
    async dispose() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
