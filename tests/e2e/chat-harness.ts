import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { InstanceSettingsPatchBody } from '../../contract/ai-config';
import { formatPhoneBR } from '../../src/format/phone';
import { apiSignIn, DEMO, signIn } from './harness';

/** Live updates arrive by the socket; the inbox must not wait for a reload or a poll. */
export const LIVE = { timeout: 10_000 };

/** The demo seed's connected simulator instance (server/db/seed/demo-content.ts). */
export const DEMO_INSTANCE = 'Vendas Loja Centro';

export interface Customer {
  number: string;
  name: string;
}

/** How the inbox titles a Brazilian number (spec 2 §2.4): the card's title, which never changes. */
export const inboxTitle = (customer: Customer): string => formatPhoneBR(customer.number);

/**
 * Signs the demo admin in and opens the inbox from the menu, once the dashboard says the socket is
 * up ('Sistema Online'): events sent before would be missed, and moving inside the app keeps it.
 */
export async function openInbox(context: BrowserContext, baseUrl: string): Promise<Page> {
  const inbox = await context.newPage();
  await signIn(inbox, baseUrl, DEMO.admin);
  await inbox.getByRole('heading', { name: 'Dashboard de Instâncias', level: 1 }).waitFor();
  await inbox.getByText('Sistema Online', { exact: true }).waitFor(LIVE);
  await inbox
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Chat', exact: true })
    .click();
  await inbox.waitForURL(/\/whatsapp/);
  await inbox.getByRole('list', { name: 'Conversas' }).getByRole('listitem').first().waitFor(LIVE);
  await inbox.getByText('Selecione uma conversa para começar a mensagem').waitFor();
  return inbox;
}

/** The conversation's card in the inbox list, found by its title (its preview changes). */
export const inboxCard = (inbox: Page, customer: Customer): Locator =>
  inbox
    .getByRole('list', { name: 'Conversas' })
    .getByRole('listitem')
    .filter({ hasText: inboxTitle(customer) });

/** The open chat's header, with the conversation's switches. */
export const chatHeader = (inbox: Page, customer: Customer): Locator =>
  inbox.locator('header').filter({ has: inbox.getByRole('heading', { name: inboxTitle(customer) }) });

/** The conversation's 'IA' switch in `scope` (a card or the chat header), in the given state. */
export const aiSwitch = (scope: Locator, on: boolean): Locator =>
  scope.getByRole('button', { name: 'IA', exact: true, pressed: on });

/** The customer's phone: the simulator in its own tab, on the demo's connected instance. */
export async function openPhone(context: BrowserContext, baseUrl: string): Promise<Locator> {
  const phone = await context.newPage();
  await phone.goto(`${baseUrl}/simulator`);
  await phone.getByRole('heading', { name: 'Simulador de WhatsApp', level: 1 }).waitFor();
  await phone.getByRole('combobox', { name: 'Instância simulada' }).click();
  await phone.getByRole('option', { name: DEMO_INSTANCE, exact: true }).click();
  await phone.getByText('Conectado', { exact: true }).waitFor(LIVE);
  return phone.getByRole('region', { name: 'Celular do cliente' });
}

/** The customer writes `text` from the phone; it shows there as theirs. */
export async function customerSends(handset: Locator, customer: Customer, text: string): Promise<void> {
  await handset.getByLabel('Número do cliente').fill(customer.number);
  await handset.getByLabel('Nome do cliente').fill(customer.name);
  await handset.getByRole('textbox', { name: 'Mensagem' }).fill(text);
  await handset.getByRole('button', { name: 'Enviar' }).click();
  await handset.getByRole('listitem', { name: 'Você (cliente)' }).filter({ hasText: text }).waitFor(LIVE);
}

/** A message the business sent, as the customer's phone shows it. */
export const fromBusiness = (handset: Locator, text: string): Locator =>
  handset.getByRole('listitem', { name: 'Empresa' }).filter({ hasText: text });

/** The id of the demo seed's instance, read through the API with `token`. */
export async function demoInstanceId(baseUrl: string, token: string): Promise<string> {
  const list = await fetch(`${baseUrl}/api/instances`, { headers: { authorization: `Bearer ${token}` } });
  if (!list.ok) throw new Error(`instances failed: ${list.status}`);
  const instances = (await list.json()) as Array<{ id: string; name: string }>;
  const instance = instances.find((row) => row.name === DEMO_INSTANCE);
  if (!instance) throw new Error(`${DEMO_INSTANCE} not in the demo seed`);
  return instance.id;
}

/**
 * The demo instance waits 30 s before answering and "types" at 40 characters a second; a test
 * wants the answer at once, as a dealer who set the delays to zero would get it.
 */
export const ANSWER_AT_ONCE: InstanceSettingsPatchBody = {
  responseSeconds: 0,
  typingSeconds: 0,
  enableTypingSimulation: false,
  enableSmartPauses: false,
};

/** Changes the demo instance's settings as the settings dialog would (PATCH /api/instances/:id/settings). */
export async function patchDemoInstanceSettings(
  baseUrl: string,
  changes: InstanceSettingsPatchBody,
): Promise<void> {
  const { token } = await apiSignIn(baseUrl, DEMO.admin);
  const id = await demoInstanceId(baseUrl, token);
  const saved = await fetch(`${baseUrl}/api/instances/${id}/settings`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(changes),
  });
  if (!saved.ok) throw new Error(`settings failed: ${saved.status} ${await saved.text()}`);
}
