import type pg from 'pg';
import { KEEPABLE, STALE_STATEMENT } from './pglite-statements';

/** Statement texts named at once per process; every pooled connection prepares each at most once. */
const NAMED = 300;
/** Texts seen once are remembered up to this many, then forgotten all at once. */
const SEEN = 10_000;

type Query = (...args: unknown[]) => unknown;

/**
 * node-postgres sends a statement without a name as PARSE + BIND + EXECUTE every time: PostgreSQL
 * parses, analyses and plans it on every call. A named statement is parsed once per connection and
 * its plan may be kept (a generic one once it is no worse), as on PGlite (`pglite-statements.ts`).
 * Measured on the reply pipeline (bench item 3, PostgreSQL 15, 2 cores): job p50 22 → 15 ms.
 *
 * Every plain DML text seen a second time gets a name, the same on every connection (node-postgres
 * remembers per connection which names it parsed). Texts that vary call by call (a multi-row VALUES
 * list of a given length) stay unnamed once `NAMED` are given. A statement whose result type changed
 * under it (a column added under `select *` by another process's migration) fails once and is
 * named afresh.
 */
export function nameRepeatedStatements(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const seen = new Set<string>();
  let given = 0;
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known || names.size >= NAMED || !KEEPABLE.test(text)) return known;
    if (!seen.has(text)) {
      if (seen.size >= SEEN) seen.clear();
      seen.add(text);
      return undefined;
    }
    seen.delete(text);
    const name = `vendai_${++given}`;
    names.set(text, name);
    return name;
  };
  const forgetIfStale = (text: string, error: unknown): void => {
    if (error instanceof Error && STALE_STATEMENT.test(error.message)) names.delete(text);
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      const given =
        typeof config === 'object' && config !== null ? (config as { text?: unknown; name?: unknown }) : {};
      const text = typeof given.text === 'string' && !given.name ? given.text : undefined;
      const name = text === undefined ? undefined : nameOf(text);
      if (!text || !name) return query(config, ...rest);
      const result = query({ ...given, name }, ...rest);
      if (result instanceof Promise) result.catch((error: unknown) => forgetIfStale(text, error));
      return result;
    }) as typeof client.query;
  });
}
