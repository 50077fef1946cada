import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import * as schema from '../db/schema';
import { backupFileName, backupFolder } from './store';

/** Rows read per query: large tables are read in pages, never whole into memory. */
const PAGE = 1000;
/**
 * Sign-in sessions are not data of the business; password hashes and second factors (the TOTP
 * secrets, the recovery codes' hashes) never leave the database.
 */
const SKIPPED_TABLES = new Set(['user_sessions', 'user_two_factor', 'two_factor_recovery_codes']);
const SKIPPED_COLUMNS = new Set(['password_hash']);

interface TenantTable {
  name: string;
  /** The column that names the tenant (`id` for the organizations table itself). */
  tenantColumn: string;
  hasId: boolean;
}

/** Every table of the schema that holds rows of one organization. */
export function tenantTables(): TenantTable[] {
  const tables: TenantTable[] = [];
  for (const value of Object.values(schema)) {
    if (!isPgTable(value)) continue;
    const config = getTableConfig(value);
    if (SKIPPED_TABLES.has(config.name)) continue;
    const columns = config.columns.map((column) => column.name);
    const hasId = columns.includes('id');
    if (config.name === 'organizations') tables.push({ name: config.name, tenantColumn: 'id', hasId });
    else if (columns.includes('organization_id'))
      tables.push({ name: config.name, tenantColumn: 'organization_id', hasId });
  }
  return tables.sort((a, b) =>
    a.name === 'organizations' ? -1 : b.name === 'organizations' ? 1 : a.name.localeCompare(b.name),
  );
}

function isPgTable(value: unknown): value is PgTable {
  if (typeof value !== 'object' || value === null) return false;
  try {
    getTableConfig(value as PgTable);
    return Symbol.for('drizzle:IsDrizzleTable') in value;
  } catch {
    return false;
  }
}

async function* tableLines(db: DbOrTx, table: TenantTable, organizationId: string): AsyncGenerator<string> {
  const name = sql.identifier(table.name);
  const tenant = sql.identifier(table.tenantColumn);
  let lastId: string | null = null;
  let offset = 0;
  for (;;) {
    // Keyset paging on the id when the table has one; else by offset in a stable order.
    const page: Record<string, unknown>[] = table.hasId
      ? await rowsOf(
          db,
          sql`select * from ${name} where ${tenant} = ${organizationId}${lastId === null ? sql`` : sql` and id > ${lastId}`} order by id limit ${PAGE}`,
        )
      : await rowsOf(
          db,
          sql`select * from ${name} where ${tenant} = ${organizationId} order by ctid limit ${PAGE} offset ${offset}`,
        );
    for (const row of page) {
      for (const column of SKIPPED_COLUMNS) delete row[column];
      yield `${JSON.stringify({ table: table.name, row })}\n`;
    }
    if (page.length < PAGE) return;
    lastId = String(page[page.length - 1]?.id);
    offset += PAGE;
  }
}

async function rowsOf(db: DbOrTx, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

export interface BackupResult {
  path: string;
  rows: number;
  tables: number;
}

/**
 * Writes the organization's data as gzip-compressed JSON lines, one `{table, row}` per line, table
 * by table, to a temporary file renamed into place when complete: a crash never leaves a
 * half-written file that looks like a backup.
 */
export async function writeBackup(
  db: DbOrTx,
  dataDir: string,
  organizationId: string,
  at: Date,
): Promise<BackupResult> {
  const folder = backupFolder(dataDir, organizationId);
  await mkdir(folder, { recursive: true });
  const path = join(folder, backupFileName(at));
  const temporary = `${path}.partial`;
  const tables = tenantTables();
  let rows = 0;
  async function* lines(): AsyncGenerator<string> {
    yield `${JSON.stringify({ backup: { organizationId, takenAt: at.toISOString(), format: 1 } })}\n`;
    for (const table of tables) {
      for await (const line of tableLines(db, table, organizationId)) {
        rows += 1;
        yield line;
      }
    }
  }
  try {
    await pipeline(Readable.from(lines()), createGzip(), createWriteStream(temporary));
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return { path, rows, tables: tables.length };
}
