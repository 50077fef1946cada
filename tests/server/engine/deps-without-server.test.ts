import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../../contract/realtime';
import { testConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { conversations, instances, logs, messages } from '../../../server/db/schema';
import type { EngineDeps } from '../../../server/engine/deps';
import { sendOutbound } from '../../../server/engine/outbound/send';
import { createGatewayResolver } from '../../../server/gateways/resolve';
import { JobRunner } from '../../../server/jobs/runner';
import { manualClock } from '../../../server/lib/clock';
import { EventBus } from '../../../server/realtime/bus';
import { FakeEvolution } from '../gateways/fake-evolution';
import { createInstanceRow, createOrganization, createUser } from '../helpers/app';
import { freshDatabase } from '../helpers/db';

/**
 * The engine runs on its dependency object alone: no HTTP server is built here. The database, the
 * clock, the job runner and the event bus are the real ones; WhatsApp is a fake Evolution server
 * speaking its wire format over HTTP.
 */
const NOW = new Date('2025-03-12T13:00:00.000Z');
const SEND_TEXT = 'POST /message/sendText';

let database: Database;
let fake: FakeEvolution;
let deps: EngineDeps;
let events: Array<{ organizationId: string; event: RealtimeEvent }>;
let chat: { organizationId: string; instanceId: string; conversationId: string };

beforeAll(async () => {
  database = await freshDatabase();
  fake = await FakeEvolution.start();
  const config = testConfig({ evolutionApiUrl: fake.url, evolutionApiKey: fake.globalKey });
  const clock = manualClock(NOW);
  const log = pino({ level: 'silent' });
  const bus = new EventBus(database);
  await bus.start();
  const sources = { db: database.db, config, clock, log };
  deps = {
    ...sources,
    database,
    jobs: new JobRunner({ db: database.db, clock, log }),
    events: bus,
    gateways: createGatewayResolver(sources, async () => {
      throw new Error('no simulator in this test');
    }),
  };
  events = [];
  bus.subscribe((organizationId, event) => events.push({ organizationId, event }));

  const org = await createOrganization(database.db);
  const owner = await createUser(database.db, org.id, { role: 'admin' });
  const instance = await createInstanceRow(database.db, org.id, owner.id);
  const [row] = await database.db
    .update(instances)
    .set({ gateway: 'evolution' })
    .where(eq(instances.id, instance.id))
    .returning({ name: instances.gatewayInstanceName });
  fake.addInstance({ name: row?.name ?? '', state: 'open' });
  const [conversation] = await database.db
    .insert(conversations)
    .values({ organizationId: org.id, instanceId: instance.id, contactNumber: '5511987650001' })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error('conversation not created');
  chat = { organizationId: org.id, instanceId: instance.id, conversationId: conversation.id };
});

afterAll(async () => {
  await deps?.events.stop();
  await fake?.stop();
  await database?.close();
});

async function messageRow(id: string | null) {
  const [row] = await database.db
    .select({ status: messages.status, error: messages.error, gatewayMessageId: messages.gatewayMessageId })
    .from(messages)
    .where(and(eq(messages.id, id ?? ''), eq(messages.organizationId, chat.organizationId)));
  return row;
}

describe('a message of ours sent by the engine without an HTTP server', () => {
  it('reaches the customer, is recorded sent, tops the chat and is announced', async () => {
    let acceptedAt: Date | null = null;
    const result = await sendOutbound(
      deps,
      { ...chat, origin: 'ai', text: 'Temos o Onix 2022 sim!' },
      undefined,
      {
        onAccepted: async (_tx, sent) => {
          acceptedAt = sent.at;
        },
      },
    );

    expect(result.status).toBe('sent');
    const sent = fake.requestsTo(SEND_TEXT);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ number: '5511987650001', text: 'Temos o Onix 2022 sim!' });
    expect(await messageRow(result.messageId)).toMatchObject({ status: 'sent', error: null });
    expect((await messageRow(result.messageId))?.gatewayMessageId).toBeTruthy();
    expect(acceptedAt).toEqual(NOW);
    const [conversation] = await database.db
      .select({ lastMessage: conversations.lastMessage })
      .from(conversations)
      .where(eq(conversations.id, chat.conversationId));
    expect(conversation?.lastMessage).toBe('Temos o Onix 2022 sim!');
    await expect.poll(() => events.map((e) => e.event.type)).toContain('new_message');
  });

  it('refused by the gateway, stays as a failed message with the reason and a log line', async () => {
    fake.inject(SEND_TEXT, { status: 401, body: { message: 'Unauthorized' } });
    const result = await sendOutbound(deps, { ...chat, origin: 'followup', text: 'Ainda tem interesse?' });

    expect(result.status).toBe('failed');
    expect(result.error).toBeTruthy();
    expect(await messageRow(result.messageId)).toMatchObject({ status: 'failed', error: result.error });
    const logged = await database.db
      .select({ message: logs.message })
      .from(logs)
      .where(eq(logs.organizationId, chat.organizationId));
    expect(logged.map((row) => row.message)).toContain(`Mensagem (followup) não enviada: ${result.error}`);
  });
});
