import type { BrowserContext, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLOUD_TEMPLATE } from '../../server/db/seed/demo-cloud';
import {
  ANSWER_AT_ONCE,
  type Customer,
  customerSends,
  fromBusiness,
  inboxCard,
  inboxTitle,
  LIVE,
  openInbox,
} from './chat-harness';
import { apiSignIn, DEMO, e2eSuite } from './harness';

/**
 * Issue 25 in the browser: on the demo's official number (the Cloud API simulator) a customer
 * writes and the AI answers; once the app's clock passes 24 h since that message, the inbox
 * composer refuses free text, offers the approved template, and the template reaches the phone.
 * The product runs with TEST_CLOCK_CONTROL.
 */
const suite = e2eSuite({ TEST_CLOCK_CONTROL: 'true' });
const OFFICIAL = 'Vendas Oficial';
const CUSTOMER: Customer = { number: '5511955507725', name: 'Helena Prado' };
const HOUR = 3_600_000;
let contexts: BrowserContext[] = [];

async function adminHeaders(baseUrl: string) {
  const { token } = await apiSignIn(baseUrl, DEMO.admin);
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

/** The official number answers at once, as a dealer who set the delays to zero would get it. */
beforeAll(async () => {
  const baseUrl = suite.product.baseUrl;
  const headers = await adminHeaders(baseUrl);
  const list = (await (await fetch(`${baseUrl}/api/instances`, { headers })).json()) as Array<{
    id: string;
    name: string;
  }>;
  const official = list.find((row) => row.name === OFFICIAL);
  if (!official) throw new Error(`${OFFICIAL} not in the demo seed`);
  const saved = await fetch(`${baseUrl}/api/instances/${official.id}/settings`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify(ANSWER_AT_ONCE),
  });
  if (!saved.ok) throw new Error(`settings failed: ${saved.status} ${await saved.text()}`);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  contexts = [];
});

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

async function newContext(): Promise<BrowserContext> {
  const context = await suite.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
  contexts.push(context);
  return context;
}

/** The customer's phone on the official number, in its own tab of a signed-in context. */
async function officialPhone(context: BrowserContext): Promise<Locator> {
  const phone = await context.newPage();
  await phone.goto(`${suite.product.baseUrl}/simulator`);
  await phone.getByRole('heading', { name: 'Simulador de WhatsApp', level: 1 }).waitFor();
  await phone.getByRole('combobox', { name: 'Instância simulada' }).click();
  await phone.getByRole('option', { name: `${OFFICIAL} · WhatsApp oficial`, exact: true }).click();
  await phone.getByText(/Número oficial \(Cloud API\) simulado/).waitFor(LIVE);
  return phone.getByRole('region', { name: 'Celular do cliente' });
}

describe('the 24-hour window of the official number', () => {
  it('answers within the window, then offers only an approved template, which reaches the phone', async () => {
    const first = await newContext();
    // The sign-in has finished once the inbox is open; only then is /simulator opened.
    await openInbox(first, suite.product.baseUrl);
    const handset = await officialPhone(first);
    await customerSends(handset, CUSTOMER, 'Boa tarde! Vocês têm SUV automático?');
    const answers = handset.getByRole('listitem', { name: 'Empresa' });
    await answers.first().waitFor(LIVE);

    await moveClock(25 * HOUR);

    // A new sign-in: a day idle ended the session.
    const later = await newContext();
    const inbox = await openInbox(later, suite.product.baseUrl);
    await inboxCard(inbox, CUSTOMER).getByText(inboxTitle(CUSTOMER), { exact: true }).click();
    await inbox.getByText('Janela de 24 horas encerrada').waitFor(LIVE);
    await inbox.getByRole('combobox', { name: 'Modelo aprovado' }).click();
    await inbox.getByRole('option', { name: DEMO_CLOUD_TEMPLATE.name, exact: true }).click();
    await inbox.getByRole('textbox', { name: 'Valor de {{1}}' }).fill('Helena');
    await inbox.getByRole('button', { name: 'Enviar modelo' }).click();
    await inbox.getByText('Modelo enviado').waitFor(LIVE);

    const phone = await officialPhone(later);
    await phone.getByLabel('Número do cliente').fill(CUSTOMER.number);
    const sent = fromBusiness(phone, 'Olá, Helena! Aqui é da Auto Center Demo.');
    await sent.waitFor(LIVE);
    expect(await sent.count()).toBe(1);
  });
});
