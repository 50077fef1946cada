import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_TEXT } from '../../../../contract/privacy';
import { conversations, intakeEvents, leads, logs, messages } from '../../../../server/db/schema';
import { intakeDrained } from '../../../../server/engine/intake';
import {
  type EvolutionInstance,
  listenToEvents,
  postWebhook,
  startShop,
  textMessageBody,
  waitFor,
} from '../../engine/intake/helpers';
import type { TestApp } from '../../helpers/app';

/**
 * What an erasure reaches beyond the conversation's own rows: the contact's webhooks still queued
 * (they would open the conversation again), the system log's lines about them, and the screens
 * open on them.
 */
let t: TestApp;
let org: string;
let admin: { authorization: string };
let instance: EvolutionInstance;
let serial = 0;

beforeAll(async () => {
  ({ t, org, admin, instance } = await startShop());
});
afterAll(() => t.close());

const epoch = () => Math.floor(Date.now() / 1000);

/** A contact who wrote once through the webhook: their conversation and lead. */
async function contactWhoWrote(text: string) {
  serial += 1;
  const number = `55119${String(Date.now()).slice(-6)}${serial % 10}${serial % 7}`;
  const name = `Rosana Titular ${serial}`;
  const response = await postWebhook(
    t.app,
    instance,
    textMessageBody({ id: `ERASE-${serial}-1`, number, text, timestamp: epoch(), pushName: name }),
  );
  expect(response.statusCode, response.body).toBe(200);
  const [lead] = await t.db
    .select({ id: leads.id, conversationId: leads.conversationId })
    .from(leads)
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .where(eq(conversations.contactNumber, number));
  if (!lead) throw new Error('the webhook made no lead');
  return { number, name, lead };
}

/** A body queued as a crash or a postponed retry leaves it: not due yet, so nobody drains it now. */
async function queueLater(body: unknown) {
  const [row] = await t.db
    .insert(intakeEvents)
    .values({
      organizationId: org,
      instanceId: instance.id,
      receivedAt: new Date(Date.now() - 1_000),
      body: JSON.stringify(body),
      retryAt: new Date(Date.now() + 60 * 60_000),
    })
    .returning({ id: intakeEvents.id });
  return row?.id ?? 0;
}

const erase = (leadId: string, confirm: string) =>
  t.app.inject({ method: 'POST', url: `/api/leads/${leadId}/erase`, headers: admin, payload: { confirm } });

const conversationsOf = (number: string) =>
  t.db.select().from(conversations).where(eq(conversations.contactNumber, number));

