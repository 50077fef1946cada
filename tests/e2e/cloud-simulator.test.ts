import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_AT_ONCE, customerSends, LIVE } from './chat-harness';
import { apiSignIn, DEMO, e2eSuite, signIn } from './harness';

// The demo's official number runs on the built-in Cloud API simulator; its AI is the offline demo.
const OFFICIAL = 'Vendas Oficial';
const suite = e2eSuite();
let context: BrowserContext;

/** The official number answers at once, as a dealer who set the delays to zero would get it. */
async function answerAtOnce(baseUrl: string): Promise<void> {
  const { token } = await apiSignIn(baseUrl, DEMO.admin);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
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
}

beforeAll(async () => {
  await answerAtOnce(suite.product.baseUrl);
});

afterAll(async () => {
  await context?.close();
});

const CUSTOMER = { number: '5511955504411', name: 'Helena Prado' };

describe('the official number on the simulator', () => {
  it('takes a customer message written to "Vendas Oficial" and shows the AI answer on the phone', async () => {
    context = await suite.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    await signIn(page, suite.product.baseUrl, DEMO.admin);
    // The sign-in has finished once the dashboard shows; only then is /simulator opened.
    await page.getByRole('heading', { name: 'Dashboard de Instâncias', level: 1 }).waitFor();
    await page.goto(`${suite.product.baseUrl}/simulator`);
    await page.getByRole('heading', { name: 'Simulador de WhatsApp', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Instância simulada' }).click();
    await page.getByRole('option', { name: `${OFFICIAL} · WhatsApp oficial`, exact: true }).click();
    await page.getByText(/Número oficial \(Cloud API\) simulado/).waitFor(LIVE);
    const handset = page.getByRole('region', { name: 'Celular do cliente' });

    await customerSends(handset, CUSTOMER, 'Boa tarde! Vocês têm SUV automático?');

    // The answer went out through the cloud adapter to the simulator and landed on the phone.
    const fromShop = handset.getByRole('listitem', { name: 'Empresa' });
    await fromShop.first().waitFor(LIVE);
    const shown = (await fromShop.first().textContent()) ?? '';
    expect(shown.replace(/\d{2}:\d{2}$/, '').trim().length).toBeGreaterThan(10);
  });
});
