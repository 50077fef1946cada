import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_INSTANCE, inboxCard, inboxTitle, LIVE, openInbox } from './chat-harness';
import { apiSignIn, DEMO, e2eSuite, openFromHeader, signIn } from './harness';

/**
 * Issue 29 in the browser: an admin creates a portal on "Fontes de leads", the portal posts a lead
 * to the URL shown once, and when the source's delay has passed on the product's clock the
 * first message (naming the car at its stock price) is in the inbox and the lead on the board with
 * its source. The product runs with TEST_CLOCK_CONTROL, so the minute passes at once.
 */
const suite = e2eSuite({ TEST_CLOCK_CONTROL: 'true' });
const CUSTOMER = { number: '5511955502929', name: 'Beatriz Fontes' };
let contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const context of contexts) await context.close();
  contexts = [];
});

async function newPage(): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
  contexts.push(context);
  return context.newPage();
}

/** Moves the product's clock forward by `ms`; due jobs run before it answers. */
async function moveClock(ms: number): Promise<void> {
  const { token } = await apiSignIn(suite.product.baseUrl, DEMO.master);
  const response = await fetch(`${suite.product.baseUrl}/api/test/clock`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  });
  if (!response.ok) throw new Error(`clock: ${response.status} ${await response.text()}`);
}

/** Creates the source through its page and answers the intake URL the dialog shows once. */
async function createSource(page: Page, name: string): Promise<string> {
  const baseUrl = suite.product.baseUrl;
  await signIn(page, baseUrl, DEMO.admin);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.getByRole('heading', { name: 'Dashboard de Instâncias', level: 1 }).waitFor(LIVE);
  await openFromHeader(page, 'Fontes de leads');
  await page.waitForURL(/\/lead-sources$/);
  await page.getByText('Nenhuma fonte de leads cadastrada').waitFor(LIVE);
  await page.getByRole('link', { name: 'Criar' }).click();
  await page.getByLabel('Nome').fill(name);
  await page.getByRole('combobox', { name: 'Instância que responde' }).click();
  await page.getByRole('option', { name: DEMO_INSTANCE }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  const url = page.getByLabel('URL para o portal enviar leads (JSON)');
  await url.waitFor(LIVE);
  const shown = await url.inputValue();
  await page.getByRole('button', { name: 'Copiei' }).click();
  // The URL carries the configured public address; the path is what the portal is given.
  return new URL(new URL(shown).pathname, baseUrl).toString();
}

describe('a portal lead posted to its source URL', () => {
  it('starts the conversation on WhatsApp within the delay and puts the lead on the board with its source', async () => {
    const admin = await newPage();
    const intakeUrl = await createSource(admin, 'Webmotors');
    expect(intakeUrl).toMatch(/\/api\/leads\/intake\/[^/]+$/);

    // The portal, with plain HTTP: the demo stock's Corolla by its listing code, at the portal's price.
    const posted = await fetch(intakeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: CUSTOMER.name,
        phone: '(11) 95550-2929',
        message: 'Ainda está disponível?',
        vehicle: { listingId: 'DM1022', make: 'Toyota', model: 'Corolla', year: 2021, price: 99_000 },
      }),
    });
    expect(posted.status, await posted.clone().text()).toBe(201);

    // The source's default delay is a minute: the product's clock moves past it.
    await moveClock(61_000);

    const staff = await suite.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
    contexts.push(staff);
    const inbox = await openInbox(staff, suite.product.baseUrl);
    const card = inboxCard(inbox, CUSTOMER);
    await card.getByText(inboxTitle(CUSTOMER), { exact: true }).click();
    const chat = inbox.getByRole('log', { name: 'Mensagens' });
    await chat
      .getByText(/Olá, Beatriz! .*Recebemos seu contato pelo Webmotors sobre o Toyota Corolla 2021/)
      .first()
      .waitFor(LIVE);
    // The stock's price, not the 99,000 the portal posted.
    await chat
      .getByText(/R\$\s119\.900/)
      .first()
      .waitFor(LIVE);

    // The board shows the lead with the portal it came from.
    await inbox
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Kanban', exact: true })
      .click();
    const lead = inbox.getByRole('listitem', { name: CUSTOMER.name });
    await lead.waitFor(LIVE);
    await lead.getByLabel('Origem: Webmotors (Portal)').waitFor();
  });
});
