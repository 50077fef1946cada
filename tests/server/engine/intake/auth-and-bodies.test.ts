import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances, organizations } from '../../../../server/db/schema';
import { createOrganization, createUser, errorOf, type TestApp } from '../../helpers/app';
import {
  createEvolutionInstance,
  type EvolutionInstance,
  instanceRowCounts,
  loadPayload,
  postWebhook,
  startTestApp,
  textMessageBody,
} from './helpers';
import { conversationsOf, instanceRow, messagesOf, monitorOf } from './rows';

let t: TestApp;
let organizationId: string;
let ownerId: string;
let instance: EvolutionInstance;

beforeAll(async () => {
  t = await startTestApp();
  organizationId = (await createOrganization(t.db)).id;
  // These tests read what the monitor keeps of each body: every body is kept in debug mode.
  await t.db
    .update(organizations)
    .set({ settings: { debugMode: true } })
    .where(eq(organizations.id, organizationId));
  ownerId = (await createUser(t.db, organizationId, { role: 'vendedor' })).id;
  instance = await createEvolutionInstance(t.db, organizationId, ownerId);
});
afterAll(() => t.close());

const inboundText = () => loadPayload('inbound-text.json');

describe('who may post', () => {
  it.each([
    ['a wrong secret', 'segredo-errado'],
    ['a missing secret', null],
    ['an empty secret', ''],
  ])('answers 401 to %s and stores nothing at all', async (_case, secret) => {
    const before = await instanceRowCounts(t.db, instance.id);
    const response = await postWebhook(t.app, instance, inboundText(), { secret });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).error).toBe('invalid_webhook_secret');
    expect(await instanceRowCounts(t.db, instance.id)).toEqual(before);
  });

  it('answers 401 to another instance secret', async () => {
    const other = await createEvolutionInstance(t.db, organizationId, ownerId);
    const response = await postWebhook(t.app, instance, inboundText(), { secret: other.secret });
    expect(response.statusCode).toBe(401);
    expect(await instanceRowCounts(t.db, instance.id)).toEqual({
      conversations: 0,
      messages: 0,
      webhookEvents: 0,
    });
  });

  it('answers 404 for an unknown instance, whatever the secret', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const response = await postWebhook(t.app, { id, secret: instance.secret }, inboundText());
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).error).toBe('not_found');
    }
  });

  it('answers 404 for a deleted instance', async () => {
    const deleted = await createEvolutionInstance(t.db, organizationId, ownerId);
    await t.db.update(instances).set({ deletedAt: new Date() }).where(eq(instances.id, deleted.id));
    const response = await postWebhook(t.app, deleted, inboundText());
    expect(response.statusCode).toBe(404);
    expect(await instanceRowCounts(t.db, deleted.id)).toEqual({
      conversations: 0,
      messages: 0,
      webhookEvents: 0,
    });
  });

  it('needs no session token: the secret is the credential', async () => {
    const fresh = await createEvolutionInstance(t.db, organizationId, ownerId);
    const response = await postWebhook(t.app, fresh, inboundText());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: 1 });
  });
});

describe('URL forms and bodies', () => {
  it('accepts the byEvents form, where the path names the event', async () => {
    const fresh = await createEvolutionInstance(t.db, organizationId, ownerId);
    const { event: _named, ...withoutEvent } = inboundText();
    const response = await postWebhook(t.app, fresh, withoutEvent, { slug: 'messages-upsert' });
    expect(response.statusCode).toBe(200);
    expect(await messagesOf(t.db, fresh.id)).toHaveLength(1);
    const [record] = await monitorOf(t.db, fresh.id);
    expect(record).toMatchObject({ event: 'messages.upsert', finalOutcome: 'processing' });
    expect(record?.steps[0]).toMatchObject({ step: 'received', details: { path: 'messages-upsert' } });

    const connection = await postWebhook(t.app, fresh, loadPayload('connection-update-open.json'), {
      slug: 'connection-update',
    });
    expect(connection.statusCode).toBe(200);
    expect((await instanceRow(t.db, fresh.id)).isConnected).toBe(true);
  });

  it.each([
    ['text that is not JSON', 'isto não é json', 'application/json'],
    ['a JSON array', '[1, 2, 3]', 'application/json'],
    ['an empty body', '', 'application/json'],
    ['a form body', 'a=1&b=2', 'application/x-www-form-urlencoded'],
    ['an envelope without an event name', JSON.stringify({ instance: 'acme', data: {} }), 'application/json'],
    [
      'a message without a key',
      JSON.stringify({ event: 'messages.upsert', data: { message: {} } }),
      'application/json',
    ],
  ])('answers 200 to %s and records a processing error', async (_case, body, contentType) => {
    const fresh = await createEvolutionInstance(t.db, organizationId, ownerId);
    const response = await postWebhook(t.app, fresh, body, { contentType });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: 1 });
    const records = await monitorOf(t.db, fresh.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ finalOutcome: 'processing_error' });
    expect(records[0]?.steps.at(-1)).toMatchObject({ step: 'normalised', status: 'failure' });
    expect(await conversationsOf(t.db, fresh.id)).toEqual([]);
  });

  it('records an event it does not use as skipped', async () => {
    const fresh = await createEvolutionInstance(t.db, organizationId, ownerId);
    const response = await postWebhook(t.app, fresh, { event: 'chats.update', instance: 'acme', data: [{}] });
    expect(response.statusCode).toBe(200);
    const [record] = await monitorOf(t.db, fresh.id);
    expect(record).toMatchObject({ event: 'chats.update', finalOutcome: 'skipped' });
  });

  it('stores each message of a batch body on its own, with its own monitor record', async () => {
    const fresh = await createEvolutionInstance(t.db, organizationId, ownerId);
    const first = textMessageBody({
      id: 'B-1',
      number: '5511955550000',
      text: 'um',
      timestamp: 1_762_170_000,
    });
    const second = textMessageBody({
      id: 'B-2',
      number: '5511955550000',
      text: 'dois',
      timestamp: 1_762_170_001,
    });
    const response = await postWebhook(t.app, fresh, { ...first, data: [first.data, second.data] });
    expect(response.json()).toEqual({ received: 2 });
    expect((await messagesOf(t.db, fresh.id)).map((message) => message.content)).toEqual(['um', 'dois']);
    const records = await monitorOf(t.db, fresh.id);
    expect(records.map((record) => record.gatewayMessageId).sort()).toEqual(['B-1', 'B-2']);
    expect(
      records.map((record) => (record.payload as { data: { key: { id: string } } }).data.key.id).sort(),
    ).toEqual(['B-1', 'B-2']);
  });

  it('accepts a body of several megabytes (media inline as base64)', async () => {
    const fresh = await createEvolutionInstance(t.db, organizationId, ownerId);
    const audio = loadPayload('inbound-audio-ptt-base64.json') as { data: { message: { base64: string } } };
    const bytes = Buffer.alloc(5 * 1024 * 1024, 7);
    audio.data.message.base64 = bytes.toString('base64');
    const response = await postWebhook(t.app, fresh, audio);
    expect(response.statusCode).toBe(200);
    const [message] = await messagesOf(t.db, fresh.id);
    expect(message?.mediaSize).toBe(bytes.length);
    // The monitor keeps the facts, not the megabytes.
    const [record] = await monitorOf(t.db, fresh.id);
    expect(JSON.stringify(record?.payload).length).toBeLessThan(20_000);
  });
});
