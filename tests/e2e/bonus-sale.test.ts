import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, e2eSuite, signIn } from './harness';

const suite = e2eSuite();

const BONUS = 'Acessórios vendidos no mês';

/** Today's month and year in São Paulo, where the shop's months are counted. */
const periodInSaoPaulo = () => {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(new Date())
    .split('-')
    .map(Number);
  return { month, year };
};

async function api<T>(
  path: string,
  init: { method?: string; token?: string; body?: object } = {},
): Promise<T> {
  const response = await fetch(`${suite.product.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

const progressOf = async (page: Page) =>
  (await page.getByRole('progressbar', { name: BONUS }).locator('xpath=..').textContent()) ?? '';

describe('bonuses measured from the board, and the leads register', () => {
  it("a seller's sale with two extras raises the bonus progress; the admin filters the register and exports it", async () => {
    const { token } = await api<{ token: string }>('/api/auth/login', {
      method: 'POST',
      body: { email: DEMO.admin, password: DEMO_PASSWORD },
    });
    await api('/api/admin/bonus-configurations', {
      method: 'POST',
      token,
      body: {
        name: BONUS,
        description: 'Banco de couro e laudo cautelar vendidos junto com o carro',
        category: 'Banco de Couro',
        valueType: 'fixed',
        value: 300,
        targetValue: 4,
        ...periodInSaoPaulo(),
        isActive: true,
      },
    });

    const seller = await suite.browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(seller, suite.product.baseUrl, DEMO.vendedor);
    await seller.getByRole('button', { name: 'Sair', exact: true }).waitFor();
    await seller.goto(`${suite.product.baseUrl}/bonus`);
    await seller.getByText(BONUS).first().waitFor();
    const before = await progressOf(seller);
    expect(before).toContain('0.0%');

    await seller.goto(`${suite.product.baseUrl}/kanban`);
    const sold = seller.locator('[data-lead-column="closed_won"]');
    await sold.waitFor();
    const handle = seller
      .locator('[data-lead-column="new"], [data-lead-column="qualified"], [data-lead-column="negotiating"]')
      .getByRole('button', { name: /^Mover lead / })
      .first();
    await handle.waitFor();
    const handleBox = await handle.boundingBox();
    const target = await sold.boundingBox();
    if (!handleBox || !target) throw new Error('board not laid out');
    await seller.mouse.move(handleBox.x + handleBox.width / 2, handleBox.y + handleBox.height / 2);
    await seller.mouse.down();
    await seller.mouse.move(handleBox.x + 30, handleBox.y + 10, { steps: 5 });
    await seller.mouse.move(target.x + target.width / 2, target.y + 120, { steps: 20 });
    await seller.mouse.up();

    const dialog = seller.getByRole('dialog');
    await dialog.getByText(/Venda Confirmada/).waitFor();
    await dialog.getByRole('button', { name: 'Webmotors' }).click();
    await dialog.getByLabel('Banco de Couro').check();
    await dialog.getByLabel('Laudo Cautelar').check();
    await dialog.getByRole('button', { name: 'Confirmar Venda' }).click();
    await dialog.waitFor({ state: 'detached' });

    await seller.goto(`${suite.product.baseUrl}/bonus`);
    await seller.getByText(BONUS).first().waitFor();
    await expect.poll(() => progressOf(seller)).not.toContain('0.0%');
    await seller.close();

    const admin = await suite.browser.newPage({
      viewport: { width: 1366, height: 900 },
      acceptDownloads: true,
    });
    await signIn(admin, suite.product.baseUrl, DEMO.admin);
    await admin.getByRole('button', { name: 'Sair', exact: true }).waitFor();
    await admin.goto(
      `${suite.product.baseUrl}/leads?filter=${encodeURIComponent(JSON.stringify({ status: ['closed_won'] }))}`,
    );
    const grid = admin.getByRole('grid');
    await grid.waitFor();
    await expect.poll(async () => (await grid.getByRole('row').allTextContents()).slice(1)).not.toEqual([]);
    const rows = (await grid.getByRole('row').allTextContents()).slice(1);
    expect(rows.every((row) => row.includes('Vendidos'))).toBe(true);

    const downloading = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloading;
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toContain(';');
    expect(lines.length - 1).toBe(rows.length);
    expect(lines.slice(1).every((line) => line.includes('Vendido'))).toBe(true);
    await admin.close();
  });
});
