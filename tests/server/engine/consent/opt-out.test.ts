import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_CONFIRMATION, consentKeywordOf } from '../../../../contract/consent';
import { jobs, leads } from '../../../../server/db/schema';
import { OPTED_OUT_TEXT, sendOrTemplate } from '../../../../server/engine/outbound';
import { aiReplyKey } from '../../../../server/engine/reply';
import { manualClock } from '../../../../server/lib/clock';
import { type EngineApp, engineApp, MONDAY_10H } from '../app';
import {
  conversationOf,
  customerSends,
  monitorOf,
  newCustomer,
  openShop,
  phoneOf,
  quietPeriodPasses,
  type Shop,
  setSettings,
} from '../shop';

let t: EngineApp;
let shop: Shop;
/** Runs once during the next wait of the clock (the typing indicator of a reply being sent). */
let duringNextWait: (() => Promise<void>) | null = null;
beforeAll(async () => {
  const clock = manualClock(MONDAY_10H);
  const wait = clock.sleep;
  clock.sleep = async (ms) => {
    await wait(ms);
    const during = duringNextWait;
    duringNextWait = null;
    await during?.();
  };
  t = await engineApp({ clock });
  shop = await openShop(t);
});
afterAll(() => t.close());

async function consentOf(contact: string) {
  const conversation = await conversationOf(t, shop, contact);
  const [lead] = await t.db
    .select({ status: leads.consentStatus, at: leads.consentAt, source: leads.consentSource })
    .from(leads)
    .where(and(eq(leads.organizationId, shop.organizationId), eq(leads.conversationId, conversation.id)));
  return lead;
}

describe('consent keywords', () => {
  it.each([
    ['PARAR', 'opted_out'],
    ['  Sair. ', 'opted_out'],
    ['cancelar', 'opted_out'],
    ['Descadastrar!', 'opted_out'],
    ['Não quero mais receber', 'opted_out'],
    ['nao quero mais receber mensagens', 'opted_out'],
    ['Voltar', 'opted_in'],
    ['quero receber', 'opted_in'],
    ['Quero parar de pagar aluguel, tem carro barato?', null],
    ['Posso cancelar a visita de amanhã?', null],
  ])('%j → %s', (text, expected) => {
    expect(consentKeywordOf(text)).toBe(expected);
  });
});

describe('a contact who writes "parar"', () => {
  it('is opted out, gets one confirmation and no AI answer to it', async () => {
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Não quero mais receber!' });
    expect(await consentOf(contact)).toMatchObject({ status: 'opted_out', source: 'keyword' });
    await quietPeriodPasses(t, 120);
    await quietPeriodPasses(t, 120);
    const phone = await phoneOf(t, shop, contact);
    expect(phone.messages.map((message) => message.content)).toEqual([CONSENT_CONFIRMATION.opted_out]);

    // The inbox card and the lead say it.
    const conversation = await conversationOf(t, shop, contact);
    const cards = await t.app.inject({
      method: 'GET',
      url: `/api/conversations?instanceId=${shop.instanceId}`,
      headers: shop.headers,
    });
    const card = (
      cards.json() as { conversations: { id: string; consentStatus: string }[] }
    ).conversations.find((c) => c.id === conversation.id);
    expect(card?.consentStatus).toBe('opted_out');
  });

  it('cancels the AI reply still queued for the message before "parar"', async () => {
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Oi, o Onix ainda está disponível?' });
    const conversation = await conversationOf(t, shop, contact);
    const pending = () =>
      t.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.dedupeKey, aiReplyKey(conversation.id)), eq(jobs.status, 'pending')));
    expect(await pending()).toHaveLength(1);

    await customerSends(t, shop, contact, { text: 'Parar' });
    expect(await pending()).toEqual([]);
    await quietPeriodPasses(t, 120);
    await quietPeriodPasses(t, 120);
    const phone = await phoneOf(t, shop, contact);
    expect(phone.messages.map((message) => message.content)).toEqual([CONSENT_CONFIRMATION.opted_out]);
  });

  it('stops the AI reply the customer sees being typed, and the monitor says why', async () => {
    const contact = newCustomer();
    await setSettings(t, shop, { singleMessage: true, enableTypingSimulation: false, typingSeconds: 5 });
    await customerSends(t, shop, contact, { text: 'Oi, o Onix ainda está disponível?' });
    // "digitando…" shows on the phone and the customer answers it with "parar".
    duringNextWait = () => customerSends(t, shop, contact, { text: 'parar' });
    await quietPeriodPasses(t, 120);
    await quietPeriodPasses(t, 120);
    expect(duringNextWait).toBeNull();

    const phone = await phoneOf(t, shop, contact);
    expect(phone.presences).toHaveLength(1);
    expect(phone.messages.map((message) => message.content)).toEqual([CONSENT_CONFIRMATION.opted_out]);
    const [asked] = await monitorOf(t, shop, contact);
    const reply = asked?.steps.find((step) => step.step === 'ai_reply');
    expect(asked?.finalOutcome).toBe('no_ai_response');
    expect(reply?.details).toMatchObject({ parts: 0, stoppedBecause: OPTED_OUT_TEXT });
  });

  it('still answers a question written after "parar"', async () => {
    const contact = newCustomer();
    await setSettings(t, shop, { singleMessage: true, enableTypingSimulation: false, typingSeconds: 5 });
    await customerSends(t, shop, contact, { text: 'Oi, tem SUV?' });
    duringNextWait = async () => {
      await customerSends(t, shop, contact, { text: 'parar' });
      await customerSends(t, shop, contact, { text: 'Na verdade, qual o preço do Onix?' });
    };
    await quietPeriodPasses(t, 120);
    await quietPeriodPasses(t, 120);
    const texts = (await phoneOf(t, shop, contact)).messages.map((message) => message.content);
    expect(texts).toContain(CONSENT_CONFIRMATION.opted_out);
    expect(texts.length).toBeGreaterThan(1);
  });

  it('gets no follow-up or reminder afterwards, and "voltar" opts back in', async () => {
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Quero saber do Onix' });
    await customerSends(t, shop, contact, { text: 'sair' });
    const conversation = await conversationOf(t, shop, contact);
    const followUp = () =>
      sendOrTemplate(t.app, {
        organizationId: shop.organizationId,
        instanceId: shop.instanceId,
        conversationId: conversation.id,
        origin: 'followup',
        text: 'Ainda pensando no Onix?',
      });
    expect(await followUp()).toMatchObject({ status: 'failed', reason: 'opted_out', error: OPTED_OUT_TEXT });

    await customerSends(t, shop, contact, { text: 'Voltar' });
    expect(await consentOf(contact)).toMatchObject({ status: 'opted_in' });
    expect(await followUp()).toMatchObject({ status: 'sent' });
  });
});
