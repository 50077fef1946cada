import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { nextDate, wallClock, zonedInstant } from '../../contract/zoned-time';
import {
  ANSWER_AT_ONCE,
  type Customer,
  customerSends,
  fromBusiness,
  inboxCard,
  inboxTitle,
  LIVE,
  openInbox,
  openPhone,
  patchDemoInstanceSettings,
} from './chat-harness';
import { apiSignIn, DEMO, e2eSuite, signIn } from './harness';

/**
 * Issue 24 in the browser: a customer on the simulated phone books a test drive with the AI (the
 * offline demo provider), staff see it on /agenda, in the chat and on the lead's kanban card, and
 * once the app's clock reaches the day before, the 24 h reminder reaches the phone. The product runs
 * with TEST_CLOCK_CONTROL.
 */
const suite = e2eSuite({ TEST_CLOCK_CONTROL: 'true' });
const SHOP_ZONE = 'America/Sao_Paulo';
const CUSTOMER: Customer = { number: '5511955502424', name: 'Renata Queiroz' };
let contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const context of contexts) await context.close();
  contexts = [];
});

/** Moves the product's clock forward by `ms` (0 reads it); due jobs run before it answers. */
async function moveClock(ms: number): Promise<Date> {
  // Each time a fresh sign-in: a session idle across the jump would have ended.
  const { token } = await apiSignIn(suite.product.baseUrl, DEMO.master);
  const response = await fetch(`${suite.product.baseUrl}/api/test/clock`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  });
  if (!response.ok) throw new Error(`clock: ${response.status} ${await response.text()}`);
  return new Date(((await response.json()) as { now: string }).now);
}

async function newContext(): Promise<BrowserContext> {
  const context = await suite.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
  contexts.push(context);
  return context;
}

describe('a test drive booked by the AI, and its reminder', () => {
  it('books Saturday 10:00 from the phone, shows it to staff, and reminds the customer the day before', async () => {
    // Whatever day the test runs, start on the coming Monday at 09:00 in the shop: "sábado" is that
    // week's Saturday, and its 24 h reminder is due on Friday at 10:00.
    const now = await moveClock(0);
    const today = wallClock(now, SHOP_ZONE);
    const monday = nextDate(today.date, (8 - today.weekday) % 7 || 7);
    await moveClock(zonedInstant(monday, 9 * 60, SHOP_ZONE).getTime() - now.getTime());
    const saturday = nextDate(monday, 5);
    const [, month, day] = saturday.split('-');
    await patchDemoInstanceSettings(suite.product.baseUrl, ANSWER_AT_ONCE);

    const context = await newContext();
    const inbox = await openInbox(context, suite.product.baseUrl);
    const handset = await openPhone(context, suite.product.baseUrl);
    await customerSends(handset, CUSTOMER, 'Oi! Posso fazer um test drive sábado às 10h?');
    await fromBusiness(handset, `Seu test drive está agendado para ${day}/${month} às 10:00`).waitFor(LIVE);

    // Staff see what the AI did, as a line of the chat.
    await inboxCard(inbox, CUSTOMER).getByText(inboxTitle(CUSTOMER), { exact: true }).click();
    await inbox
      .getByRole('log', { name: 'Mensagens' })
      .getByText(`IA agendou test drive — sáb ${day}/${month} 10:00`)
      .waitFor(LIVE);

    // And on the agenda of that day, with the customer's name.
    await inbox.goto(`${suite.product.baseUrl}/agenda?date=${saturday}`);
    const visit = inbox.getByText('10:00 · Test drive');
    await visit.waitFor();
    expect(await visit.count()).toBe(1);
    await inbox.getByText(CUSTOMER.name).first().waitFor();

    // And on the lead's kanban card, as its next appointment.
    await inbox.goto(`${suite.product.baseUrl}/kanban`);
    const card = inbox.getByRole('listitem', { name: CUSTOMER.name });
    await card.waitFor();
    await card.getByLabel(`Próximo agendamento: sáb ${day}/${month} 10:00 · Test drive`).waitFor(LIVE);

    // Friday 10:01: the 24 h reminder is due and goes out.
    const friday = zonedInstant(nextDate(monday, 4), 10 * 60 + 1, SHOP_ZONE);
    const at = await moveClock(0);
    await moveClock(friday.getTime() - at.getTime());

    // A new sign-in (four days idle ended the session) finds the reminder on the customer's phone.
    const later = await newContext();
    const page = await later.newPage();
    await signIn(page, suite.product.baseUrl, DEMO.admin);
    await page.getByRole('heading', { name: 'Dashboard de Instâncias', level: 1 }).waitFor();
    const phone = await openPhone(later, suite.product.baseUrl);
    await phone.getByLabel('Número do cliente').fill(CUSTOMER.number);
    await fromBusiness(phone, `seu test drive é amanhã, sáb ${day}/${month} 10:00`).waitFor(LIVE);
  });
});
