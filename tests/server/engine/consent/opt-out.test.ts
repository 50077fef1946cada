import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_CONFIRMATION, consentKeywordOf } from '../../../../contract/consent';
import { jobs, leads } from '../../../../server/db/schema';
import { OPTED_OUT_TEXT, sendOrTemplate } from '../../../../server/engine/outbound';
import { aiReplyKey } from '../../../../server/engine/reply';
import { type EngineApp, engineApp } from '../app';
import {
  conversationOf,
  customerSends,
  newCustomer,
  openShop,
  phoneOf,
  quietPeriodPasses,
  type Shop,
} from '../shop';

let t: EngineApp;
let shop: Shop;
beforeAll(async () => {
  t = await engineApp();
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
