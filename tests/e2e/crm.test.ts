import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWER_AT_ONCE,
  customerSends,
  fromBusiness,
  LIVE,
  openPhone,
  patchDemoInstanceSettings,
} from './chat-harness';
import { apiSignIn, DEMO, e2eSuite, signIn } from './harness';

const suite = e2eSuite();
let context: BrowserContext;

interface StockCar {
  make: string;
  model: string;
  year: number;
  price: number;
}

/** The cars the product stored, read as the admin through the stock API. */
async function storedCorolla(baseUrl: string): Promise<StockCar> {
  const { token } = await apiSignIn(baseUrl);
  const filter = encodeURIComponent(JSON.stringify({ model: 'Corolla' }));
  const list = await fetch(`${baseUrl}/api/vehicles?filter=${filter}&range=[0,49]`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const cars = (await list.json()) as StockCar[];
  const corolla = cars.find((car) => car.model === 'Corolla');
  if (!corolla) throw new Error('no plain Corolla in the synced demo stock');
  return corolla;
}

/** "R$ 98.500", as the reply writes a price. */
const priceText = (price: number) => `R$ ${price.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}`;

beforeAll(async () => {
  await patchDemoInstanceSettings(suite.product.baseUrl, ANSWER_AT_ONCE);
  context = await suite.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
});

afterAll(async () => {
  await context?.close();
});

describe('the stock from the demo CRM', () => {
  it('is configured and synced, listed in /estoque, and grounds the answer to a customer', async () => {
    const page = await context.newPage();
    await signIn(page, suite.product.baseUrl, DEMO.admin);
    await page.getByRole('heading', { name: 'Dashboard de Instâncias', level: 1 }).waitFor();

    await page.goto(`${suite.product.baseUrl}/autocerto-settings`);
    await page.getByRole('button', { name: 'Sincronizar agora' }).waitFor(LIVE);
    await page.getByLabel('CRM', { exact: true }).click();
    await page.getByRole('option', { name: 'CRM de demonstração (estoque de exemplo)' }).click();
    await page.getByLabel('Usuário').fill('loja.demo');
    await page.getByLabel('Senha', { exact: true }).fill('senha-demo');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Configuração salva').first().waitFor(LIVE);
    await page.getByRole('button', { name: 'Sincronizar agora' }).click();
    await page.getByText('Concluída').first().waitFor({ timeout: 30_000 });

    // The list starts with the cheapest cars; the model filter of the URL finds the Corolla.
    await page.goto(`${suite.product.baseUrl}/estoque`);
    await page.getByText('Onix', { exact: true }).first().waitFor({ timeout: 20_000 });
    await page.goto(
      `${suite.product.baseUrl}/estoque?filter=${encodeURIComponent(JSON.stringify({ model: 'Corolla' }))}`,
    );
    await page.getByText('Corolla', { exact: true }).first().waitFor({ timeout: 20_000 });
    const corolla = await storedCorolla(suite.product.baseUrl);

    const handset = await openPhone(context, suite.product.baseUrl);
    const customer = { number: '5511955503344', name: 'Beatriz Moura' };
    await customerSends(handset, customer, 'Boa tarde! Vocês têm Corolla?');
    const answer = fromBusiness(handset, 'Corolla');
    await answer.first().waitFor({ timeout: 30_000 });
    const text = (await answer.first().textContent()) ?? '';
    expect(text).toContain(priceText(corolla.price));
    expect(text).toContain(String(corolla.year));
  });
});
