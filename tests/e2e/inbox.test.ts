import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  aiSwitch,
  chatHeader,
  customerSends,
  DEMO_INSTANCE,
  fromBusiness,
  inboxCard,
  inboxTitle,
  LIVE,
  openInbox,
  openPhone,
} from './chat-harness';
import { e2eSuite } from './harness';

const suite = e2eSuite();
let context: BrowserContext;

afterAll(async () => {
  await context?.close();
});

/** The demo admin, as the operator's bubble names her. */
const OPERATOR = 'Carla Mendes';
const CUSTOMER = { number: '5511966601234', name: 'Beatriz Fontes' };
const QUESTION = 'Boa noite! Vocês ainda têm aquele HB20 prata 2021?';
const ANSWER = 'Oi, Beatriz! Temos sim, está no pátio. Posso separar para você ver amanhã cedo?';

describe('the inbox', () => {
  it('shows a customer message live, sends the operator’s answer to the phone and turns the AI off', async () => {
    context = await suite.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
    const inbox = await openInbox(context, suite.product.baseUrl);
    const card = inboxCard(inbox, CUSTOMER);
    expect(await card.count()).toBe(0);
    // A reload would drop this mark.
    await inbox.evaluate(() => Object.assign(window, { e2eMark: true }));

    // The customer's phone, in a second tab, writes to the demo's connected number.
    const handset = await openPhone(context, suite.product.baseUrl);
    await customerSends(handset, CUSTOMER, QUESTION);

    // The inbox tab that stayed open gets the new conversation, the message as its preview, AI on.
    await card.getByText(QUESTION).waitFor(LIVE);
    await card.getByText(DEMO_INSTANCE, { exact: true }).waitFor();
    await aiSwitch(card, true).waitFor();

    // Opened, the chat shows the message as the contact's.
    await card.getByText(inboxTitle(CUSTOMER), { exact: true }).click();
    const chat = inbox.getByRole('log', { name: 'Mensagens' });
    await chat
      .getByRole('article', { name: 'Mensagem do contato' })
      .filter({ hasText: QUESTION })
      .waitFor(LIVE);
    const header = chatHeader(inbox, CUSTOMER);
    await header.getByText(CUSTOMER.name, { exact: true }).waitFor();
    await aiSwitch(header, true).waitFor();

    // The operator answers with Enter. The demo AI answers too once the instance's response delay
    // (30 s by default) has passed, so only the operator's own text is looked for.
    const composer = inbox.getByRole('textbox', { name: 'Digite uma mensagem' });
    await composer.fill(ANSWER);
    await composer.press('Enter');
    await expect.poll(() => composer.inputValue()).toBe('');
    const answer = chat.getByRole('article', { name: 'Mensagem do atendente' }).filter({ hasText: ANSWER });
    await answer.getByText(OPERATOR, { exact: true }).waitFor(LIVE);
    await answer.getByText('Enviando...').waitFor({ state: 'detached', ...LIVE });

    // The customer's phone receives it from the business.
    await fromBusiness(handset, ANSWER).waitFor(LIVE);

    // The server took the AI off the conversation: both switches show it, without a reload.
    await aiSwitch(header, false).waitFor(LIVE);
    await aiSwitch(card, false).waitFor(LIVE);
    await card.getByText(ANSWER).waitFor(LIVE);
    expect(await inbox.evaluate(() => 'e2eMark' in window)).toBe(true);
  });
});
