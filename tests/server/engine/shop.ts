import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  conversations,
  instanceSettings,
  instances,
  messages,
  simulatorMessages,
  webhookEvents,
} from '../../../server/db/schema';
import { WEBHOOK_SECRET_HEADER } from '../../../server/gateways/evolution/webhook-config';
import { createOrganization, signedInUser } from '../helpers/app';
import type { EngineApp } from './app';

/** A dealer on the built-in simulator, and the customers who write to it. */

export interface Shop {
  organizationId: string;
  instanceId: string;
  headers: { authorization: string };
}

let contactSeq = 0;
/** A customer number no other test of the file uses. */
export const newCustomer = (): string => `55119${String(70_000_000 + ++contactSeq * 7919).padStart(8, '0')}`;

/** An organization with an admin and a connected simulator instance, created through the API. */
export async function openShop(t: EngineApp): Promise<Shop> {
  const org = await createOrganization(t.db, { plan: 'enterprise' });
  const admin = await signedInUser({ ...t, close: t.close }, 'admin', org.id);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/instances',
    headers: admin.headers,
    payload: { name: `Loja ${randomBytes(3).toString('hex')}`, phone: '5511940001234' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const instanceId: string = created.json().id;
  const scanned = await t.app.inject({
    method: 'POST',
    url: `/api/simulator/instances/${instanceId}/scan`,
    headers: admin.headers,
  });
  expect(scanned.statusCode, scanned.body).toBe(200);
  return { organizationId: org.id, instanceId, headers: admin.headers };
}

/** Merges behaviour settings into the instance's stored settings (a fixture, as the settings dialog saves them). */
export async function setSettings(t: EngineApp, shop: Shop, values: Record<string, unknown>): Promise<void> {
  await t.db
    .update(instanceSettings)
    .set({ values: sql`${instanceSettings.values} || ${JSON.stringify(values)}::jsonb` })
    .where(eq(instanceSettings.instanceId, shop.instanceId));
}

type Content = { text: string } | { voice: Buffer };

/** The customer writes on the simulated phone; the message reaches the server through the intake. */
export async function customerSends(
  t: EngineApp,
  shop: Shop,
  contact: string,
  content: Content,
  name = 'Maria Silva',
) {
  const payload =
    'text' in content
      ? { contactNumber: contact, contactName: name, text: content.text }
      : {
          contactNumber: contact,
          contactName: name,
          media: {
            kind: 'audio',
            base64: content.voice.toString('base64'),
            mimetype: 'audio/ogg; codecs=opus',
          },
        };
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/simulator/instances/${shop.instanceId}/messages`,
    headers: shop.headers,
    payload,
  });
  expect(sent.statusCode, sent.body).toBe(201);
}

/** A message typed on the business phone itself, as Evolution reports it (fromMe, messages.upsert). */
export async function businessPhoneTypes(
  t: EngineApp,
  shop: Shop,
  contact: string,
  text: string,
): Promise<void> {
  const [row] = await t.db.select().from(instances).where(eq(instances.id, shop.instanceId));
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/webhooks/evolution/${shop.instanceId}`,
    headers: { [WEBHOOK_SECRET_HEADER]: row?.webhookSecret ?? '', 'content-type': 'application/json' },
    payload: {
      event: 'messages.upsert',
      instance: row?.gatewayInstanceName,
      data: {
        key: {
          remoteJid: `${contact}@s.whatsapp.net`,
          fromMe: true,
          id: randomBytes(10).toString('hex').toUpperCase(),
        },
        pushName: 'Loja',
        message: { conversation: text },
        messageType: 'conversation',
        messageTimestamp: Math.floor(t.clock.now().getTime() / 1000),
        source: 'android',
      },
      date_time: t.clock.now().toISOString(),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** What the customer's phone received from the business (typing indicators apart), oldest first. */
export async function phoneOf(t: EngineApp, shop: Shop, contact: string) {
  const rows = await t.db
    .select()
    .from(simulatorMessages)
    .where(
      and(eq(simulatorMessages.instanceId, shop.instanceId), eq(simulatorMessages.contactNumber, contact)),
    )
    .orderBy(asc(simulatorMessages.createdAt));
  return {
    messages: rows.filter((row) => row.kind !== 'presence'),
    presences: rows.filter((row) => row.kind === 'presence'),
  };
}

export async function conversationOf(t: EngineApp, shop: Shop, contact: string) {
  const [row] = await t.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.instanceId, shop.instanceId), eq(conversations.contactNumber, contact)));
  if (!row) throw new Error(`no conversation with ${contact}`);
  return row;
}

export async function messagesOf(t: EngineApp, shop: Shop, contact: string) {
  const conversation = await conversationOf(t, shop, contact);
  return t.db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversation.id))
    .orderBy(asc(messages.timestamp), asc(messages.createdAt));
}

/** The monitor records of the customer's messages, oldest first. */
export async function monitorOf(t: EngineApp, shop: Shop, contact: string) {
  return t.db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.instanceId, shop.instanceId), eq(webhookEvents.contactNumber, contact)))
    .orderBy(asc(webhookEvents.startedAt));
}

/** The reason the AI decision recorded for the customer's latest message. */
export async function lastDecisionReason(t: EngineApp, shop: Shop, contact: string): Promise<unknown> {
  const records = await monitorOf(t, shop, contact);
  const decision = records
    .flatMap((record) => record.steps)
    .filter((step) => step.step === 'ai_decision')
    .at(-1);
  return (decision?.details as { reason?: unknown } | undefined)?.reason;
}

/** The quiet period passes (default 30 s) and the due jobs run, as the server's runner would. */
export async function quietPeriodPasses(t: EngineApp, seconds = 30): Promise<number> {
  t.clock.advance(seconds * 1000);
  return t.app.jobs.runDue();
}
