import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { nameRepeatedStatements } from './pg-statements';
import { PgliteStatements } from './pglite-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: queries are plain Postgres on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, accepted wherever a repository takes an optional `tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance when embedded (used for LISTEN/NOTIFY and dumps). */
  pglite?: PGlite;
  /** The pool and its connection URL when on PostgreSQL. */
  pool?: pg.Pool;
  url?: string;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | 'memory'; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

const asText = (value: string): string => value;

/**
 * The type parsers drizzle gives PGlite on every call (dates, times and intervals, and their arrays,
 * kept as text: drizzle maps them itself), set once on the instance; `PgliteStatements` drops the
 * per-call copy.
 */
const DRIZZLE_PARSERS: Record<number, (value: string) => string> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

/** Key of the session lock held while a process migrates. */
const MIGRATION_LOCK = 'vendai:migrations';

/**
 * Several replicas starting on one database migrate one after the other: the first applies what is
 * pending while the others wait on the lock, then find nothing left to do (two at once would both
 * run the same migration and one would fail on an existing table).
 */
async function migrateAlone(url: string, migrate: () => Promise<unknown>): Promise<void> {
  // A connection of its own, outside the pool, so a pool of one still has one for the migration.
  const holder = new pg.Client({ connectionString: url, application_name: 'vendai-migrations' });
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await holder.query('select pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]);
    }
  } finally {
    await holder.end();
  }
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle client losing its connection (server restart, dropped database) must not crash the
    // process; the pool replaces it and the next query reports any lasting failure.
    pool.on('error', (error) => {
      console.error(`[db] conexão ociosa perdida: ${error.message}`);
    });
    nameRepeatedStatements(pool);
    const db = drizzleNodePg(pool, { schema });
    await migrateAlone(target.url, () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }));
    return { db: db as unknown as Db, kind: 'postgres', pool, url: target.url, close: () => pool.end() };
  }
  if (target.dataDir !== 'memory') mkdirSync(target.dataDir, { recursive: true });
  const pglite = new PGlite({
    dataDir: target.dataDir === 'memory' ? undefined : target.dataDir,
    loadDataDir: target.loadDataDir,
    // Substring search of names and numbers (migration 0003) uses trigram indexes.
    extensions: { pg_trgm },
    parsers: DRIZZLE_PARSERS,
  });
  await pglite.waitReady;
  new PgliteStatements(pglite, DRIZZLE_PARSERS).install();
  const db = drizzlePglite(pglite, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Db, kind: 'pglite', pglite, close: () => pglite.close() };
}
