import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, errorOf, type TestApp } from '../helpers/app';
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
