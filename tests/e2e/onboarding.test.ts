import { describe, expect, it } from 'vitest';
import { DEMO, e2eSuite, signIn } from './harness';

// At info level the log carries the credentials e-mail kept in the outbox (no SMTP_URL).
const suite = e2eSuite({ LOG_LEVEL: 'info' });

/** Without SMTP_URL the credentials e-mail stays in the outbox and goes to the log: read it there. */
async function passwordSentTo(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const line = suite.product
      .output()
      .split('\n')
      .find((entry) => entry.includes(email) && entry.includes('Senha: '));
    const match = line && /Senha: ([A-Za-z0-9_-]+)/.exec(line);
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no credentials e-mail for ${email} in the log`);
}

describe('a new shop signs up and the platform owner manages it', () => {
  it('signs up through the five steps signed out, signs in with the e-mailed password, and the owner changes its plan', async () => {
    const tag = Date.now().toString(36);
    const email = `dona.${tag}@example.com`;
    const name = `Garagem ${tag}`;
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });

    await page.goto(suite.product.baseUrl);
    await page.getByRole('link', { name: 'Comece grátis' }).click();
    await page.getByLabel(/Nome da Organização/).fill(name);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel(/Nome do Responsável/).fill('Dona Garagem');
    await page.getByLabel(/Telefone/).fill('11987654321');
    await page.getByLabel(/Email/).fill(email);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('radio', { name: /Starter/ }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel(/Nome da Instância WhatsApp/).fill('Atendimento Principal');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('7 dias grátis, depois R$ 197/mês').waitFor();
    await page.getByRole('button', { name: 'Finalizar Cadastro' }).click();
    await page.waitForURL(/\/login\?org=garagem-.*&welcome=true/, { timeout: 15_000 });

    await signIn(page, suite.product.baseUrl, email, await passwordSentTo(email));
    await page.getByRole('link', { name: 'Painel Master' }).waitFor();
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());

    await signIn(page, suite.product.baseUrl, DEMO.master);
    await page.getByRole('link', { name: 'Painel Master' }).click();
    await page.getByRole('tab', { name: 'Organizações' }).click();
    await page.getByText(name).click();
    await page.getByRole('combobox', { name: /Plano/ }).click();
    await page.getByRole('option', { name: 'Enterprise' }).click();
    await page.getByRole('button', { name: /Salvar/ }).click();
    await page.getByText('Organização atualizada').waitFor();

    await page.goto(`${suite.product.baseUrl}/master`);
    await page.getByRole('tab', { name: 'Organizações' }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Enterprise');
    await page.close();
  });
});
