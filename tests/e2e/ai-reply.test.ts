import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoQualify } from '../../server/ai/demo/qualify';
import { QUALIFY_QUIET_MS } from '../../server/engine/qualify/queue';
import {
  ANSWER_AT_ONCE,
  customerSends,
  DEMO_INSTANCE,
  fromBusiness,
  inboxCard,
  inboxTitle,
  LIVE,
  openInbox,
  openPhone,
  patchDemoInstanceSettings,
} from './chat-harness';
import { e2eSuite } from './harness';

// No AI key anywhere: the embedded default answers with the offline demo provider.
const suite = e2eSuite();
let context: BrowserContext;

beforeAll(async () => {
  await patchDemoInstanceSettings(suite.product.baseUrl, ANSWER_AT_ONCE);
});

afterAll(async () => {
  await context?.close();
});

const CUSTOMER = { number: '5511955507788', name: 'Otávio Rezende' };
/** "financ", "simula", "parcel" and "entrada" are the demo's signs of a HOT lead (server/ai/demo/qualify.ts). */
const QUESTION = 'Quero financiar o Corolla 2020. Dá para simular as parcelas com R$ 20 mil de entrada?';

describe('the AI engine with the demo provider', () => {
  it('answers a customer on the phone and in the inbox, labelled as the AI, and qualifies the lead', async () => {
    context = await suite.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
    const inbox = await openInbox(context, suite.product.baseUrl);
    // A reload would drop this mark: everything below arrives live.
    await inbox.evaluate(() => Object.assign(window, { e2eMark: true }));
    const handset = await openPhone(context, suite.product.baseUrl);
    await customerSends(handset, CUSTOMER, QUESTION);

    // The simulated phone gets the answer from the business (the demo's words after its financing
    // tool, which depend on the shop's stock and bank table: read from the phone, not predicted).
    const fromShop = handset.getByRole('listitem', { name: 'Empresa' });
    await fromShop.first().waitFor(LIVE);
    const shown = (await fromShop.first().textContent()) ?? '';
    const reply = {
      text: shown
        .replace(/\d{2}:\d{2}$/, '')
        .trim()
        .slice(0, 60),
    };
    expect(reply.text.length).toBeGreaterThan(10);
    await fromBusiness(handset, reply.text).waitFor(LIVE);

    // In the inbox, the conversation shows it as the AI's: a blue bubble labelled 'IA • <instance>'
    // (spec 2 §4), after the customer's message.
    const card = inboxCard(inbox, CUSTOMER);
    await card.getByText(reply.text).waitFor(LIVE);
    await card.getByText(inboxTitle(CUSTOMER), { exact: true }).click();
    const chat = inbox.getByRole('log', { name: 'Mensagens' });
    const question = chat.getByRole('article', { name: 'Mensagem do contato' }).filter({ hasText: QUESTION });
    const answer = chat.getByRole('article', { name: 'Mensagem da IA' }).filter({ hasText: reply.text });
    await answer.getByText(`IA • ${DEMO_INSTANCE}`, { exact: true }).waitFor(LIVE);
    await question.waitFor();
    const [asked, answered] = await Promise.all([question.boundingBox(), answer.boundingBox()]);
    expect(answered?.y).toBeGreaterThan(asked?.y ?? Number.POSITIVE_INFINITY);
    // One answer, not one per retry or per poll.
    expect(await chat.getByRole('article', { name: 'Mensagem da IA' }).count()).toBe(1);
    expect(await handset.getByRole('listitem', { name: 'Empresa' }).count()).toBe(1);

    // Qualification runs once the customer has been quiet for QUALIFY_QUIET_MS (30 s, a product
    // constant); the board, open meanwhile, shows the level and score the demo gives the chat.
    const rated = demoQualify([{ role: 'user', content: QUESTION }]);
    expect(rated.level).toBe('HOT');
    await inbox
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Kanban', exact: true })
      .click();
    await inbox.getByRole('heading', { name: 'Kanban de Leads', level: 1 }).waitFor();
    const lead = inbox
      .getByRole('list', { name: 'Novos', exact: true })
      .getByRole('listitem', { name: CUSTOMER.name, exact: true });
    // The card cuts the last message at 80 characters.
    await lead.getByText(reply.text.slice(0, 60)).waitFor(LIVE);
    await lead
      .getByLabel(`Qualificação da IA: ${rated.level}`, { exact: true })
      .waitFor({ timeout: QUALIFY_QUIET_MS + LIVE.timeout });
    await lead.getByText(`Score: ${rated.score}`, { exact: true }).waitFor();
    expect(await inbox.evaluate(() => 'e2eMark' in window)).toBe(true);
  });
});
