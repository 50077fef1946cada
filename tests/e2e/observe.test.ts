import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSends, demoInstanceId, LIVE, openPhone } from './chat-harness';
import { apiSignIn, DEMO, e2eSuite, signIn } from './harness';

const suite = e2eSuite();
let context: BrowserContext;
let instanceId: string;

beforeAll(async () => {
  context = await suite.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
  instanceId = await demoInstanceId(suite.product.baseUrl, (await apiSignIn(suite.product.baseUrl)).token);
});

afterAll(async () => {
  await context?.close();
});

const MISSING_KEY = 'Chave da OpenAI não configurada';
const scoreOf = async (text: string | null) => Number((text ?? '').split('/')[0]);

describe('seeing inside', () => {
  it('shows a missing OpenAI key with its score; once the admin adds it, the diagnostic turns green', async () => {
    const page = await context.newPage();
    await signIn(page, suite.product.baseUrl, DEMO.admin);
    await page.getByRole('heading', { name: 'Dashboard de Instâncias', level: 1 }).waitFor();
    await page.goto(`${suite.product.baseUrl}/diagnostic?instanceId=${instanceId}`);
    await page.getByText(MISSING_KEY, { exact: true }).waitFor(LIVE);
    const badge = page.getByTestId('readiness-score');
    const before = await scoreOf(await badge.textContent());
    expect(before).toBeLessThan(80);

    // The issue's own link opens the instance's settings, where the key goes.
    await page
      .getByRole('listitem')
      .filter({ hasText: MISSING_KEY })
      .getByRole('link', { name: 'Corrigir' })
      .click();
    await page.waitForURL(/dialog=settings/);
    await page.getByLabel('Chave da API').first().fill('sk-teste-chave-de-exemplo-1234567890');
    await page.getByRole('button', { name: 'Salvar Configurações' }).click();
    await page.getByText('Configurações Salvas').waitFor(LIVE);

    await page.goto(`${suite.product.baseUrl}/diagnostic?instanceId=${instanceId}`);
    await page.getByTestId('readiness-score').waitFor(LIVE);
    await expect
      .poll(async () => scoreOf(await page.getByTestId('readiness-score').textContent()), LIVE)
      .toBeGreaterThanOrEqual(80);
    expect(await page.getByText(MISSING_KEY, { exact: true }).count()).toBe(0);
    await expect
      .poll(async () => page.getByTestId('readiness-score').getAttribute('class'))
      .toContain('MuiChip-colorSuccess');
    await page.close();
  });

  it('lists a simulator message in the webhook monitor with its steps', async () => {
    // The context is still signed in as the admin from the test above.
    const monitor = await context.newPage();
    await monitor.goto(`${suite.product.baseUrl}/webhook-monitor`);
    await monitor.getByRole('heading', { name: 'Webhook Monitor', level: 1 }).waitFor();

    const handset = await openPhone(context, suite.product.baseUrl);
    const customer = { number: '5511944403322', name: 'Renata Prado' };
    await customerSends(handset, customer, 'Bom dia, o Compass 2021 ainda está disponível?');

    // The record arrives live (no reload), with its steps one click away.
    const row = monitor.getByRole('row').filter({ hasText: customer.number });
    await row.first().waitFor(LIVE);
    await row.first().click();
    const steps = monitor.getByRole('list', { name: 'Steps' });
    await steps.waitFor(LIVE);
    for (const step of ['received', 'stored', 'ai_decision']) {
      await steps
        .getByText(new RegExp(`^${step} ·`))
        .first()
        .waitFor(LIVE);
    }
    await monitor.getByText('shouldRespond: true').waitFor(LIVE);
  });
});
