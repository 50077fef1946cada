import { describe, expect, it } from 'vitest';
import { DEMO, e2eSuite, openFromHeader, signIn } from './harness';

const suite = e2eSuite();

describe('a new shop signs up and the platform owner manages it', () => {
  it('signs up through the five steps signed out, sets the password by the one-time link (no SMTP), signs in, and the owner changes its plan', async () => {
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
    // The product runs without SMTP_URL: the wizard shows the owner's set-password link instead.
    const link = page.getByLabel('Link para definir a senha');
    await link.waitFor({ timeout: 15_000 });
    expect(await link.inputValue()).toContain('/reset-password?token=');
    await page.getByRole('link', { name: 'Definir senha agora' }).click();
    await page.getByLabel('Nova senha', { exact: true }).fill('garagem-2026');
    await page.getByLabel('Confirme a nova senha').fill('garagem-2026');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await page.getByText('Senha definida! Agora entre com o seu e-mail e a nova senha.').waitFor();

    await signIn(page, suite.product.baseUrl, email, 'garagem-2026');
    await page.getByRole('button', { name: 'Sair', exact: true }).waitFor();
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());

    await signIn(page, suite.product.baseUrl, DEMO.master);
    await openFromHeader(page, 'Painel Master');
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
