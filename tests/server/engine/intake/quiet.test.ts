import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeDrained } from '../../../../server/engine/intake';
import { createOrganization, createTestApp, createUser, type TestApp } from '../../helpers/app';
import { createEvolutionInstance, postWebhook, textMessageBody } from './helpers';
import { messagesOf, monitorOf } from './rows';

// With the production acknowledgement (answered once stored), a webhook in a quiet moment is written
// and processed in one transaction: one commit, and the message is in the inbox when the gateway
// gets its answer instead of after the gathering pause.
describe('a webhook in a quiet moment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ intakeAck: 'stored' });
    t.database.pool?.on('error', () => undefined);
  });
  afterAll(() => t?.close());

  const queued = async () =>
    Number(
      (
        (await t.db.execute(sql`select count(*)::int as n from intake_events`)) as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]?.n,
    );

  it('is stored and processed by the time it is answered, leaving nothing queued', async () => {
    const org = (await createOrganization(t.db)).id;
    const instance = await createEvolutionInstance(t.db, org, (await createUser(t.db, org)).id);
    await intakeDrained(t.app);
    // Quiet: longer than the drainer's 100 ms since its last round.
    await new Promise((resolve) => setTimeout(resolve, 150));

    for (const [index, text] of ['Oi, o Onix ainda está disponível?', 'Aceita troca?'].entries()) {
      const answer = await postWebhook(
        t.app,
        instance,
        textMessageBody({
          id: `QUIET-${index}`,
          number: '5511977771234',
          text,
          timestamp: 1_762_170_500 + index,
          pushName: 'Carla',
        }),
      );
      expect(answer.statusCode).toBe(200);
      expect((await messagesOf(t.db, instance.id)).map((message) => message.content)).toContain(text);
      expect(await queued()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const records = await monitorOf(t.db, instance.id);
    expect(records.map((record) => record.finalOutcome)).toEqual(['processing', 'processing']);
  });
});

// A quiet webhook whose batch rolls back must not be taken into the next round's transaction again
// (with nobody gathering, that round would start at once, fail the same way and never yield): it is
// written on its own first, then isolated, recorded and answered like any failing body.
describe('a webhook in a quiet moment whose processing fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ intakeAck: 'processed' });
    t.database.pool?.on('error', () => undefined);
  });
  afterAll(() => t?.close());

  it('is answered 500 once, recorded, and stored when the gateway retries it', async () => {
    const org = (await createOrganization(t.db)).id;
    const instance = await createEvolutionInstance(t.db, org, (await createUser(t.db, org)).id);
    await intakeDrained(t.app);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const body = textMessageBody({
      id: 'QUIET-FAILS',
      number: '5511977775555',
      text: 'Tem o HB20 2021?',
      timestamp: 1_762_170_600,
      pushName: 'Rui',
    });
    // A database that refuses this customer's conversation: the batch fails after the append.
    await t.db.execute(
      sql`alter table conversations add constraint refuse_rui check (contact_number <> '5511977775555') not valid`,
    );
    try {
      const failed = await postWebhook(t.app, instance, body);
      expect(failed.statusCode).toBe(500);
      expect(await messagesOf(t.db, instance.id)).toEqual([]);
      const [record] = await monitorOf(t.db, instance.id);
      expect(record?.finalOutcome).toBe('processing_error');
      expect(record?.steps.at(-1)?.error).toMatch(/refuse_rui/);
    } finally {
      await t.db.execute(sql`alter table conversations drop constraint refuse_rui`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    const retried = await postWebhook(t.app, instance, body);
    expect(retried.statusCode).toBe(200);
    expect((await messagesOf(t.db, instance.id)).map((message) => message.content)).toEqual([
      'Tem o HB20 2021?',
    ]);
    const records = await monitorOf(t.db, instance.id);
    expect(records.map((record) => record.finalOutcome)).toEqual(['processing_error', 'processing']);
  });
});
