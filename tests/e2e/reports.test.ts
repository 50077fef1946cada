import { readFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, e2eSuite, signIn } from './harness';

const suite = e2eSuite();

/** The figure a block shows once loaded (the loading line gone). */
async function loadedText(block: Locator): Promise<string> {
  await block.getByText('Carregando relatório...').waitFor({ state: 'detached' });
  return (await block.textContent()) ?? '';
}

describe('the reports page on the demo data', () => {
  it('lets the admin change the period, see the funnel and the ranking change, export a CSV and recompute', async () => {
    const page = await suite.browser.newPage({
      viewport: { width: 1366, height: 900 },
      acceptDownloads: true,
    });
    await signIn(page, suite.product.baseUrl, DEMO.admin);
    await page.getByRole('link', { name: 'Relatórios' }).click();
    await page.getByRole('heading', { level: 1, name: 'Relatórios' }).waitFor();

    const funnel = page.getByRole('region', { name: 'Funil' });
    const sellers = page.getByRole('region', { name: 'Vendedores' });
    // The demo's chats span the last four days: all of them are in 7 days, fewer today.
    await funnel.getByText('Vendidos: 1').waitFor();
    const weekFunnel = await loadedText(funnel);
    const weekRanking = await loadedText(sellers);

    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: 'Hoje' }).click();
    await funnel.getByText('Vendidos: 0').waitFor();
    expect(await loadedText(funnel)).not.toEqual(weekFunnel);
    await expect.poll(() => loadedText(sellers)).not.toEqual(weekRanking);

    const downloading = page.waitForEvent('download');
    await sellers.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('vendedores.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFFVendedor;Leads atendidos;Vendidos;Perdidos;Conversão')).toBe(true);
    expect(csv).toContain('Rafael Souza');

    // The admin recomputes the period: the server's job computes it again and the page, once it is
    // done, offers the button again; today's figures are always computed from the messages.
    const recalculate = page.getByRole('button', { name: 'Recalcular' });
    await recalculate.click();
    await expect.poll(() => recalculate.isEnabled(), { timeout: 60_000 }).toBe(true);
    await page.getByText('Calculado agora a partir das mensagens.').waitFor();
    expect(await page.getByText(/Não foi possível recalcular/).count()).toBe(0);
    expect(await funnel.getByText('Vendidos: 0').count()).toBe(1);
    await page.close();
  });
});
