import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  findLoadedDialog,
  openSection,
  renderSettings,
  SETTINGS_DIALOG_NAME,
  saveSettings,
} from '../../../../tests/web/dashboard/settings/renderSettings';
import { buildAiConfig } from '../../../../tests/web/dashboard/settings/settingsFixtures';
import { jsonResponse, TEST_TOKEN } from '../../../../tests/web/session';
import { TOKEN_KEY } from '../../../providers/session';

/** Replaces a field's text the way a paste would, in one change. */
const retype = async (input: HTMLElement, text: string) => {
  await userEvent.clear(input);
  if (text) await userEvent.paste(text);
};

describe('system settings dialog: saving (spec 1 §4, §5)', () => {
  it('saves the AI config, then the settings, then the scraping config', async () => {
    const { server } = renderSettings();
    const dialog = await findLoadedDialog();
    await retype(within(dialog).getByLabelText('Temperatura'), '1.2');
    await openSection(dialog, 'Comportamento');
    // A blank number goes back to its default (spec 1 §9: 30 s).
    await retype(within(dialog).getByLabelText('Espera antes de responder (segundos)'), '');
    await openSection(dialog, 'Follow-up');
    await retype(within(dialog).getByLabelText('Máximo de follow-ups'), '2');
    await openSection(dialog, 'Scraping');
    await retype(within(dialog).getByLabelText('Endereço do site'), 'https://loja.com.br/estoque');
    await saveSettings(dialog);

    expect(await screen.findByText('Configurações Salvas')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: SETTINGS_DIALOG_NAME })).not.toBeInTheDocument(),
    );
    const writes = server.writes();
    expect(writes.map((call) => `${call.method} ${call.path.replace(server.base, '')}`)).toEqual([
      'POST /ai-config',
      'PATCH /settings',
      'PATCH /scraping/config',
    ]);
    const [aiConfig, settings, scraping] = writes.map((call) => call.body);
    expect(aiConfig).toMatchObject({ provider: 'openai', model: 'gpt-4o-mini', temperature: 1.2, topP: 1 });
    // The masked key the server sent is not sent back.
    expect(aiConfig).not.toHaveProperty('apiKey');
    expect(aiConfig).not.toHaveProperty('qualificationApiKey');
    expect(settings).toMatchObject({ responseSeconds: 30, maxFollowUps: 2, typingSeconds: 3 });
    expect(scraping).toEqual({
      scrapingEnabled: false,
      scrapingUrl: 'https://loja.com.br/estoque',
      scrapingSchedule: 'hourly',
    });
  });

  it('sends a key only when a new one was typed', async () => {
    const { server } = renderSettings();
    const dialog = await findLoadedDialog();
    await retype(within(dialog).getByLabelText('Chave da API'), 'sk-nova-chave');
    await saveSettings(dialog);
    await screen.findByText('Configurações Salvas');
    expect(server.callsTo('POST', '/ai-config')[0]?.body).toMatchObject({ apiKey: 'sk-nova-chave' });
  });

  it("sends the provider's base URL that was typed, trimmed", async () => {
    const { server } = renderSettings();
    const dialog = await findLoadedDialog();
    const baseUrl = within(dialog).getByLabelText('URL base da API (opcional)');
    expect(baseUrl).toHaveValue('');
    await retype(baseUrl, ' https://llm.loja.com.br/v1 ');
    await saveSettings(dialog);
    await screen.findByText('Configurações Salvas');
    expect(server.callsTo('POST', '/ai-config')[0]?.body).toMatchObject({
      baseUrl: 'https://llm.loja.com.br/v1',
    });
  });

  it('clears a stored base URL when the field is emptied', async () => {
    const { server } = renderSettings({
      stage: (api) =>
        api.answer('GET', '/ai-config', () =>
          jsonResponse(200, buildAiConfig('x', { baseUrl: 'https://proxy.loja.com.br/v1' })),
        ),
    });
    const dialog = await findLoadedDialog();
    const baseUrl = within(dialog).getByLabelText('URL base da API (opcional)');
    expect(baseUrl).toHaveValue('https://proxy.loja.com.br/v1');
    await retype(baseUrl, '');
    await saveSettings(dialog);
    await screen.findByText('Configurações Salvas');
    expect(server.callsTo('POST', '/ai-config')[0]?.body).toMatchObject({ baseUrl: null });
  });

  it("shows 'Erro ao Salvar' with the server's message and stops there", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server } = renderSettings({
      stage: (api) =>
        api.answer('PATCH', '/settings', () =>
          jsonResponse(400, {
            error: 'validation_failed',
            message: 'Telefone do consultor deve ter entre 10 e 15 dígitos',
          }),
        ),
    });
    const dialog = await findLoadedDialog();
    await saveSettings(dialog);
    expect(await screen.findByText('Erro ao Salvar')).toBeVisible();
    expect(screen.getByText('Telefone do consultor deve ter entre 10 e 15 dígitos')).toBeVisible();
    expect(server.callsTo('PATCH', '/scraping/config')).toHaveLength(0);
    expect(dialog).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Salvar Configurações' })).toBeEnabled(),
    );
  });

  it("shows 'Sessão Expirada' and drops the token when the session is over", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSettings({
      stage: (api) =>
        api.answer('POST', '/ai-config', () =>
          jsonResponse(401, { error: 'unauthorized', message: 'Token inválido' }),
        ),
    });
    const dialog = await findLoadedDialog();
    expect(localStorage.getItem(TOKEN_KEY)).toBe(TEST_TOKEN);
    await saveSettings(dialog);
    expect(await screen.findByText('Sessão Expirada')).toBeVisible();
    expect(screen.getByText('Sua sessão expirou. Faça login novamente.')).toBeVisible();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("treats an 'Access token required' answer as an expired session too", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSettings({
      stage: (api) =>
        api.answer('PATCH', '/settings', () =>
          jsonResponse(403, { error: 'forbidden', message: 'Access token required' }),
        ),
    });
    const dialog = await findLoadedDialog();
    await saveSettings(dialog);
    expect(await screen.findByText('Sessão Expirada')).toBeVisible();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
