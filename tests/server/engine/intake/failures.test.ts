import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeDrained } from '../../../../server/engine/intake';
import { createOrganization, createTestApp, createUser, errorOf, type TestApp } from '../../helpers/app';
import { createEvolutionInstance, loadPayload, postWebhook, startTestApp, textMessageBody } from './helpers';
import { conversationsOf, messagesOf, monitorOf } from './rows';

let t: TestApp;
let organizationId: string;
let ownerId: string;

beforeAll(async () => {
  t = await startTestApp();
  organizationId = (await createOrganization(t.db)).id;
  ownerId = (await createUser(t.db, organizationId, { role: 'vendedor' })).id;
});
afterAll(() => t.close());

describe('when storing fails', () => {
  it('keeps nothing of the event, records the failure and lets the gateway retry', async () => {
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
    // A database that refuses media bytes: the failure happens mid-transaction, after the message row.
    await t.db.execute(
      sql`alter table message_media add constraint refuse_all check (octet_length(data) < 0)`,
    );
    const audio = loadPayload('inbound-audio-ptt-base64.json');
    try {
      const failed = await postWebhook(t.app, instance, audio);
      // Not a 2xx: Evolution retries it (PROTOCOL §3.3), and the retry is not a duplicate.
      expect(failed.statusCode).toBe(500);
      expect(errorOf(failed).error).toBe('internal_error');
      expect(await messagesOf(t.db, instance.id)).toEqual([]);
      expect(await conversationsOf(t.db, instance.id)).toEqual([]);
      const [record] = await monitorOf(t.db, instance.id);
      expect(record).toMatchObject({
        finalOutcome: 'processing_error',
        gatewayMessageId: '5F2C8A1E9D3B7046C1A5E8F2B9D04C37',
      });
      expect(record?.steps.at(-1)).toMatchObject({ step: 'stored', status: 'failure' });
      expect(record?.steps.at(-1)?.error).toMatch(/refuse_all/);
    } finally {
      await t.db.execute(sql`alter table message_media drop constraint refuse_all`);
    }

    const retried = await postWebhook(t.app, instance, audio);
    expect(retried.statusCode).toBe(200);
    expect(await messagesOf(t.db, instance.id)).toHaveLength(1);
    const outcomes = (await monitorOf(t.db, instance.id)).map((record) => record.finalOutcome);
    expect(outcomes).toEqual(['processing_error', 'processing']);
  });

  it('drops NUL characters, which Postgres text cannot hold, instead of failing forever', async () => {
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
    const body = textMessageBody({
      id: 'NUL-1',
      number: '5511988880000',
      text: 'Oi\u0000 tudo bem?',
      timestamp: 1_762_170_000,
      pushName: 'Ma\u0000ria',
    });
    expect((await postWebhook(t.app, instance, body)).statusCode).toBe(200);
    expect((await messagesOf(t.db, instance.id))[0]?.content).toBe('Oi tudo bem?');
    expect((await conversationsOf(t.db, instance.id))[0]?.contactName).toBe('Maria');
    expect((await monitorOf(t.db, instance.id))[0]?.finalOutcome).toBe('processing');
  });
});

describe('when the AI decision fails', () => {
  it("keeps the customer's message and records the decision's failure", async () => {
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
    // A database that refuses reply jobs: the batch fails in its decision, after the message row.
    await t.db.execute(
      sql`alter table jobs add constraint refuse_replies check (kind <> 'ai_reply') not valid`,
    );
    try {
      const body = textMessageBody({
        id: 'DECISION-FAILS-1',
        number: '5511977776666',
        text: 'Tem o Onix 2020?',
        timestamp: 1_762_170_200,
      });
      expect((await postWebhook(t.app, instance, body)).statusCode).toBe(200);
    } finally {
      await t.db.execute(sql`alter table jobs drop constraint refuse_replies`);
    }
    expect((await messagesOf(t.db, instance.id)).map((message) => message.content)).toEqual([
      'Tem o Onix 2020?',
    ]);
    const [record] = await monitorOf(t.db, instance.id);
    expect(record?.finalOutcome).toBe('processing_error');
    expect(record?.steps.find((step) => step.step === 'stored')).toMatchObject({ status: 'success' });
    const decision = record?.steps.find((step) => step.step === 'ai_decision');
    expect(decision).toMatchObject({ status: 'failure' });
    expect(decision?.error).toMatch(/refuse_replies/);
  });
});

describe('with the production acknowledgement (answered once stored)', () => {
  let stored: TestApp;
  beforeAll(async () => {
    stored = await createTestApp({ intakeAck: 'stored' });
    stored.database.pool?.on('error', () => undefined);
  });
  afterAll(() => stored?.close());

  it('stores and processes once each webhook that rode on a batch that failed', async () => {
    const org = (await createOrganization(stored.db)).id;
    const instance = await createEvolutionInstance(
      stored.db,
      org,
      (await createUser(stored.db, org, { role: 'vendedor' })).id,
    );
    // The audio's batch fails on its media bytes, after the texts that arrived meanwhile joined it.
    await stored.db.execute(
      sql`alter table message_media add constraint refuse_all check (octet_length(data) < 0) not valid`,
    );
    const texts = Array.from({ length: 12 }, (_, index) =>
      textMessageBody({
        id: `WITH-FAILING-${index}`,
        number: `55119777700${String(index).padStart(2, '0')}`,
        text: `mensagem ${index}`,
        timestamp: 1_762_170_100 + index,
      }),
    );
    try {
      const answers = [await postWebhook(stored.app, instance, loadPayload('inbound-audio-ptt-base64.json'))];
      for (const body of texts) {
        await new Promise((resolve) => setTimeout(resolve, 4));
        answers.push(await postWebhook(stored.app, instance, body));
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, ...texts.map(() => 200)]);
      await intakeDrained(stored.app);
    } finally {
      await stored.db.execute(sql`alter table message_media drop constraint refuse_all`);
    }
    const contents = (await messagesOf(stored.db, instance.id)).map((message) => message.content);
    expect(contents.filter((content) => content?.startsWith('mensagem')).sort()).toEqual(
      texts.map((_, index) => `mensagem ${index}`).sort(),
    );
    // One record per text: none processed twice (a second time would be recorded as a duplicate).
    const records = (await monitorOf(stored.db, instance.id)).filter((record) =>
      record.gatewayMessageId?.startsWith('WITH-FAILING-'),
    );
    expect(records.map((record) => record.finalOutcome)).toEqual(texts.map(() => 'processing'));
  });
});
