import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeDrained, stopIntake } from '../../../../server/engine/intake';
import { drainerBatches, replayFloor } from '../../../bench/intake/floor';
import type { Exec } from '../../../bench/lib/database';
import { difference, StatementTap } from '../../../bench/lib/tap';
import { createOrganization, createTestApp, createUser, type TestApp } from '../../helpers/app';
import { createEvolutionInstance, postWebhook, textMessageBody } from './helpers';
import { messagesOf } from './rows';

// The bench's floor (issue 27 §1) is only a bound if it replays what the run did: the same
// statements, writing the same rows again.
describe('the bench floor replay', () => {
  let t: TestApp;
  let exec: Exec;
  let withSession: <T>(work: (run: Exec) => Promise<T>) => Promise<T>;
  beforeAll(async () => {
    t = await createTestApp({ intakeAck: 'stored' });
    t.database.pool?.on('error', () => undefined);
    const { pglite, pool } = t.database;
    if (pglite) {
      const query = pglite.query.bind(pglite);
      exec = async (text, params) => (await query<Record<string, unknown>>(text, params)).rows;
      withSession = (work) => work(exec);
    } else if (pool) {
      withSession = async (work) => {
        const client = await pool.connect();
        try {
          return await work(async (text, params) => (await client.query(text, params)).rows);
        } finally {
          client.release();
        }
      };
      exec = (text, params) => withSession((run) => run(text, params));
    }
  });
  afterAll(() => t?.close());

  it('replays the statements of the run’s median batch, and they write its messages again', async () => {
    const org = (await createOrganization(t.db)).id;
    const instance = await createEvolutionInstance(t.db, org, (await createUser(t.db, org)).id);
    await intakeDrained(t.app);
    const tap = new StatementTap(t.database);
    const before = tap.snapshot();
    const { transactions } = await tap.recordTransactions(async () => {
      await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          postWebhook(
            t.app,
            instance,
            textMessageBody({
              id: `FLOOR-${index}`,
              number: `551197777${String(1000 + (index % 3))}`,
              text: `Oi, mensagem ${index}`,
              timestamp: 1_762_170_500 + index,
              pushName: 'Carla',
            }),
          ),
        ),
      );
      await intakeDrained(t.app);
    });
    const counted = difference(tap.snapshot(), before);
    // What was recorded is what the driver counted, statement for statement.
    expect(transactions.flat()).toHaveLength(counted.statementsInTransactions);
    const batches = drainerBatches(transactions);
    expect(batches.reduce((sum, batch) => sum + batch.events, 0)).toBe(6);

    await stopIntake(t.app);
    const stored = (await messagesOf(t.db, instance.id)).length;
    const floor = await replayFloor({ exec, withSession }, transactions, 3);
    expect(floor.statementsReplayed).toBe(floor.statementsInRun);
    expect(batches.some((batch) => batch.statements.length === floor.statementsInRun)).toBe(true);
    expect(floor.perEventMs).toBeGreaterThan(0);
    // Where the time goes: every replayed statement named by what it writes, BEGIN and COMMIT around.
    const labels = floor.statements.map((cost) => cost.label);
    expect(labels).toHaveLength(floor.statementsReplayed + 2);
    expect(labels[0]).toBe('begin');
    expect(labels.at(-1)).toBe('commit');
    expect(labels).toContain('insert conversations, insert messages, insert leads');
    expect(
      labels.some(
        (label) => label.includes('insert webhook_events') && label.includes('delete intake_events'),
      ),
    ).toBe(true);
    expect(floor.statements.reduce((sum, cost) => sum + cost.share, 0)).toBeCloseTo(1, 5);
    // Each replay wrote the batch's messages anew (fresh keys), not nothing against the unique index.
    expect((await messagesOf(t.db, instance.id)).length).toBe(stored + 3 * floor.replayedBatch);
    const [queued] = await exec('select count(*)::int as n from intake_events');
    expect(Number(queued?.n)).toBe(0);
  });
});
