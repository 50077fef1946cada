import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The rows of a raw statement, whichever driver (PGlite or node-postgres) ran it. */
export async function selectRows<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  const rows =
    typeof result === 'object' && result !== null ? (result as { rows?: unknown }).rows : undefined;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

/** A count or an aggregate as a number; drivers answer bigint and numeric as strings. */
export const num = (value: unknown): number => Number(value ?? 0);

/** Seconds (null when nothing was measured) to the millisecond, so interpolated percentiles read as people compute them. */
export const secondsOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 1000) / 1000;

/** part / whole, or null when the whole is empty. */
export const share = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);
