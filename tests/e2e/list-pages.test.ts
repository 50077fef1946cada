import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, e2eSuite, signIn } from './harness';

const suite = e2eSuite();

const signedIn = async (viewport: { width: number; height: number }, isMobile = false) => {
  const page = await suite.browser.newPage({ viewport, isMobile, hasTouch: isMobile });
  await signIn(page, suite.product.baseUrl, DEMO.admin);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
};

/** Headers and cells whose text the grid had to cut (an ellipsis, or text wider than its box). */
const cutTexts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.MuiDataGrid-columnHeaderTitle, .MuiDataGrid-cell')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent ?? ''),
  );

describe('list pages as a user sees them', () => {
  it('/leads at 1366 px shows every column whole, with formatted phones', async () => {
    const page = await signedIn({ width: 1366, height: 850 });
    await page.goto(`${suite.product.baseUrl}/leads`);
    await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
    const grid = page.getByRole('grid');
    await expect.poll(async () => (await grid.getByRole('row').count()) > 1).toBe(true);

    const lastHeader = grid.getByRole('columnheader', { name: 'Valor da venda' });
    const headerBox = await lastHeader.boundingBox();
    const gridBox = await grid.boundingBox();
    if (!headerBox || !gridBox) throw new Error('grid not laid out');
    expect(headerBox.x + headerBox.width).toBeLessThanOrEqual(gridBox.x + gridBox.width + 1);
    expect(await cutTexts(page)).toEqual([]);
    expect(await grid.getByText(/^\+55 \(\d{2}\) \d{4,5}-\d{4}$/).count()).toBeGreaterThan(0);
    await page.close();
  });

  it('the admin lists of templates, campaigns, lead sources, costs and audit have a heading and one pagination', async () => {
    const page = await signedIn({ width: 1366, height: 850 });
    for (const [route, heading] of [
      ['/message-templates', 'Modelos de mensagem'],
      ['/campanhas', 'Campanhas'],
      ['/lead-sources', 'Fontes de leads'],
      ['/source-costs', 'Custos por fonte'],
      ['/audit-log', 'Auditoria'],
    ]) {
      await page.goto(`${suite.product.baseUrl}${route}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      // Either the grid's own footer or the empty state; never a second pager under the grid.
      expect(await page.getByText('Linhas por página:').count(), route).toBeLessThanOrEqual(1);
    }
    await page.close();
  });

  it('/estoque on a phone shows the price without scrolling, and one pagination', async () => {
    const page = await signedIn({ width: 390, height: 844 }, true);
    await page.goto(`${suite.product.baseUrl}/estoque`);
    await page.getByRole('heading', { level: 1, name: 'Estoque' }).waitFor();
    const grid = page.getByRole('grid');
    const price = grid.getByRole('columnheader', { name: 'Preço' });
    await price.waitFor();
    const box = await price.boundingBox();
    if (!box) throw new Error('price header not laid out');
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const pageCount = page.getByText(/^1\s*[–-]\s*25 de \d+$/);
    await pageCount.first().waitFor();
    expect(await pageCount.count()).toBe(1);
    await page.close();
  });

  it('/estoque/create on a phone can be saved, and says under the model what is wrong with it', async () => {
    const page = await signedIn({ width: 390, height: 844 }, true);
    await page.goto(`${suite.product.baseUrl}/estoque/create`);
    await page.getByLabel(/^Marca/).fill('Fiat');
    await page.getByLabel(/^Modelo/).fill('U'.repeat(120));
    const save = page.getByRole('button', { name: 'Salvar' });
    await save.waitFor();
    // A user scrolls to the end of the form, past which the page has room for the bottom navigation.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // What a tap at the button's centre reaches: the button, not the bottom navigation over it.
    const reached = await save.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && button.contains(hit);
    });
    expect(reached).toBe(true);
    await save.click();
    await page.getByText('Modelo deve ter no máximo 100 caracteres').waitFor();
    await page.close();
  });
});
