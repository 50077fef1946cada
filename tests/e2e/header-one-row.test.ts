import { describe, expect, it } from 'vitest';
import { DEMO, e2eSuite, signIn } from './harness';

const suite = e2eSuite();

/** The header of a signed-in page: its height and whether every item sits on its first row. */
async function headerAt(role: keyof typeof DEMO, width: number) {
  const page = await suite.browser.newPage({ viewport: { width, height: 850 }, locale: 'pt-BR' });
  await signIn(page, suite.product.baseUrl, DEMO[role]);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.getByRole('button', { name: 'Sair' }).waitFor();
  await page.waitForLoadState('networkidle');
  const header = await page
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
  await page.close();
  return header;
}

describe("the desktop header's items", () => {
  it.each([
    ['admin', 1366],
    ['admin', 1280],
    ['master', 1366],
    ['master', 1280],
    ['vendedor', 1280],
  ] as const)('sit on one row for the %s at %i px', async (role, width) => {
    const header = await headerAt(role, width);
    // MUI's desktop toolbar is 64 px high; a second row of buttons made it 85.
    expect(header.height).toBeLessThanOrEqual(64);
    expect(header.lowest).toBeLessThan(header.firstRow);
  });
});
