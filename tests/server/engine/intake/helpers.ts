import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RealtimeEvent } from '../../../../contract/realtime';
import type { Db } from '../../../../server/db/client';
import {
  conversations,
  instanceSettings,
  instances,
  messages,
  webhookEvents,
} from '../../../../server/db/schema';
import { WEBHOOK_SECRET_HEADER } from '../../../../server/gateways/evolution/webhook-config';
import {
  authHeader,
  createOrganization,
  createTestApp,
  createUser,
  login,
  type TestApp,
} from '../../helpers/app';

/**
 * `createTestApp`, with a listener on the pool's 'error' event. On PostgreSQL the shared helper drops
 * the test database WITH (FORCE) as soon as `pool.end()` resolves, which happens before the pool's
 * sockets have closed; a connection killed by the drop then emits an error that, with no listener,
 * becomes an uncaught exception and fails the run although every test passed.
 */
export async function startTestApp(): Promise<TestApp> {
  const testApp = await createTestApp();
  testApp.database.pool?.on('error', () => undefined);
  return testApp;
}

/** A running app with a shop on the enterprise plan, its admin signed in, and one Evolution number. */
export interface Shop {
  t: TestApp;
  org: string;
  admin: { authorization: string };
  instance: EvolutionInstance;
}

export async function startShop(): Promise<Shop> {
  const t = await startTestApp();
  const org = (await createOrganization(t.db, { plan: 'enterprise' })).id;
  const adminUser = await createUser(t.db, org, { role: 'admin' });
  const admin = authHeader(await login(t.app, adminUser.email, adminUser.password));
  const instance = await createEvolutionInstance(t.db, org, adminUser.id);
  return { t, org, admin, instance };
}

export { loadPayload, PAYLOADS_DIR, payloadFiles } from '../../../fixtures/evolution-payloads';

export interface EvolutionInstance {
  id: string;
  secret: string;
}

/** An Evolution instance with a known webhook secret and, optionally, its settings row. */
export async function createEvolutionInstance(
  db: Db,
  organizationId: string,
  userId: string,
  settings?: Record<string, unknown>,
): Promise<EvolutionInstance> {
  const secret = `segredo-${randomBytes(8).toString('hex')}`;
  const [row] = await db
    .insert(instances)
    .values({
      organizationId,
      userId,
      name: `Loja ${randomBytes(3).toString('hex')}`,
      phone: '5511940001234',
      gateway: 'evolution',
      gatewayInstanceName: `acme-${randomBytes(4).toString('hex')}`,
      webhookSecret: secret,
    })
    .returning({ id: instances.id });
  if (!row) throw new Error('instance not created');
  if (settings)
    await db.insert(instanceSettings).values({ instanceId: row.id, organizationId, values: settings });
  return { id: row.id, secret };
}

export interface PostOptions {
  /** The secret header; the instance's own when omitted, none when null. */
  secret?: string | null;
  /** byEvents URL form: `/…/:instanceId/<slug>`. */
  slug?: string;
  contentType?: string;
}

export function postWebhook(
  app: FastifyInstance,
  instance: EvolutionInstance,
  body: unknown,
  options: PostOptions = {},
): Promise<LightMyRequestResponse> {
  const secret = options.secret === undefined ? instance.secret : options.secret;
  const headers: Record<string, string> = { 'content-type': options.contentType ?? 'application/json' };
  if (secret !== null) headers[WEBHOOK_SECRET_HEADER] = secret;
  const url = `/api/webhooks/evolution/${instance.id}${options.slug ? `/${options.slug}` : ''}`;
  return app.inject({
    method: 'POST',
    url,
    headers,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export interface TextMessage {
  id: string;
  number: string;
  text: string;
  /** WhatsApp epoch seconds. */
  timestamp: number;
  pushName?: string;
  fromMe?: boolean;
  remoteJid?: string;
  remoteJidAlt?: string;
}

/** A `messages.upsert` body in Evolution 2.3.x shape. */
export function textMessageBody(message: TextMessage): Record<string, unknown> {
  const key: Record<string, unknown> = {
    remoteJid: message.remoteJid ?? `${message.number}@s.whatsapp.net`,
    fromMe: message.fromMe ?? false,
    id: message.id,
  };
  if (message.remoteJidAlt) key.remoteJidAlt = message.remoteJidAlt;
  return {
    event: 'messages.upsert',
    instance: 'acme-support',
    data: {
      key,
      pushName: message.pushName ?? 'Cliente',
      status: 'DELIVERY_ACK',
      message: { conversation: message.text },
      messageType: 'conversation',
      messageTimestamp: message.timestamp,
      source: 'android',
    },
    date_time: new Date(message.timestamp * 1000).toISOString(),
    sender: '5511940001234@s.whatsapp.net',
    apikey: null,
  };
}

/** Row counts of one instance: what "nothing stored" is checked against. */
export async function instanceRowCounts(
  db: Db,
  instanceId: string,
): Promise<{ conversations: number; messages: number; webhookEvents: number }> {
  const [c] = await db
    .select({ n: count() })
    .from(conversations)
    .where(eq(conversations.instanceId, instanceId));
  const [m] = await db.select({ n: count() }).from(messages).where(eq(messages.instanceId, instanceId));
  const [w] = await db
    .select({ n: count() })
    .from(webhookEvents)
    .where(eq(webhookEvents.instanceId, instanceId));
  return { conversations: c?.n ?? 0, messages: m?.n ?? 0, webhookEvents: w?.n ?? 0 };
}

/** Collects the live events the bus delivers to this process, with their organization. */
export function listenToEvents(app: FastifyInstance): {
  events: Array<{ organizationId: string; event: RealtimeEvent }>;
  stop(): void;
} {
  const events: Array<{ organizationId: string; event: RealtimeEvent }> = [];
  const stop = app.events.subscribe((organizationId, event) => {
    // The monitor's own bookkeeping (a record written) is not an announcement to the inbox.
    if (event.type !== 'webhook_recorded') events.push({ organizationId, event });
  });
  return { events, stop };
}

export async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const settle = (ms = 200) => new Promise((resolve) => setTimeout(resolve, ms));
