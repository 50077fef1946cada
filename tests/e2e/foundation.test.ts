import { describe, expect, it } from 'vitest';
import { DEMO, e2eSuite, signIn } from './harness';

const suite = e2eSuite();

describe('the product as a new user meets it', () => {
  it('shows the landing page to a visitor and the demo logins in the start banner', async () => {
    expect(suite.product.output()).toContain('admin@demo.vendai.com.br');
    const page = await suite.browser.newPage();
    await page.goto(suite.product.baseUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page
      .getByRole('button', { name: /entrar/i })
      .first()
      .waitFor();
    await page.close();
  });

  it('ends a stale session on a full load: the landing page at /, the sign-in page elsewhere', async () => {
    // The page's data and the live socket go out beside the session check: all are refused, the
    // check alone decides where the visitor lands.
    const context = await suite.browser.newContext();
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('token', 'a-token-the-server-never-issued');
        localStorage.setItem(
          'user',
          JSON.stringify({
            id: '6f1d2c9e-8a43-4b7e-9c1a-2f5e8d7b3a10',
            organizationId: '0b7c4e2a-1d9f-4c3b-8e6a-5f2d1c9b7e40',
            name: 'Ex Usuário',
            first_name: 'Ex',
            last_name: 'Usuário',
            firstName: 'Ex',
            lastName: 'Usuário',
            email: 'ex@demo.vendai.com.br',
            role: 'admin',
            createdAt: '2026-01-05T12:00:00.000Z',
          }),
        );
      }
    });
    const page = await context.newPage();
    await page.goto(suite.product.baseUrl);
    await page
      .getByRole('button', { name: /entrar/i })
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.evaluate(() => {
      sessionStorage.removeItem('seeded');
    });
    await page.goto(`${suite.product.baseUrl}/whatsapp`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('lets the demo admin create a user, see it in the table and log out', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(page, suite.product.baseUrl, DEMO.admin);
    await page.getByRole('button', { name: 'Sair', exact: true }).waitFor();
    // The master panel is the platform owner's: a shop's admin is not offered it (walk defect 1).
    expect(await page.getByRole('link', { name: 'Painel Master' }).count()).toBe(0);

    await page.goto(`${suite.product.baseUrl}/simple-users`);
    await page.getByText('vendedor@demo.vendai.com.br').waitFor();
    await page.getByRole('button', { name: 'Novo Usuário' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Paula Ribeiro');
    await dialog.getByLabel('E-mail').fill('paula.ribeiro@demo.vendai.com.br');
    await dialog.getByLabel('Senha').fill('paula-123');
    await dialog.getByRole('button', { name: 'Criar Usuário' }).click();
    await page.getByText('paula.ribeiro@demo.vendai.com.br').waitFor();

    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await page.getByText('Tem certeza que deseja sair do sistema?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Sair', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The new user signs in with the password the admin set.
    await signIn(page, suite.product.baseUrl, 'paula.ribeiro@demo.vendai.com.br', 'paula-123');
    await page.getByRole('button', { name: 'Sair', exact: true }).waitFor();
    await page.close();
  });

  it('hides the master panel from a seller', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(page, suite.product.baseUrl, DEMO.vendedor);
    await page.getByRole('button', { name: 'Sair', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Painel Master' }).count()).toBe(0);
    expect(await page.getByText('LogsLogs').count()).toBe(0);
    await page.close();
  });

  it('shows the bottom navigation on a phone, without horizontal scroll', async () => {
    const page = await suite.browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await signIn(page, suite.product.baseUrl, DEMO.admin);
    const nav = page.getByRole('navigation').last();
    for (const item of ['Home', 'WhatsApp', 'Kanban', 'Usuários', 'Config']) {
      await nav.getByText(item, { exact: true }).waitFor();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });
});
