import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages, messageTemplates, webhookEvents } from '../../../../server/db/schema';
import { NO_TEMPLATE_TEXT, sendOrTemplate, sendOutbound } from '../../../../server/engine/outbound';
import { manualClock } from '../../../../server/lib/clock';
import { type CloudWorld, messagesWebhook, PHONE_NUMBER_ID, startCloudWorld } from '../webhooks/cloud-setup';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const CUSTOMER = '5511987654321';
/** When the customer wrote, by WhatsApp's own timestamp. */
const WROTE_AT = new Date('2026-03-02T12:00:00.000Z');

const clock = manualClock(WROTE_AT);
let w: CloudWorld;
let instanceId: string;
let conversationId: string;
let templateId: string;

beforeAll(async () => {
  w = await startCloudWorld({ clock });
  instanceId = await w.createNumber();
  const posted = await w.post(
    instanceId,
    messagesWebhook({
      contacts: [{ wa_id: CUSTOMER, profile: { name: 'João' } }],
      messages: [
        {
          from: CUSTOMER,
          id: 'wamid.CUSTOMER1',
          timestamp: String(WROTE_AT.getTime() / 1000),
          type: 'text',
          text: { body: 'Oi, o Onix ainda está aí?' },
        },
      ],
    }),
  );
  expect(posted.statusCode).toBe(200);
  const [conversation] = await w.t.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.instanceId, instanceId));
  conversationId = conversation?.id ?? '';
  const [template] = await w.t.db
    .insert(messageTemplates)
    .values({
      organizationId: w.admin.organizationId,
      instanceId,
      name: 'retorno_cliente',
      category: 'UTILITY',
      language: 'pt_BR',
      body: 'Olá {{1}}, o {{2}} ainda está disponível. Podemos conversar?',
      examples: ['João', 'Onix'],
      status: 'APPROVED',
    })
    .returning({ id: messageTemplates.id });
  templateId = template?.id ?? '';
});
afterAll(() => w.close());

const textsSent = () =>
  w.graph
    .requestsTo(`POST /${PHONE_NUMBER_ID}/messages`)
    .filter((r) => (r.body as { type?: string }).type === 'text');
const operatorSend = (message: string) => w.call('POST', '/api/messages/send', { conversationId, message });

describe('the 24-hour window of an official number', () => {
  it("at 23 h 59 the operator's text goes", async () => {
    clock.set(new Date(WROTE_AT.getTime() + 23 * HOUR + 59 * MINUTE));
    const sent = await operatorSend('Está sim! Quer vir ver hoje?');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(textsSent()).toHaveLength(1);
  });

  it('tells the composer when the window closes', async () => {
    const open = await w.call('GET', `/api/conversations/${conversationId}/window`);
    expect(open.json()).toEqual({ applies: true, open: true, closesAt: '2026-03-03T12:00:00.000Z' });
    clock.set(new Date(WROTE_AT.getTime() + 24 * HOUR + MINUTE));
    const closed = await w.call('GET', `/api/conversations/${conversationId}/window`);
    expect(closed.json()).toMatchObject({ applies: true, open: false });
  });

  it("at 24 h 01 the operator's text answers 409 outside_window and nothing reaches Meta", async () => {
    clock.set(new Date(WROTE_AT.getTime() + 24 * HOUR + MINUTE));
    const refused = await operatorSend('Ainda tem interesse?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'outside_window' });
    expect(textsSent()).toHaveLength(1);
  });

  it("at 24 h 01 the engine's free text (AI, follow-up) is refused before it is stored", async () => {
    const before = await w.t.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    const result = await sendOutbound(w.t.app, {
      organizationId: w.admin.organizationId,
      instanceId,
      conversationId,
      origin: 'followup',
      text: 'Oi João, ainda pensando no Onix?',
    });
    expect(result).toMatchObject({ status: 'failed', reason: 'outside_window' });
    expect(result.error).toMatch(/fora da janela de 24 h/i);
    const after = await w.t.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(after).toHaveLength(before.length);
    expect(textsSent()).toHaveLength(1);
  });

  it('at 24 h 01 a text already stored as pending ahead of its send is taken back, not left behind', async () => {
    const before = await w.t.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    const [stored] = await w.t.db
      .insert(messages)
      .values({
        organizationId: w.admin.organizationId,
        conversationId,
        instanceId,
        direction: 'out',
        origin: 'ai',
        content: 'Está sim, João!',
        status: 'pending',
        timestamp: clock.now(),
      })
      .returning({ id: messages.id });
    const result = await sendOutbound(w.t.app, {
      organizationId: w.admin.organizationId,
      instanceId,
      conversationId,
      origin: 'ai',
      text: 'Está sim, João!',
      storedAs: stored?.id,
    });
    expect(result).toMatchObject({ status: 'failed', reason: 'outside_window' });
    const after = await w.t.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(after).toEqual(before);
    expect(textsSent()).toHaveLength(1);
  });

  it('an approved template still goes, with its variables, and shows in the chat as the customer reads it', async () => {
    const sent = await w.call('POST', `/api/conversations/${conversationId}/template`, {
      templateId,
      variables: ['João', 'Onix 2022'],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toMatchObject({
      content: 'Olá João, o Onix 2022 ainda está disponível. Podemos conversar?',
      status: 'sent',
    });
    const template = w.graph
      .requestsTo(`POST /${PHONE_NUMBER_ID}/messages`)
      .find((r) => (r.body as { type?: string }).type === 'template');
    expect(template?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: CUSTOMER,
      type: 'template',
      template: {
        name: 'retorno_cliente',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'João' },
              { type: 'text', text: 'Onix 2022' },
            ],
          },
        ],
      },
    });
  });

  it('a template with the wrong number of values, or not approved, is refused naming the field', async () => {
    const short = await w.call('POST', `/api/conversations/${conversationId}/template`, {
      templateId,
      variables: ['João'],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().details?.[0]?.field).toBe('variables');
    await w.t.db
      .update(messageTemplates)
      .set({ status: 'PAUSED' })
      .where(and(eq(messageTemplates.id, templateId)));
    const paused = await w.call('POST', `/api/conversations/${conversationId}/template`, {
      templateId,
      variables: ['João', 'Onix'],
    });
    expect(paused.statusCode).toBe(400);
    expect(paused.json().details?.[0]?.field).toBe('templateId');
  });
});

