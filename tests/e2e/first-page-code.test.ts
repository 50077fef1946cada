import { describe, expect, it } from 'vitest';
import { DEMO, e2eSuite, signIn } from './harness';

/**
 * A full load asks the code of the address's page while the HTML is parsed (src/boot/pageCode.ts),
 * once, and only for a signed-in visitor: the page's `import()` reuses what was fetched.
 */

const suite = e2eSuite();

/** Whether a modulepreload link of this chunk precedes the entry's script in the document. */
const linkedBeforeEntry = (chunk: string) => {
  const link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].find((item) =>
    new RegExp(`/assets/${chunk}-[^/]+\\.js$`).test(item.href),
  );
  const entry = document.querySelector('script[type="module"]');
  return Boolean(link && entry && link.compareDocumentPosition(entry) & Node.DOCUMENT_POSITION_FOLLOWING);
};

/** How the page's resources named like this chunk were fetched: one entry per request. */
const fetchesOf = (chunk: string) =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => new RegExp(`/assets/${chunk}-[^/]+\\.js$`).test(entry.name))
    .map((entry) => (entry as PerformanceResourceTiming).initiatorType);

describe("the address's page code on a full load", () => {
  it('is preloaded from the early script and fetched once, signed in', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(page, suite.product.baseUrl, DEMO.admin);
    await page.getByRole('button', { name: 'Sair', exact: true }).waitFor();
    await page.goto(`${suite.product.baseUrl}/chat`);
    await page.getByRole('button', { name: 'Sair', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    // Named before the entry's script: added while the HTML was parsed, not by the entry's import().
    expect(await page.evaluate(linkedBeforeEntry, 'InboxPage')).toBe(true);
    // Fetched once: the page's import() found the preloaded module instead of asking again.
    expect(await page.evaluate(fetchesOf, 'InboxPage')).toHaveLength(1);
    expect(await page.evaluate(fetchesOf, 'DashboardPage')).toEqual([]);
    await page.close();
  });

  it('is not asked signed out: the landing page does not download the dashboard', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${suite.product.baseUrl}/`);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(fetchesOf, 'DashboardPage')).toEqual([]);
    await page.close();
  });
});
