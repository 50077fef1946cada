import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Config } from '../../../server/config';
import { conversations, instanceSettings, instances, leads } from '../../../server/db/schema';
import { FakeEvolution } from '../gateways/fake-evolution';
import { createOrganization, signedInUser } from '../helpers/app';
import { type EngineApp, engineApp } from './app';
import { listenToEvents, postWebhook, textMessageBody } from './intake/helpers';

/**
 * A dealer on a controllable clock: the app talks to a fake Evolution server (which records every
 * send), customers write through the real webhook, and jobs run when the test moves time.
 */
export interface World {
  t: EngineApp;
  fake: FakeEvolution;
  events: ReturnType<typeof listenToEvents>;
  close(): Promise<void>;
}

export async function startWorld(config: Partial<Config> = {}): Promise<World> {
  const fake = await FakeEvolution.start();
  const t = await engineApp({
    config: { evolutionApiUrl: fake.url, evolutionApiKey: fake.globalKey, ...config },
  });
  t.database.pool?.on('error', () => undefined);
  const events = listenToEvents(t.app);
  return {
    t,
    fake,
    events,
    async close() {
      events.stop();
      await t.close();
      await fake.stop();
    },
  };
}

export const CONSULTANT = '5511988887777';

export interface Shop {
  organizationId: string;
  instanceId: string;
  secret: string;
  gatewayName: string;
  headers: { authorization: string };
}

/** An organization with an admin and one connected Evolution instance with the given settings. */
export async function openShop(
  world: World,
  settings: Record<string, unknown> = {},
  options: { consultant?: string | null } = {},
): Promise<Shop> {
  const { db } = world.t;
  const organizationId = (await createOrganization(db)).id;
  const admin = await signedInUser(world.t, 'admin', organizationId);
  const gatewayName = `loja-${randomBytes(4).toString('hex')}`;
  const secret = `segredo-${randomBytes(6).toString('hex')}`;
  const consultant = options.consultant === undefined ? CONSULTANT : options.consultant;
  const [row] = await db
    .insert(instances)
    .values({
      organizationId,
      userId: admin.id,
      name: 'Auto Center Vila',
      phone: '5511940001234',
      gateway: 'evolution',
      gatewayInstanceName: gatewayName,
      webhookSecret: secret,
      isConnected: true,
      connectionState: 'open',
      consultorNotificationEnabled: consultant !== null,
      consultorNotificationPhone: consultant,
    })
    .returning({ id: instances.id });
  if (!row) throw new Error('instance not created');
  const values = {
    ...settings,
    consultorNotificationEnabled: consultant !== null,
    consultorNotificationPhone: consultant ?? '',
  };
  await db.insert(instanceSettings).values({ instanceId: row.id, organizationId, values });
  world.fake.addInstance({ name: gatewayName, state: 'open' });
  return { organizationId, instanceId: row.id, secret, gatewayName, headers: admin.headers };
}

let messageSeq = 0;

/** The customer's WhatsApp message reaches the webhook now (on the app's clock). */
export async function customerWrites(
  world: World,
  shop: Shop,
  from: { number: string; name: string },
  text: string,
) {
  const body = textMessageBody({
    id: `MSG${++messageSeq}${randomBytes(4).toString('hex').toUpperCase()}`,
    number: from.number,
    text,
    pushName: from.name,
    timestamp: Math.floor(world.t.clock.now().getTime() / 1000),
  });
  const response = await postWebhook(world.t.app, { id: shop.instanceId, secret: shop.secret }, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
}

/** Someone at the shop types on the business phone itself: the gateway reports it as `fromMe`. */
export async function phoneTypes(world: World, shop: Shop, to: { number: string }, text: string) {
  const body = textMessageBody({
    id: `PHONE${++messageSeq}${randomBytes(4).toString('hex').toUpperCase()}`,
    number: to.number,
    text,
    fromMe: true,
    timestamp: Math.floor(world.t.clock.now().getTime() / 1000),
  });
  const response = await postWebhook(world.t.app, { id: shop.instanceId, secret: shop.secret }, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
}

/** An operator answers from the inbox (POST /api/messages/send). */
export async function operatorWrites(world: World, shop: Shop, conversationId: string, message: string) {
  const response = await world.t.app.inject({
    method: 'POST',
    url: '/api/messages/send',
    headers: shop.headers,
    payload: { conversationId, message },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Moves the clock and runs every job due by then. */
export async function elapse(world: World, ms: number): Promise<void> {
  world.t.clock.advance(ms);
  await world.t.app.jobs.runDue();
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Texts the gateway was asked to deliver to `number` through the shop's instance, in order. */
export function textsSentTo(world: World, shop: Shop, number: string): string[] {
  return world.fake
    .requestsTo(`POST /message/sendText/${shop.gatewayName}`)
    .map((request) => request.body as { number?: string; text?: string })
    .filter((body) => (body.number ?? '').replace(/\D/g, '').startsWith(number))
    .map((body) => body.text ?? '');
}

export async function conversationOf(world: World, shop: Shop, number: string) {
  const [row] = await world.t.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.instanceId, shop.instanceId), eq(conversations.contactNumber, number)));
  if (!row) throw new Error(`no conversation with ${number}`);
  return row;
}

export async function leadOf(world: World, conversationId: string) {
  const [row] = await world.t.db.select().from(leads).where(eq(leads.conversationId, conversationId));
  if (!row) throw new Error('no lead');
  return row;
}

let numberSeq = 0;
/** A customer number no other test of the file uses. */
export const newCustomer = (name = 'Carlos Pereira') => ({
  number: `55119${String(70000000 + ++numberSeq * 7919).slice(0, 8)}`,
  name,
});