describe("the AI's reply after the window closed", () => {
  it('sends no free text and ends visible on the monitor record ("fora da janela de 24 h")', async () => {
    const late = '5511912345678';
    const wroteAt = clock.now();
    await w.post(
      instanceId,
      messagesWebhook({
        contacts: [{ wa_id: late, profile: { name: 'Maria' } }],
        messages: [
          {
            from: late,
            id: 'wamid.LATE1',
            timestamp: String(Math.floor(wroteAt.getTime() / 1000) - 25 * 3600),
            type: 'text',
            text: { body: 'Vocês aceitam troca?' },
          },
        ],
      }),
    );
    const textsBefore = textsSent().length;
    for (let round = 0; round < 5; round++) {
      clock.advance(MINUTE);
      await w.t.app.jobs.runDue();
    }
    expect(textsSent()).toHaveLength(textsBefore);
    const [record] = await w.t.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.instanceId, instanceId), eq(webhookEvents.contactNumber, late)));
    expect(record?.finalOutcome).toBe('no_ai_response');
    expect(JSON.stringify(record?.steps)).toContain('fora da janela de 24 h');
  });
});

describe('follow-ups and reminders after the window closed', () => {
  const followUp = () =>
    sendOrTemplate(w.t.app, {
      organizationId: w.admin.organizationId,
      instanceId,
      conversationId,
      origin: 'followup',
      text: 'Oi João, ainda pensando no Onix?',
    });
  const templatesSent = () =>
    w.graph
      .requestsTo(`POST /${PHONE_NUMBER_ID}/messages`)
      .filter((r) => (r.body as { type?: string }).type === 'template');

  it('are skipped, saying why, when the follow-up settings name no template', async () => {
    const before = templatesSent().length;
    const result = await followUp();
    expect(result).toMatchObject({ status: 'failed', reason: 'outside_window', error: NO_TEMPLATE_TEXT });
    expect(templatesSent()).toHaveLength(before);
    expect(textsSent()).toHaveLength(1);
  });

  it("send the template the settings name, {{1}} being the customer's first name", async () => {
    await w.t.db.insert(messageTemplates).values({
      organizationId: w.admin.organizationId,
      instanceId,
      name: 'lembrete_retorno',
      category: 'UTILITY',
      language: 'pt_BR',
      body: 'Oi {{1}}, ainda podemos ajudar com o seu carro?',
      examples: ['João'],
      status: 'APPROVED',
    });
    const saved = await w.call('PATCH', `/api/instances/${instanceId}/settings`, {
      followUpTemplate: 'lembrete_retorno',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const result = await followUp();
    expect(result.status).toBe('sent');
    const last = templatesSent().at(-1)?.body as { template?: unknown };
    expect(last.template).toEqual({
      name: 'lembrete_retorno',
      language: { code: 'pt_BR' },
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'João' }] }],
    });
    const [stored] = await w.t.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.origin, 'followup')));
    expect(stored?.content).toBe('Oi João, ainda podemos ajudar com o seu carro?');
  });
});
