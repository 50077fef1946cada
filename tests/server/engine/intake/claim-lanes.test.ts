import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/db/client';
import { intakeDrained } from '../../../../server/engine/intake';
import { DRAIN_KEY } from '../../../../server/engine/intake/lanes';
import { appendRaw, claimLanes } from '../../../../server/engine/intake/queue';
import { drainerBatches } from '../../../bench/intake/floor';
import { StatementTap } from '../../../bench/lib/tap';
import { createOrganization, createTestApp, createUser, type TestApp } from '../../helpers/app';
import { freshDatabase } from '../../helpers/db';
import { createEvolutionInstance, postWebhook, textMessageBody } from './helpers';

/**
 * On PostgreSQL a batch locks its lanes in the statement that claims its events (queue.ts,
 * `claimLanes`): one round trip less per batch, with the guarantees of a lock taken first.
 */
const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('a batch’s lane lock and claim, one statement', () => {
  let database: Database;
  let other: pg.Client;
  /** Two organizations in different lanes, with an instance each. */
  const orgs: Array<{ id: string; instance: string; lane: number }> = [];

  beforeAll(async () => {
    database = await freshDatabase();
    database.pool?.on('error', () => undefined);
    other = new pg.Client({ connectionString: database.url });
    other.on('error', () => undefined);
    await other.connect();
    while (orgs.length < 2) {
      const id = (await createOrganization(database.db)).id;
      const instance = (
        await createEvolutionInstance(database.db, id, (await createUser(database.db, id)).id)
      ).id;
      const [row] = (
        await other.query<{ lane: number }>('select (hashtext($1::text) & 31)::int as lane', [id])
      ).rows;
      if (row && !orgs.some((org) => org.lane === row.lane)) orgs.push({ id, instance, lane: row.lane });
    }
  });

  afterAll(async () => {
    await other?.end();
    await database?.close();
  });

  const queue = (org: { id: string; instance: string }, texts: string[]) =>
    appendRaw(
      database.db,
      texts.map((text) => ({
        organizationId: org.id,
        instanceId: org.instance,
        receivedAt: new Date(),
        eventSlug: null,
        body: { text },
      })),
    ).then((appended) => appended.map(({ id }) => id));

  it('takes only the lanes no other batch holds, and holds them until the commit', async () => {
    const [a, b] = orgs as [(typeof orgs)[0], (typeof orgs)[0]];
    await queue(a, ['a1', 'a2']);
    const ids = await queue(b, ['b1', 'b2']);
    // Another process's batch is draining lane a.
    await other.query('select pg_advisory_lock($1::int, $2::int)', [DRAIN_KEY, a.lane]);
    try {
      await database.db.transaction(async (tx) => {
        const { locked, claimed } = await claimLanes(tx, 10, new Map(), [a.lane, b.lane]);
        expect(locked).toEqual([b.lane]);
        expect(claimed.map((event) => event.id)).toEqual(ids);
        expect(claimed.map((event) => event.body)).toEqual([{ text: 'b1' }, { text: 'b2' }]);
        const taken = await other.query('select pg_try_advisory_lock($1::int, $2::int) as ok', [
          DRAIN_KEY,
          b.lane,
        ]);
        expect(taken.rows[0]?.ok).toBe(false);
        // A claim that takes nothing still says which lanes it got.
        expect(await claimLanes(tx, 10, new Map(), [a.lane])).toEqual({ locked: [], claimed: [] });
      });
    } finally {
      await other.query('select pg_advisory_unlock_all()');
    }
    await database.db.execute('delete from intake_events');
  });

  it('does not take events another transaction removed or changed while the claim ran', async () => {
    const [, b] = orgs as [(typeof orgs)[0], (typeof orgs)[0]];
    const [gone, changed, kept] = (await queue(b, ['gone', 'before', 'kept'])) as [number, number, number];
    // The previous owner gives one body up and an erasure prunes another, neither under the lane
    // lock; the claim starts before they commit.
    await other.query('begin');
    await other.query('delete from intake_events where id = $1', [gone]);
    await other.query(`update intake_events set body = '{"text":"after"}' where id = $1`, [changed]);
    const claim = database.db.transaction((tx) => claimLanes(tx, 10, new Map(), [b.lane]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await other.query('commit');
    const { claimed } = await claim;
    expect(claimed.map((event) => [event.id, event.body])).toEqual([
      [changed, { text: 'after' }],
      [kept, { text: 'kept' }],
    ]);
  });
});

describe.skipIf(!pgUrl)('a drainer batch on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ intakeAck: 'stored' });
    t.database.pool?.on('error', () => undefined);
  });
  afterAll(() => t?.close());

  it('locks its lanes in the statement that claims its events, not in one of its own', async () => {
    const org = (await createOrganization(t.db)).id;
    const instance = await createEvolutionInstance(t.db, org, (await createUser(t.db, org)).id);
    await intakeDrained(t.app);
    const tap = new StatementTap(t.database);
    const { transactions } = await tap.recordTransactions(async () => {
      await Promise.all(
        Array.from({ length: 4 }, (_, index) =>
          postWebhook(
            t.app,
            instance,
            textMessageBody({
              id: `CLAIM-${index}`,
              number: '5511977771000',
              text: `Oi ${index}`,
              timestamp: 1_762_170_500 + index,
            }),
          ),
        ),
      );
      await intakeDrained(t.app);
    });
    const batches = drainerBatches(transactions);
    expect(batches.reduce((sum, batch) => sum + batch.events, 0)).toBe(4);
    for (const { statements } of batches) {
      const locking = statements.filter((statement) => statement.text.includes('pg_try_advisory_xact_lock'));
      expect(locking).toHaveLength(1);
      expect(locking[0]?.text).toMatch(/from "intake_events"[\s\S]*for update/);
    }
  });
});