describe('erasing a contact, beyond their conversation', () => {
  it('drops their webhooks still queued, keeps the others’ in a shared batch, and keeps what they send afterwards', async () => {
    const { number, name, lead } = await contactWhoWrote('Quero vender meu carro');
    const other = `55218${String(Date.now()).slice(-8)}`;
    const theirs = textMessageBody({
      id: `ERASE-${serial}-2`,
      number,
      text: 'Meu endereço é Rua Escondida 7',
      timestamp: epoch(),
      pushName: name,
    });
    await queueLater(theirs);
    // A batch body carrying their message and another customer's.
    const othersMessage = textMessageBody({
      id: `OTHER-${serial}`,
      number: other,
      text: 'Oi, tem Onix?',
      timestamp: epoch(),
      pushName: 'Outro Cliente',
    });
    const batchId = await queueLater({
      ...othersMessage,
      data: [
        (
          textMessageBody({ id: `ERASE-${serial}-3`, number, text: 'E meu CPF', timestamp: epoch() }) as {
            data: unknown;
          }
        ).data,
        (othersMessage as { data: unknown }).data,
      ],
    });

    const response = await erase(lead.id, number);
    expect(response.statusCode, response.body).toBe(200);

    const queued = await t.db.select().from(intakeEvents).where(eq(intakeEvents.instanceId, instance.id));
    expect(queued.map((row) => row.id)).toEqual([batchId]);
    expect(queued[0]?.body).not.toContain(number);
    expect(queued[0]?.body).toContain(other);
    // Due now, drained: the other customer's message arrives; nothing re-creates the erased contact.
    await t.db
      .update(intakeEvents)
      .set({ retryAt: new Date() })
      .where(eq(intakeEvents.instanceId, instance.id));
    await intakeDrained(t.app);
    expect(await conversationsOf(number)).toHaveLength(0);
    const rua = await t.db.select().from(messages).where(like(messages.content, '%Rua Escondida%'));
    expect(rua).toHaveLength(0);
    expect(await conversationsOf(other)).toHaveLength(1);

    // They write again after the erasure: a fresh conversation, their new message kept.
    const again = await postWebhook(
      t.app,
      instance,
      textMessageBody({ id: `ERASE-${serial}-4`, number, text: 'Voltei, ainda tem?', timestamp: epoch() }),
    );
    expect(again.statusCode, again.body).toBe(200);
    const fresh = await conversationsOf(number);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]?.id).not.toBe(lead.conversationId);
    const [kept] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, fresh[0]?.id ?? ''));
    expect(kept?.content).toBe('Voltei, ainda tem?');
  });

  it('keeps the log lines about them, with their number, name and words replaced', async () => {
    const secret = 'Minha renda é 4.500 por mês';
    const { number, name, lead } = await contactWhoWrote(secret);
    const at = new Date();
    const [about] = await t.db
      .insert(logs)
      .values({
        organizationId: org,
        instanceId: instance.id,
        level: 'warn',
        category: 'ai',
        message: `AI reply failed for ${number}`,
        metadata: { conversationId: lead.conversationId, contactName: name, text: secret, attempt: 2 },
        timestamp: at,
      })
      .returning({ id: logs.id });
    const [unrelated] = await t.db
      .insert(logs)
      .values({
        organizationId: org,
        level: 'info',
        category: 'jobs',
        message: 'retention sweep done',
        metadata: { erased: 0 },
        timestamp: at,
      })
      .returning({ id: logs.id });

    expect((await erase(lead.id, number)).statusCode).toBe(200);

    const [line] = await t.db
      .select()
      .from(logs)
      .where(eq(logs.id, about?.id ?? 0));
    expect(line).toMatchObject({ level: 'warn', category: 'ai', timestamp: at });
    const written = JSON.stringify(line);
    for (const erased of [number, name, secret]) expect(written).not.toContain(erased);
    expect(line?.message).toBe(`AI reply failed for ${ERASED_TEXT}`);
    expect(line?.metadata).toEqual({
      conversationId: lead.conversationId,
      contactName: ERASED_TEXT,
      text: ERASED_TEXT,
      attempt: 2,
    });
    const [untouched] = await t.db
      .select()
      .from(logs)
      .where(eq(logs.id, unrelated?.id ?? 0));
    expect(untouched).toMatchObject({ message: 'retention sweep done', metadata: { erased: 0 } });
  });

  it('tells every open inbox: the conversation is renamed to the pseudonym, never to or from the old name', async () => {
    const { number, name, lead } = await contactWhoWrote('Tenho interesse');
    const live = listenToEvents(t.app);
    try {
      expect((await erase(lead.id, number)).statusCode).toBe(200);
      const renamed = () =>
        live.events.filter(
          ({ event }) =>
            event.type === 'contact_name_updated' && event.conversationId === lead.conversationId,
        );
      await waitFor(() => renamed().length > 0);
      const [{ organizationId, event }] = renamed() as [(typeof live.events)[number]];
      expect(organizationId).toBe(org);
      const [row] = await t.db
        .select({ name: conversations.contactName })
        .from(conversations)
        .where(and(eq(conversations.id, lead.conversationId)));
      expect(event).toMatchObject({ instanceId: instance.id, newName: row?.name, oldName: row?.name });
      expect(JSON.stringify(event)).not.toContain(name);
      expect(JSON.stringify(event)).not.toContain(number);
    } finally {
      live.stop();
    }
  });
});
