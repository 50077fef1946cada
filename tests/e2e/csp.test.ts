import { describe, expect, it } from 'vitest';
import { DEMO, e2eSuite, signIn } from './harness';

/** The security policy is on; a page it breaks would log a violation to the console. */

const suite = e2eSuite();

const MAIN_PAGES = ['/', '/whatsapp', '/kanban', '/simple-users', '/settings', '/relatorios', '/bonus'];

describe('the Content-Security-Policy', () => {
  // Every page, the login too, once reported `script-src eval`: zod probes `new Function` unless
  // `jitless` is set before the first schema is built (src/lib/zod-jitless.ts).
  it('reports no violation on the main pages, signed in as the admin', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1366, height: 900 } });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (
        /Content[- ]Security[- ]Policy|Refused to (load|execute|connect|frame|apply)/i.test(message.text())
      ) {
        violations.push(`${page.url()}: ${message.text()}`);
      }
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        );
      });
    });
    await signIn(page, suite.product.baseUrl, DEMO.admin);
    await page.getByRole('button', { name: 'Sair', exact: true }).waitFor();
    for (const path of MAIN_PAGES) {
      await page.goto(`${suite.product.baseUrl}${path}`);
      await page.getByRole('button', { name: 'Sair', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
    }
    await page.close();
    expect(violations).toEqual([]);
  });
});
