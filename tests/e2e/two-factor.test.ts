import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { DEMO, e2eSuite, signIn } from './harness';

const suite = e2eSuite();

/** The authenticator app's code for `secret`, `offsetMs` from now. */
const codeOf = (secret: string, offsetMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetMs,
  });

describe('two-step verification', () => {
  it('the admin turns it on in /settings, signs out, and signs in again with a code', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, suite.product.baseUrl, DEMO.admin);
    await page
      .getByRole('link', { name: /Config/ })
      .first()
      .waitFor();
    await page.goto(`${suite.product.baseUrl}/settings`);

    await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
    await page.getByRole('img', { name: 'QR code para o aplicativo autenticador' }).waitFor();
    const keyLine = (await page.getByText(/Digite a chave no aplicativo:/).textContent()) ?? '';
    const secret = keyLine.split(':').pop()?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel('Código de 6 dígitos').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Ativar', exact: true }).click();
    const codes = page.getByRole('list', { name: 'Guarde seus códigos de recuperação' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
    await page.getByText('Ativa: ao entrar, pedimos também o código do aplicativo autenticador.').waitFor();

    await page.getByRole('button', { name: 'Sair', exact: true }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sair', exact: true }).click();
    await signIn(page, suite.product.baseUrl, DEMO.admin);
    await page.getByText('Verificação em duas etapas').waitFor();
    // The code of the next 30-second step: the one used to turn it on cannot be used again.
    await page.getByLabel('Código de 6 dígitos').fill(codeOf(secret, 30_000));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
    await page.goto(`${suite.product.baseUrl}/settings`);
    await page.getByRole('grid', { name: 'Sessões' }).getByText('Esta sessão').waitFor();
    await page.close();
  });
});
