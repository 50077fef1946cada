import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { freshDatabase } from '../helpers/db';

// On PostgreSQL, statements seen twice run as named prepared statements (server/db/pg-statements.ts).
// Only the PostgreSQL run of the suite (TEST_DATABASE_URL, as in CI) has a server to ask.
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL statements named on their second run', () => {
  let database: Database;
  let client: pg.PoolClient;

  beforeEach(async () => {
    database = await freshDatabase();
    client = await (database.pool as pg.Pool).connect();
    await client.query('create table cars (id serial primary key, model text not null)');
    await client.query(`insert into cars (model) values ('Corolla'), ('Onix'), ('HB20')`);
  });
  afterEach(async () => {
    client.release();
    await database.close();
  });

  /** The connection's prepared statements on this test's table, read with an unnamed statement. */
  const prepared = async () =>
    (
      await client.query<{ statement: string }>(
        `select statement from pg_prepared_statements where statement like '%cars%'`,
      )
    ).rows.map((row) => row.statement);
  const byModel = { text: 'select id, model from cars where model = $1' };

  it('prepares a repeated statement once on its connection and answers the same rows', async () => {
    const first = await client.query(byModel, ['Onix']);
    expect(await prepared()).toEqual([]);

    const second = await client.query(byModel, ['Onix']);
    const third = await client.query(byModel, ['HB20']);
    expect(await prepared()).toEqual([byModel.text]);
    expect(first.rows).toEqual([{ id: 2, model: 'Onix' }]);
    expect(second.rows).toEqual(first.rows);
    expect(third.rows).toEqual([{ id: 3, model: 'HB20' }]);
  });

  it('leaves DDL and texts seen once unnamed', async () => {
    await client.query({ text: 'select count(*)::int as n from cars' });
    await client.query({ text: 'create index cars_model_idx on cars (model)' });
    await client.query({ text: 'create index cars_model_idx2 on cars (model)' });
    expect(await prepared()).toEqual([]);
  });

  it('names afresh a statement whose result type changed under it, after one failure', async () => {
    const all = { text: 'select * from cars order by id' };
    await client.query(all);
    await client.query(all);
    expect(await prepared()).toEqual([all.text]);

    // Another process's migration adds a column under `select *`.
    await client.query(`alter table cars add column year int not null default 2024`);
    await expect(client.query(all)).rejects.toThrow(/cached plan must not change result type/);

    await client.query(all);
    const { rows } = await client.query(all);
    expect(rows[0]).toEqual({ id: 1, model: 'Corolla', year: 2024 });
  });
});
