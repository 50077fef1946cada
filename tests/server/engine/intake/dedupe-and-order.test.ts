import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, type TestApp } from '../../helpers/app';
import { createEvolutionInstance, postWebhook, startTestApp, textMessageBody } from './helpers';
import { conversationsOf, leadsOf, messagesOf, monitorOf, stepNames } from './rows';

let t: TestApp;
let organizationId: string;
let ownerId: string;

beforeAll(async () => {
  t = await startTestApp();
  organizationId = (await createOrganization(t.db)).id;
  ownerId = (await createUser(t.db, organizationId, { role: 'vendedor' })).id;
});
afterAll(() => t.close());

const BASE_TIME = 1_762_170_000;

describe('redelivery', () => {
  it('stores a redelivered message once and records the second delivery as a duplicate', async () => {
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
    const body = textMessageBody({ id: 'DUP-1', number: '5511911110000', text: 'Oi', timestamp: BASE_TIME });
    expect((await postWebhook(t.app, instance, body)).statusCode).toBe(200);
    const again = await postWebhook(t.app, instance, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: 1 });

    expect(await messagesOf(t.db, instance.id)).toHaveLength(1);
    const [conversation] = await conversationsOf(t.db, instance.id);
    expect(conversation?.unreadCount).toBe(1);
    expect(await leadsOf(t.db, instance.id)).toHaveLength(1);
    const records = await monitorOf(t.db, instance.id);
    // The stored message awaits the AI's reply; the redelivery changes nothing.
    expect(records.map((record) => record.finalOutcome)).toEqual(['processing', 'duplicate']);
    expect(records[1] && stepNames(records[1])).toEqual([
      'received',
      'authenticated',
      'normalised',
      'deduplicated',
    ]);
    expect(records[1]?.steps.at(-1)).toMatchObject({ status: 'info', details: { duplicate: true } });
  });

  it('stores the same message once when its deliveries race each other', async () => {
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
    const body = textMessageBody({ id: 'RACE-1', number: '5511922220000', text: 'Oi', timestamp: BASE_TIME });
    const responses = await Promise.all(Array.from({ length: 8 }, () => postWebhook(t.app, instance, body)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(await messagesOf(t.db, instance.id)).toHaveLength(1);
    const [conversation] = await conversationsOf(t.db, instance.id);
    expect(conversation?.unreadCount).toBe(1);
    const outcomes = (await monitorOf(t.db, instance.id)).map((record) => record.finalOutcome).sort();
    expect(outcomes).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'processing',
    ]);
  });
});

describe('500 distinct messages posted at once', () => {
  it('stores every one, counts every unread and keeps the newest WhatsApp message as the preview', async () => {
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
    const contacts = Array.from({ length: 10 }, (_, index) => `55119333${String(index).padStart(5, '0')}`);
    // Message i of a contact is its i-th by WhatsApp time; the posting order is shuffled, so
    // arrivals are out of order.
    const bodies = Array.from({ length: 500 }, (_, index) => {
      const number = contacts[index % contacts.length] as string;
      const sequence = Math.floor(index / contacts.length);
      return textMessageBody({
        id: `BULK-${index}`,
        number,
        text: `mensagem ${sequence}`,
        timestamp: BASE_TIME + sequence,
        pushName: `Cliente ${number.slice(-2)}`,
      });
    });
    const shuffled = bodies
      .map((body, index) => ({ body, key: (index * 7919) % 500 }))
      .sort((a, b) => a.key - b.key)
      .map(({ body }) => body);

    const started = performance.now();
    const responses = await Promise.all(shuffled.map((body) => postWebhook(t.app, instance, body)));
    const elapsed = performance.now() - started;
    console.info(`500 concurrent webhook deliveries stored in ${Math.round(elapsed)} ms`);

    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await messagesOf(t.db, instance.id)).toHaveLength(500);
    const conversations = await conversationsOf(t.db, instance.id);
    expect(conversations).toHaveLength(10);
    for (const conversation of conversations) {
      expect(conversation.unreadCount).toBe(50);
      expect(conversation.lastMessage).toBe('mensagem 49');
      expect(conversation.lastMessageAt).toEqual(new Date((BASE_TIME + 49) * 1000));
      expect(conversation.contactName).toBe(`Cliente ${conversation.contactNumber.slice(-2)}`);
    }
    expect(await leadsOf(t.db, instance.id)).toHaveLength(10);
    const records = await monitorOf(t.db, instance.id);
    expect(records).toHaveLength(500);
    expect(records.every((record) => record.finalOutcome === 'processing')).toBe(true);
  });

  it('never moves the preview back when an older message arrives last', async () => {
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
    const number = '5511944440000';
    await postWebhook(
      t.app,
      instance,
      textMessageBody({ id: 'NEW', number, text: 'segunda', timestamp: BASE_TIME + 60 }),
    );
    await postWebhook(
      t.app,
      instance,
      textMessageBody({ id: 'OLD', number, text: 'primeira', timestamp: BASE_TIME }),
    );
    const [conversation] = await conversationsOf(t.db, instance.id);
    expect(conversation).toMatchObject({
      lastMessage: 'segunda',
      lastMessageAt: new Date((BASE_TIME + 60) * 1000),
      unreadCount: 2,
    });
    const stored = await messagesOf(t.db, instance.id);
    expect(stored.map((message) => message.content)).toEqual(['primeira', 'segunda']);
  });
});
