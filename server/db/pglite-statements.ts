import { messages, type PGlite, parse, protocol, type Results, type Transaction } from '@electric-sql/pglite';

type QueryOptions = Parameters<PGlite['query']>[2];
type Backend = Awaited<ReturnType<PGlite['execProtocolStream']>>;

/** Named statements kept per database; the least recently used one is closed past this. */
const KEPT = 200;
/** Statements worth keeping: plain DML. DDL and everything else runs unnamed. */
export const KEEPABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** DDL may change what a kept statement reads or answers: they are all closed after one. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;
/** A kept statement the server no longer knows, or whose result type changed under it. */
export const STALE_STATEMENT =
  /^(prepared statement .* does not exist|cached plan must not change result type)/;

interface Kept {
  name: string;
  /** The parameter types the server inferred at PARSE: each value is written for its type. */
  paramTypes: number[];
}

const { serialize } = protocol;

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite's `query` as one round into the database instead of five, on named statements.
 *
 * PGlite runs every `query` as five separate calls into its WebAssembly backend (parse, describe the
 * statement, bind, describe the portal, execute; then sync), and parses, analyses and plans the text
 * each time. Here the first run of a text parses it once as a named statement (one call: parse,
 * describe, sync) and every run, that one included, is one call: bind, describe, execute, sync.
 * Postgres then plans a kept statement as it does for any named one (custom plans first, a generic
 * plan when it is no worse), exactly as node-postgres's named statements on PostgreSQL.
 *
 * Same results, errors and locking as PGlite's own `query`: values are written by the instance's
 * serializers for the types the server inferred, rows are read by `parseResults` with the call's
 * options, a database error carries the query and its parameters, and the calls hold the same
 * mutexes (the transaction one outside a transaction, the query one always).
 */
export class PgliteStatements {
  private readonly kept = new Map<string, Kept>();
  private named = 0;
  /** Statements to close, sent ahead of the next call. */
  private closing: string[] = [];

  constructor(
    private readonly pglite: PGlite,
    /** The type parsers set once on the instance: a call's own copy of them is dropped, not copied again. */
    private readonly instanceParsers: Readonly<Record<number, unknown>> = {},
  ) {}

  /** Installs the fast path on the instance's `query` and on its transactions' `query`. */
  install(): void {
    const { pglite } = this;
    const query = pglite.query.bind(pglite);
    pglite.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
      if (options?.blob) return query(text, params, options);
      await pglite._checkReady();
      return pglite._runExclusiveTransaction(() =>
        this.run(text, params ?? [], this.withoutInstanceParsers(options), false),
      );
    }) as PGlite['query'];
    const transaction = pglite.transaction.bind(pglite);
    pglite.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
      transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        tx.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
          if (options?.blob || tx.closed) return txQuery(text, params, options);
          return this.run(text, params ?? [], this.withoutInstanceParsers(options), true);
        }) as Transaction['query'];
        return callback(tx);
      })) as PGlite['transaction'];
  }

  /**
   * A call's options without its parsers when they are all the instance's own already: drizzle hands
   * its parsers to every call, and PGlite copies a call's parsers into a fresh map each time (about
   * 0.13 ms a statement on the 2-core machine, as much as running `select 1`).
   */
  private withoutInstanceParsers(options: QueryOptions): QueryOptions {
    const parsers = options?.parsers;
    if (!parsers) return options;
    for (const type of Object.keys(parsers)) if (!(Number(type) in this.instanceParsers)) return options;
    return { ...options, parsers: undefined };
  }

  private run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    return this.pglite._runExclusiveQuery(async () => {
      let results: Results<T>;
      try {
        results = await this.execute<T>(text, params, options);
      } catch (error) {
        // A statement gone stale is dropped either way; outside a transaction it is parsed again and
        // run once more, inside one the error has aborted the transaction and goes to the caller.
        const stale = this.forgetIfStale(text, error);
        if (inTransaction || !stale) throw this.described(error, text, params, options);
        try {
          results = await this.execute<T>(text, params, options);
        } catch (again) {
          throw this.described(again, text, params, options);
        }
      }
      if (!inTransaction) await this.pglite.syncToFs();
      return results;
    });
  }

  private async execute<T>(text: string, params: unknown[], options: QueryOptions): Promise<Results<T>> {
    if (SCHEMA_CHANGE.test(text)) this.closeAll();
    const keep = KEEPABLE.test(text);
    let statement = keep ? this.kept.get(text) : undefined;
    if (statement) {
      // Most recently used last: the first in the map is the one closed past `KEPT`.
      this.kept.delete(text);
      this.kept.set(text, statement);
    } else {
      statement = await this.prepare(text, options, keep);
    }
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index] ?? 0;
      const write = options?.serializers?.[type] ?? this.pglite.serializers[type];
      return write ? write(value) : String(value);
    });
    const backend = await this.call(
      [
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ],
      options,
    );
    const [results] = parse.parseResults(backend, this.pglite.parsers, options);
    return results as Results<T>;
  }

  /** Parses `text` (named when kept, unnamed otherwise) and reads its parameter types. */
  private async prepare(text: string, options: QueryOptions, keep: boolean): Promise<Kept> {
    const name = keep ? `vendai_${++this.named}` : '';
    const backend = await this.call(
      [
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ],
      options,
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(backend) };
    if (keep) {
      this.kept.set(text, statement);
      if (this.kept.size > KEPT) {
        const [oldest] = this.kept;
        if (oldest) {
          this.kept.delete(oldest[0]);
          this.closing.push(oldest[1].name);
        }
      }
    }
    return statement;
  }

  /** One call into the backend, the statements waiting to be closed sent first. */
  private call(parts: Uint8Array[], options: QueryOptions): Promise<Backend> {
    const closing = this.closing.map((name) => serialize.close({ type: 'S', name }));
    this.closing = [];
    return this.pglite.execProtocolStream(concat([...closing, ...parts]), {
      syncToFs: false,
      onNotice: options?.onNotice,
    });
  }

  private closeAll(): void {
    for (const { name } of this.kept.values()) this.closing.push(name);
    this.kept.clear();
  }

  private forgetIfStale(text: string, error: unknown): boolean {
    if (!(error instanceof messages.DatabaseError) || !STALE_STATEMENT.test(error.message)) return false;
    const statement = this.kept.get(text);
    if (!statement) return false;
    this.kept.delete(text);
    this.closing.push(statement.name);
    return true;
  }

  /** A database error as PGlite's own `query` throws it: with the query and its parameters. */
  private described(error: unknown, query: string, params: unknown[], options: QueryOptions): unknown {
    if (!(error instanceof messages.DatabaseError)) return error;
    return Object.assign(error, { query, params, queryOptions: options });
  }
}
