import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeDrained } from '../../../../server/engine/intake';
import { WEBHOOK_SECRET_HEADER } from '../../../../server/gateways/evolution/webhook-config';
import { createOrganization, createTestApp, createUser, type TestApp } from '../../helpers/app';
import { createEvolutionInstance, type EvolutionInstance, textMessageBody } from './helpers';
import { conversationsOf, leadsOf, messagesOf, monitorOf } from './rows';

const CALLS = 2_000;
const REDELIVERED = 0.3;
const SENDERS = 16;
const CONTACTS = 40;
const BASE_TIME = 1_767_000_000;

let t: TestApp;
let baseUrl: string;
let instance: EvolutionInstance;

beforeAll(async () => {
  // The production acknowledgement: answered once queued, processed right after.
  t = await createTestApp({ intakeAck: 'stored' });
  t.database.pool?.on('error', () => undefined);
  const organizationId = (await createOrganization(t.db, { plan: 'enterprise' })).id;
  const ownerId = (await createUser(t.db, organizationId, { role: 'vendedor' })).id;
  instance = await createEvolutionInstance(t.db, organizationId, ownerId);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => t?.close());

/** A deterministic shuffle, so a failure reproduces. */
function shuffle<T>(items: T[], seed: number): T[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

async function send(body: unknown): Promise<number> {
  const response = await fetch(`${baseUrl}/api/webhooks/evolution/${instance.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [WEBHOOK_SECRET_HEADER]: instance.secret },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('a burst through the real HTTP route', () => {
  it('stores each of 2,000 shuffled calls with 30% redeliveries exactly once, 16 senders at a time', async () => {
    const fresh = Math.round(CALLS * (1 - REDELIVERED));
    const bodies = Array.from({ length: fresh }, (_, index) => {
      const contact = index % CONTACTS;
      const sequence = Math.floor(index / CONTACTS);
      return textMessageBody({
        id: `LOAD-${index}`,
        number: `5511977${String(contact).padStart(6, '0')}`,
        text: `mensagem ${sequence}`,
        timestamp: BASE_TIME + sequence,
        pushName: `Cliente ${contact}`,
      });
    });
    const redeliveries = Array.from({ length: CALLS - fresh }, (_, index) => bodies[(index * 7) % fresh]);
    const calls = shuffle([...bodies, ...redeliveries], 2_026);

    const statuses: number[] = [];
    let nextCall = 0;
    const sender = async () => {
      while (nextCall < calls.length) statuses.push(await send(calls[nextCall++]));
    };
    await Promise.all(Array.from({ length: SENDERS }, sender));
    await intakeDrained(t.app);

    expect(statuses).toHaveLength(CALLS);
    expect(statuses.filter((status) => status === 200)).toHaveLength(CALLS);
    const stored = await messagesOf(t.db, instance.id);
    expect(stored).toHaveLength(fresh);
    expect(new Set(stored.map((message) => message.gatewayMessageId)).size).toBe(fresh);
    const records = await monitorOf(t.db, instance.id);
    const outcomes = records.reduce<Record<string, number>>((counts, record) => {
      counts[record.finalOutcome] = (counts[record.finalOutcome] ?? 0) + 1;
      return counts;
    }, {});
    expect(outcomes).toEqual({ processing: fresh, duplicate: CALLS - fresh });
    const conversations = await conversationsOf(t.db, instance.id);
    expect(conversations).toHaveLength(CONTACTS);
    const perContact = fresh / CONTACTS;
    for (const conversation of conversations) {
      expect(conversation.unreadCount).toBe(perContact);
      // The newest by WhatsApp time is the preview, whatever the arrival order.
      expect(conversation.lastMessage).toBe(`mensagem ${perContact - 1}`);
    }
    expect(await leadsOf(t.db, instance.id)).toHaveLength(CONTACTS);
  }, 240_000);
});
