import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { customerSends, DEMO_INSTANCE, inboxCard, LIVE, openPhone } from './chat-harness';
import { DEMO, e2eSuite, signIn } from './harness';

const suite = e2eSuite();
let context: BrowserContext | undefined;

afterAll(async () => {
  await context?.close();
});

/** What the frame asks when it mounts (its one start-up call), and each part's own route. */
const FRAME_REQUESTS = [
  '/api/bootstrap',
  '/api/notifications',
  '/api/organization/branding',
  '/api/organization/plan',
];

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name, exact: true });

/** The GET requests of `page` to the API, by path, in order. */
const apiCalls = (page: Page): string[] => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  return calls;
};

/** The inbox list's first page, asked before any click: the menu's prefetch at idle. */
const firstPageAsked = (page: Page) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/conversations' &&
      new URL(response.url()).searchParams.get('page') === '1',
    LIVE,
  );

describe('the menu', () => {
  it("keeps the frame from the dashboard to the inbox and the board: the header's requests are not asked again", async () => {
    context = await suite.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const calls = apiCalls(page);
    await signIn(page, suite.product.baseUrl, DEMO.admin);
    await page.getByRole('heading', { name: 'Dashboard de Instâncias', level: 1 }).waitFor();
    await expect.poll(() => calls.filter((path) => path === '/api/bootstrap').length).toBe(1);
    await page.waitForLoadState('networkidle');
    const frameCalls = () => calls.filter((path) => FRAME_REQUESTS.includes(path)).length;
    const before = frameCalls();

    await menuLink(page, 'Chat').click();
    await page.getByRole('list', { name: 'Conversas' }).getByRole('listitem').first().waitFor(LIVE);
    await menuLink(page, 'Kanban').click();
    await page.getByRole('heading', { name: 'Kanban de Leads', level: 1 }).waitFor();
    await menuLink(page, 'Home').click();
    await page.getByRole('heading', { name: 'Dashboard de Instâncias', level: 1 }).waitFor();
    expect(frameCalls()).toBe(before);
    await context.close();
    context = undefined;
  });

  it('shows, on opening the inbox, a message that arrived after its list was asked ahead of the click', async () => {
    context = await suite.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
    const customer = { number: '5511977703456', name: 'Rafael Prado' };
    const question = 'Oi! O Corolla 2020 da vitrine ainda está disponível?';
    const dashboard = await context.newPage();
    await signIn(dashboard, suite.product.baseUrl, DEMO.admin);
    await dashboard.getByRole('heading', { name: 'Dashboard de Instâncias', level: 1 }).waitFor();
    const handset = await openPhone(context, suite.product.baseUrl);

    // A fresh full load of the dashboard: its menu asks the inbox's list at idle, before any click.
    const asked = firstPageAsked(dashboard);
    await dashboard.reload();
    await dashboard.getByText('Sistema Online', { exact: true }).waitFor(LIVE);
    await asked;

    // The customer writes now; the list asked a moment ago does not have the conversation.
    await customerSends(handset, customer, question);
    await menuLink(dashboard, 'Chat').click();
    const card = inboxCard(dashboard, customer);
    await card.getByText(question).waitFor(LIVE);
    await card.getByText(DEMO_INSTANCE, { exact: true }).waitFor();
  });
});
