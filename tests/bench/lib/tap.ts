import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../../server/db/client';

/** One statement as the app sent it to the driver. */
export interface CapturedStatement {
  text: string;
  params: unknown[];
}

/** Transactions the app finished, counted at the driver (explicit ones and single statements). */
export interface TransactionCounts {
  /** Explicit transactions that committed (BEGIN … COMMIT). */
  commits: number;
  rollbacks: number;
  /** Statements sent outside a transaction that may write: each commits on its own. */
  autocommitWrites: number;
  /** SELECTs sent outside a transaction: read-only, nothing to make durable. */
  autocommitReads: number;
  /** Statements sent inside explicit transactions (BEGIN, COMMIT and savepoints not counted). */
  statementsInTransactions: number;
}

/** Transaction control, not the work done inside a transaction. */
const isControl = (text: string): boolean =>
  /^\s*(begin|commit|rollback|savepoint|release|rollback to)\b/i.test(text);

const isRead = (text: string): boolean => /^\s*select\b/i.test(text);
const statementText = (query: unknown): string =>
  typeof query === 'string' ? query : String((query as { text?: unknown })?.text ?? '');

/**
 * Watches what the app sends to its database driver, without changing it: counts transactions (so
 * the bench can check "one commit per event" exactly, whatever else the server runs) and, while
 * capturing, records the statements of a request so they can be replayed bare. Works by wrapping
 * the methods drizzle calls on the PGlite instance or the pg pool; `replay` uses the originals.
 */
export class StatementTap {
  private counts: TransactionCounts = {
    commits: 0,
    rollbacks: 0,
    autocommitWrites: 0,
    autocommitReads: 0,
    statementsInTransactions: 0,
  };
  private captured: CapturedStatement[] | null = null;
  /** While recording: the statements of each committed transaction, in commit order. */
  private transactions: CapturedStatement[][] | null = null;
  readonly replay: (statement: CapturedStatement) => Promise<unknown>;

  constructor(database: Database) {
    if (database.pglite) this.replay = this.tapPglite(database.pglite);
    else if (database.pool) this.replay = this.tapPool(database.pool);
    else throw new Error('database without a driver to tap');
  }

  snapshot(): TransactionCounts {
    return { ...this.counts };
  }

  /** Records the statements `work` sends outside transactions, and answers them with its result. */
  async capture<T>(work: () => Promise<T>): Promise<{ value: T; statements: CapturedStatement[] }> {
    this.captured = [];
    try {
      const value = await work();
      return { value, statements: this.captured };
    } finally {
      this.captured = null;
    }
  }

  /**
   * Records the statements (transaction control left out) of every transaction the app commits
   * during `work`: what the floor replay runs again bare (tests/bench/intake/floor.ts).
   */
  async recordTransactions<T>(
    work: () => Promise<T>,
  ): Promise<{ value: T; transactions: CapturedStatement[][] }> {
    const transactions: CapturedStatement[][] = [];
    this.transactions = transactions;
    try {
      return { value: await work(), transactions };
    } finally {
      this.transactions = null;
    }
  }

  private committed(statements: CapturedStatement[]): void {
    this.transactions?.push(statements);
  }

  private autocommit(text: string, params: unknown): void {
    if (isRead(text)) this.counts.autocommitReads++;
    else this.counts.autocommitWrites++;
    this.captured?.push({ text, params: Array.isArray(params) ? [...params] : [] });
  }

  private tapPglite(pglite: PGlite): (statement: CapturedStatement) => Promise<unknown> {
    const query = pglite.query.bind(pglite);
    const transaction = pglite.transaction.bind(pglite);
    pglite.query = ((text: string, params?: unknown[], options?: object) => {
      this.autocommit(text, params);
      return query(text, params, options);
    }) as PGlite['query'];
    type Callback = Parameters<PGlite['transaction']>[0];
    pglite.transaction = (async (callback: Callback) => {
      const statements: CapturedStatement[] = [];
      try {
        const result = await transaction((tx) => {
          const txQuery = tx.query.bind(tx);
          tx.query = ((text: string, params?: unknown[], options?: object) => {
            if (!isControl(text)) {
              this.counts.statementsInTransactions++;
              statements.push({ text, params: Array.isArray(params) ? [...params] : [] });
            }
            return txQuery(text, params, options);
          }) as typeof tx.query;
          return callback(tx);
        });
        this.counts.commits++;
        this.committed(statements);
        return result;
      } catch (error) {
        this.counts.rollbacks++;
        throw error;
      }
    }) as PGlite['transaction'];
    return (statement) => query(statement.text, statement.params, { rowMode: 'array' });
  }

  private tapPool(pool: pg.Pool): (statement: CapturedStatement) => Promise<unknown> {
    const query = pool.query.bind(pool) as (text: unknown, params?: unknown) => Promise<unknown>;
    type Connect = (
      callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: unknown) => void,
    ) => Promise<pg.PoolClient> | undefined;
    const connect = pool.connect.bind(pool) as Connect;
    const tapped = new WeakSet<pg.PoolClient>();
    /** The statements of the transaction each client is in. */
    const open = new WeakMap<pg.PoolClient, CapturedStatement[]>();
    // Clients drizzle checked out for a transaction; the pool's own query() borrows them by callback.
    const held = new WeakSet<pg.PoolClient>();
    const tapClient = (client: pg.PoolClient | undefined): void => {
      if (!client || tapped.has(client)) return;
      tapped.add(client);
      const clientQuery = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (...args: unknown[]) => {
        const text = statementText(args[0]);
        const keyword = text.trim().toLowerCase();
        if (keyword === 'begin') open.set(client, []);
        else if (keyword === 'commit') {
          this.counts.commits++;
          this.committed(open.get(client) ?? []);
          open.delete(client);
        } else if (keyword === 'rollback') {
          this.counts.rollbacks++;
          open.delete(client);
        } else if (held.has(client) && !isControl(text)) {
          this.counts.statementsInTransactions++;
          const params = typeof args[1] === 'function' ? [] : args[1];
          open.get(client)?.push({ text, params: Array.isArray(params) ? [...params] : [] });
        }
        return clientQuery(...args);
      };
    };
    (pool as { query: unknown }).query = (text: unknown, params?: unknown) => {
      this.autocommit(statementText(text), params);
      return query(text, params);
    };
    // The pool calls its own connect with a callback (pool.query does); drizzle awaits the promise.
    (pool as { connect: unknown }).connect = (callback?: Parameters<Connect>[0]) => {
      if (callback) {
        return connect((error, client, done) => {
          tapClient(client);
          if (client) held.delete(client);
          callback(error, client, done);
        });
      }
      return (connect() as Promise<pg.PoolClient>).then((client) => {
        tapClient(client);
        held.add(client);
        return client;
      });
    };
    return (statement) => query({ text: statement.text, rowMode: 'array' }, statement.params);
  }
}

export const difference = (after: TransactionCounts, before: TransactionCounts): TransactionCounts => ({
  commits: after.commits - before.commits,
  rollbacks: after.rollbacks - before.rollbacks,
  autocommitWrites: after.autocommitWrites - before.autocommitWrites,
  autocommitReads: after.autocommitReads - before.autocommitReads,
  statementsInTransactions: after.statementsInTransactions - before.statementsInTransactions,
});
