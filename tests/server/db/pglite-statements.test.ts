import { setTimeout as sleep } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../server/db/client';

// The embedded database runs each query as one call on named statements (server/db/pglite-statements.ts):
// what a caller gets must be what PGlite's own query path gives.
describe('embedded database queries on named statements', () => {
  let database: Database;
  let pglite: PGlite;

  beforeEach(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    pglite = database.pglite as PGlite;
    await pglite.exec(
      'create table notes (id serial primary key, body text, at timestamptz, data jsonb, tags text[])',
    );
  });
  afterEach(async () => {
    await database.close();
  });

  const insert = 'insert into notes (body, at, data, tags) values ($1, $2, $3, $4) returning id';

  it('writes each value for its column type and reads rows back, again and again', async () => {
    const at = new Date('2026-11-26T12:34:56.789Z');
    for (let n = 0; n < 8; n++) {
      await pglite.query(insert, [`nota ${n}`, at, { n, modelo: 'Corolla' }, ['a', `b${n}`]]);
    }
    await pglite.query(insert, [null, null, null, null]);

    const { rows } = await pglite.query<{
      body: string | null;
      at: string | null;
      data: unknown;
      tags: string[] | null;
    }>('select body, at, data, tags from notes where id = any($1::int[]) order by id', [[1, 8, 9]]);
    expect(rows).toEqual([
      {
        body: 'nota 0',
        at: expect.stringContaining('2026-11-26'),
        data: { n: 0, modelo: 'Corolla' },
        tags: ['a', 'b0'],
      },
      {
        body: 'nota 7',
        at: expect.stringContaining('2026-11-26'),
        data: { n: 7, modelo: 'Corolla' },
        tags: ['a', 'b7'],
      },
      { body: null, at: null, data: null, tags: null },
    ]);
    const arrays = await pglite.query('select id, body from notes where id <= $1 order by id', [2], {
      rowMode: 'array',
    });
    expect(arrays.rows).toEqual([
      [1, 'nota 0'],
      [2, 'nota 1'],
    ]);
    expect(arrays.fields.map((field) => field.name)).toEqual(['id', 'body']);
  });

  it('answers the new shape of a table changed after a statement reading it was kept', async () => {
    await pglite.query(insert, ['antes', null, null, null]);
    for (let n = 0; n < 6; n++) await pglite.query('select * from notes');

    await pglite.exec('alter table notes add column seller text');
    await pglite.query("update notes set seller = 'Ana'");

    const { rows } = await pglite.query<{ body: string; seller: string }>('select * from notes');
    expect(rows[0]).toMatchObject({ body: 'antes', seller: 'Ana' });
  });

  it('parses a statement again after a change of schema made it stale inside a transaction', async () => {
    const read = async () =>
      pglite.transaction(async (tx) => (await tx.query<Record<string, unknown>>('select * from notes')).rows);
    await pglite.query(insert, ['antes', null, null, null]);
    for (let n = 0; n < 6; n++) await read();

    await pglite.exec('alter table notes add column seller text');
    // The first transaction meets the stale statement and fails; the next ones read the new shape.
    await read().catch(() => undefined);
    expect((await read())[0]).toMatchObject({ body: 'antes', seller: null });
  });

  it('throws the database error with the query and its parameters, and the next query still works', async () => {
    const failing = pglite.query('select body from notes where id = $1', ['not a number']);
    await expect(failing).rejects.toMatchObject({
      code: '22P02',
      query: 'select body from notes where id = $1',
      params: ['not a number'],
    });
    await expect(pglite.query('select no_such_column from notes')).rejects.toMatchObject({ code: '42703' });

    await pglite.query(insert, ['depois', null, null, null]);
    const { rows } = await pglite.query<{ body: string }>('select body from notes');
    expect(rows).toEqual([{ body: 'depois' }]);
  });

  it('rolls a transaction back on an error inside it, and keeps its statements usable', async () => {
    await expect(
      pglite.transaction(async (tx) => {
        await tx.query(insert, ['perdida', null, null, null]);
        await tx.query('select body from notes where id = $1', ['x']);
      }),
    ).rejects.toMatchObject({ code: '22P02' });

    await pglite.transaction(async (tx) => {
      await tx.query(insert, ['guardada', null, null, null]);
    });
    const { rows } = await pglite.query<{ body: string }>('select body from notes order by id');
    expect(rows).toEqual([{ body: 'guardada' }]);
  });

  it('never runs a query in the middle of another caller’s transaction', async () => {
    const open = pglite.transaction(async (tx) => {
      await tx.query(insert, ['não confirmada', null, null, null]);
      await sleep(30);
      throw new Error('desfeita');
    });
    const outside = pglite.query<{ n: number }>('select count(*)::int as n from notes');

    await expect(open).rejects.toThrow('desfeita');
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('keeps a bounded number of statements however many different texts run', async () => {
    for (let n = 0; n < 260; n++) {
      const { rows } = await pglite.query<{ v: number }>(`select $1::int + ${n} as v`, [1]);
      expect(rows[0]?.v).toBe(n + 1);
    }
    const kept = await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
    expect(kept.rows[0]?.n).toBeGreaterThan(100);
    expect(kept.rows[0]?.n).toBeLessThanOrEqual(201);
  });
});
