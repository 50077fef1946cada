import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, e2eSuite, signIn } from './harness';

const suite = e2eSuite();

/**
 * One signed-in page per role, resized for each width: the sign-in is limited per minute, and a
 * tablet turned or a window dragged narrower is what the header has to follow anyway.
 */
const pages = new Map<keyof typeof DEMO, Page>();
async function pageOf(role: keyof typeof DEMO, width: number): Promise<Page> {
  let page = pages.get(role);
  if (!page) {
    page = await suite.browser.newPage({ viewport: { width, height: 1200 }, locale: 'pt-BR' });
    await signIn(page, suite.product.baseUrl, DEMO[role]);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    pages.set(role, page);
  }
  await page.setViewportSize({ width, height: 1200 });
  // The resize's media-query and resize events fire at the next frame, and the header renders again
  // in them: read it after two frames, not the layout of the width before.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.getByRole('button', { name: 'Sair', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}
afterAll(async () => {
  for (const page of pages.values()) await page.close();
});

/** The header of a signed-in page: its height and whether every item sits on its first row. */
async function headerAt(role: keyof typeof DEMO, width: number) {
  const page = await pageOf(role, width);
  return page
    .locator('header')
    .first()
    .evaluate((element) => {
      const toolbar = element.querySelector('.MuiToolbar-root') as HTMLElement;
      const firstRow = toolbar.getBoundingClientRect().top + toolbar.clientHeight / 2;
      const items = [...toolbar.querySelectorAll('a, button')].map((item) => item.getBoundingClientRect());
      return {
        height: toolbar.getBoundingClientRect().height,
        lowest: Math.max(...items.map((box) => box.top)),
        firstRow,
      };
    });
}

describe("the desktop header's items", () => {
  it.each([
    ['admin', 1366],
    ['admin', 1280],
    ['master', 1366],
    ['master', 1280],
    ['vendedor', 1280],
    // A tablet across: the header dresses tight and keeps the links that fit.
    ['admin', 900],
    ['admin', 800],
    ['master', 900],
    ['master', 800],
    ['vendedor', 900],
    ['vendedor', 800],
  ] as const)('sit on one row for the %s at %i px', async (role, width) => {
    // MUI's desktop toolbar is 64 px high; a second row of buttons made it 85. After the resize the
    // header lays itself out again on the next renders: its settled state is what the user sees.
    await expect
      .poll(async () => (await headerAt(role, width)).height, { timeout: 5_000 })
      .toBeLessThanOrEqual(64);
    const header = await headerAt(role, width);
    expect(header.lowest).toBeLessThan(header.firstRow);
  });
});

/** Every page the header leads to at this width: its links and buttons, and the 'Mais' menu's. */
async function headerDestinations(role: keyof typeof DEMO, width: number) {
  const page = await pageOf(role, width);
  const toolbar = page.locator('header .MuiToolbar-root').first();
  const inBar = await toolbar
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const more = toolbar.getByRole('button', { name: 'Mais opções' });
  let inMenu: (string | null)[] = [];
  if ((await more.count()) > 0) {
    await more.click();
    const menu = page.getByRole('menu');
    inMenu = await menu
      .getByRole('menuitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('href')));
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  }
  return [...inBar, ...inMenu].sort();
}

describe("the tablet's header", () => {
  it.each(['admin', 'vendedor', 'master'] as const)(
    'leads the %s to every page the wide header leads to',
    async (role) => {
      const wide = await headerDestinations(role, 1920);
      expect(wide).toContain('/kanban');
      await expect.poll(() => headerDestinations(role, 800), { timeout: 10_000 }).toEqual(wide);
    },
  );
});
