import type { Database } from '../../../../server/db/client';

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

type Run = () => Promise<unknown>;

/**
 * Lets `around` make the first statement whose text matches `match` (either driver): it gets the
 * statement's own run and answers what the caller sees. Answers the undo.
 */
function aroundFirst(database: Database, match: RegExp, around: (run: Run) => Promise<unknown>): () => void {
  let done = false;
  const wrap = <F extends (...args: never[]) => unknown>(original: F): F =>
    (async (...args: Parameters<F>) => {
      const text = String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown })?.text);
      if (done || !match.test(flat(text))) return original(...args);
      done = true;
      return around(async () => original(...args));
    }) as unknown as F;
  if (database.pglite) {
    const pglite = database.pglite;
    const original = pglite.query;
    pglite.query = wrap(original.bind(pglite)) as typeof original;
    return () => {
      pglite.query = original;
    };
  }
  const pool = database.pool;
  if (!pool) throw new Error('database without a driver');
  const original = pool.query;
  pool.query = wrap(original.bind(pool) as (...args: never[]) => unknown) as typeof original;
  return () => {
    pool.query = original;
  };
}

/** Runs `change` right after the first statement whose text matches `match` answers. */
export function afterStatement(
  database: Database,
  match: RegExp,
  change: () => Promise<unknown>,
): () => void {
  return aroundFirst(database, match, async (run) => {
    const result = await run();
    await change();
    return result;
  });
}

/**
 * The process dies right before the first statement whose text matches `match`: the statement is
 * never made and the code that awaited it stops there (it gets an error, as a dead process would
 * have done nothing more).
 */
export function diesBefore(database: Database, match: RegExp): () => void {
  return aroundFirst(database, match, async () => {
    throw new Error('the process stopped here');
  });
}
