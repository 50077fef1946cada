import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, e2eSuite, signIn } from './harness';

const suite = e2eSuite();
let context: BrowserContext;

afterAll(async () => {
  await context?.close();
});

/** Live updates must arrive well inside the spec's polling periods (stats every 300 s, instances 120 s). */
const LIVE = { timeout: 10_000 };

const INSTANCE = { name: 'Vendas Seminovos Norte', phone: '5511940009911' };
const CUSTOMER = {
  number: '5511977712345',
  name: 'Marina Albuquerque',
  text: 'Oi! O Corolla 2020 ainda está à venda?',
};

/** The figure of one stats card, e.g. 'Mensagens Hoje', as a number (pt-BR groups thousands with '.'). */
async function stat(page: Page, label: string): Promise<number> {
  const figure = page
    .getByRole('region', { name: 'Estatísticas' })
    .getByRole('group', { name: label, exact: true })
    .getByText(/^\d[\d.]*$/);
  await figure.waitFor(LIVE);
  return Number((await figure.textContent())?.replace(/\D/g, ''));
}

const instanceCard = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: INSTANCE.name, exact: true }) });

describe('connecting a WhatsApp number through the simulator', () => {
  it('creates, connects and counts a customer message on the open dashboard without reloading', async () => {
    context = await suite.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
    const dashboard = await context.newPage();
    await signIn(dashboard, suite.product.baseUrl, DEMO.admin);
    await dashboard.getByRole('heading', { name: 'Dashboard de Instâncias', level: 1 }).waitFor();
    // Events sent before the socket is up would be missed; the badge says it is up.
    await dashboard.getByText('Sistema Online', { exact: true }).waitFor(LIVE);
    // A reload would drop this mark.
    await dashboard.evaluate(() => Object.assign(window, { e2eMark: true }));
    const instancesBefore = await stat(dashboard, 'Total de Instâncias');

    // New instance: the dialog closes and the QR dialog opens by itself with the QR to scan.
    await dashboard.getByRole('button', { name: 'Nova Instância' }).click();
    const form = dashboard.getByRole('dialog', { name: 'Nova Instância' });
    await form.getByLabel('Nome da instância').fill(INSTANCE.name);
    await form.getByLabel('Telefone').fill(INSTANCE.phone);
    await form.getByRole('button', { name: 'Criar Instância' }).click();
    await form.waitFor({ state: 'detached' });
    const card = instanceCard(dashboard);
    await card.getByText('WhatsApp Desconectado').waitFor();
    await expect.poll(() => stat(dashboard, 'Total de Instâncias'), LIVE).toBe(instancesBefore + 1);

    const qrDialog = dashboard.getByRole('dialog', { name: `Conectar WhatsApp — ${INSTANCE.name}` });
    await qrDialog.getByRole('img', { name: 'QR Code para conectar o WhatsApp' }).waitFor(LIVE);
    await qrDialog.getByRole('button', { name: 'Fechar' }).click();
    await qrDialog.waitFor({ state: 'detached' });

    // Opened again from the card, as a user who closed it would.
    await card.getByRole('button', { name: 'Conectar WhatsApp' }).click();
    await qrDialog.getByRole('img', { name: 'QR Code para conectar o WhatsApp' }).waitFor(LIVE);
    await qrDialog.getByText('Esta instância usa o simulador').waitFor();

    // The business's phone, in a second tab: pick the new instance and scan its QR.
    const phone = await context.newPage();
    await phone.goto(`${suite.product.baseUrl}/simulator`);
    await phone.getByRole('heading', { name: 'Simulador de WhatsApp', level: 1 }).waitFor();
    await phone.getByRole('combobox', { name: 'Instância simulada' }).click();
    await phone.getByRole('option', { name: INSTANCE.name, exact: true }).click();
    await phone.getByRole('img', { name: `QR Code da instância ${INSTANCE.name}` }).waitFor(LIVE);
    await phone.getByRole('button', { name: 'Escanear QR Code' }).click();
    await phone.getByText('QR Code escaneado').waitFor();
    await phone.getByText('Conectado', { exact: true }).waitFor();

    // The dashboard tab learns it live: success in the dialog, which then closes, and a connected card.
    await qrDialog.getByText('WhatsApp conectado! Fechando...').waitFor(LIVE);
    await dashboard
      .getByRole('alert')
      .filter({ hasText: `A instância ${INSTANCE.name} foi conectada com sucesso.` })
      .waitFor();
    await qrDialog.waitFor({ state: 'detached', timeout: 5_000 });
    await card.getByText('WhatsApp Conectado').waitFor(LIVE);
    await card.getByRole('button', { name: 'Abrir Chat' }).waitFor();
    expect(await card.getByRole('button', { name: 'Conectar WhatsApp' }).count()).toBe(0);

    const messagesBefore = await stat(dashboard, 'Mensagens Hoje');
    const chatsBefore = await stat(dashboard, 'Chats Ativos');

    // A customer never seen before writes to the number.
    await phone.getByLabel('Número do cliente').fill(CUSTOMER.number);
    await phone.getByLabel('Nome do cliente').fill(CUSTOMER.name);
    await phone.getByRole('textbox', { name: 'Mensagem' }).fill(CUSTOMER.text);
    await phone.getByRole('button', { name: 'Enviar' }).click();
    await phone.getByRole('region', { name: 'Celular do cliente' }).getByText(CUSTOMER.text).waitFor(LIVE);
    await phone.getByRole('button', { name: new RegExp(CUSTOMER.name) }).waitFor(LIVE);

    // Counted on the dashboard tab that stayed open.
    await expect.poll(() => stat(dashboard, 'Mensagens Hoje'), LIVE).toBeGreaterThan(messagesBefore);
    await expect.poll(() => stat(dashboard, 'Chats Ativos'), LIVE).toBe(chatsBefore + 1);
    expect(await dashboard.evaluate(() => 'e2eMark' in window)).toBe(true);
  });
});
