import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  findLoadedDialog,
  openSection,
  renderSettings,
} from '../../../../tests/web/dashboard/settings/renderSettings';
import { buildAiConfig, buildSettingsView } from '../../../../tests/web/dashboard/settings/settingsFixtures';
import { jsonResponse } from '../../../../tests/web/session';

describe('system settings dialog: API keys in clear text (spec 1 §6)', () => {
  it('lets an admin show the keys, with a warning to hide them again', async () => {
    const { server } = renderSettings({ role: 'admin' });
    const dialog = await findLoadedDialog();
    const key = within(dialog).getByLabelText('Chave da API');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mostrar chaves' }));
    await waitFor(() => expect(key).toHaveValue('sk-proj-clear-wxyz'));
    expect(key).toHaveAttribute('type', 'text');
    expect(
      within(dialog).getByText('As chaves estão visíveis. Oculte-as novamente depois de conferir.'),
    ).toBeVisible();
    expect(server.callsTo('GET', '/ai-config/keys')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Ocultar chaves' }));
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveValue('sk-p****************wxyz');
    expect(within(dialog).queryByText(/As chaves estão visíveis/)).not.toBeInTheDocument();
  });

  it('gives a vendedor no way to show the keys', async () => {
    const { server } = renderSettings({ role: 'vendedor' });
    const dialog = await findLoadedDialog();
    expect(within(dialog).getByLabelText('Chave da API')).toHaveAttribute('type', 'password');
    expect(within(dialog).queryByRole('button', { name: 'Mostrar chaves' })).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/ai-config/keys')).toHaveLength(0);
  });
});

describe('system settings dialog: voice test (spec 1 §4)', () => {
  const openAudio = async () => {
    const rendered = renderSettings({
      stage: (server) =>
        server.answer('GET', '/ai-config', () =>
          jsonResponse(
            200,
            buildAiConfig('x', { audioResponseEnabled: true, audioVoice: 'nova', audioSpeed: 1.25 }),
          ),
        ),
    });
    const dialog = await findLoadedDialog();
    await openSection(dialog, 'Áudio');
    return { ...rendered, dialog };
  };

  it('plays the sample the server speaks in the chosen voice and speed', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { server, dialog } = await openAudio();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Testar voz' }));
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(play.mock.contexts[0]).toHaveProperty('src', 'data:audio/mpeg;base64,SUQzBA==');
    expect(server.callsTo('POST', '/test-voice')[0]?.body).toEqual({ voice: 'nova', speed: 1.25 });
    expect(within(dialog).queryByRole('link', { name: 'Baixar áudio do teste' })).not.toBeInTheDocument();
  });

  it('downloads the sample when the browser blocks playback', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(
      new DOMException('blocked', 'NotAllowedError'),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { dialog } = await openAudio();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Testar voz' }));
    const link = await within(dialog).findByRole('link', { name: 'Baixar áudio do teste' });
    expect(link).toHaveAttribute('download', 'teste-voz-nova.mp3');
    expect(link).toHaveAttribute('href', 'data:audio/mpeg;base64,SUQzBA==');
    expect(click).toHaveBeenCalledTimes(1);
    expect(click.mock.contexts[0]).toHaveProperty('download', 'teste-voz-nova.mp3');
  });

  it("shows 'Erro no Teste de Áudio' when the server cannot speak", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server, dialog } = await openAudio();
    server.answer('POST', '/test-voice', () =>
      jsonResponse(502, { error: 'ai_unavailable', message: 'OpenAI não respondeu' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Testar voz' }));
    expect(await screen.findByText('Erro no Teste de Áudio')).toBeVisible();
    expect(screen.getByText('OpenAI não respondeu')).toBeVisible();
  });
});

describe('system settings dialog: AI restart and scraping switch', () => {
  it('restarts the AI only after the user confirms', async () => {
    const { server } = renderSettings();
    const dialog = await findLoadedDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reiniciar IA' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reiniciar a IA?' });
    expect(server.callsTo('POST', '/ai/restart')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(server.callsTo('POST', '/ai/restart')).toHaveLength(0);

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Reiniciar IA' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Reiniciar a IA?' })).getByRole('button', {
        name: 'Reiniciar',
      }),
    );
    expect(await screen.findByText('IA REINICIADA COM SUCESSO')).toBeVisible();
    expect(server.callsTo('POST', '/ai/restart')).toHaveLength(1);
  });

  it("shows 'ERRO - Falha ao Reiniciar IA' when the restart fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSettings({
      stage: (server) =>
        server.answer('POST', '/ai/restart', () =>
          jsonResponse(500, { error: 'internal', message: 'Falhou' }),
        ),
    });
    const dialog = await findLoadedDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reiniciar IA' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Reiniciar a IA?' })).getByRole('button', {
        name: 'Reiniciar',
      }),
    );
    expect(await screen.findByText('ERRO - Falha ao Reiniciar IA')).toBeVisible();
  });

  it('saves the scraping switch at once and turns it back when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server } = renderSettings();
    const dialog = await findLoadedDialog();
    await openSection(dialog, 'Scraping');
    const toggle = within(dialog).getByRole('switch', { name: 'Ler o site e usar como conhecimento da IA' });
    server.answer('PATCH', '/scraping/config', () =>
      jsonResponse(400, { error: 'validation_failed', message: 'URL do site é obrigatória' }),
    );
    await userEvent.click(toggle);
    expect(await screen.findByText('Erro ao Salvar Scraping')).toBeVisible();
    expect(screen.getByText('URL do site é obrigatória')).toBeVisible();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(server.callsTo('PATCH', '/scraping/config')[0]?.body).toEqual({
      scrapingEnabled: true,
      scrapingUrl: null,
      scrapingSchedule: 'hourly',
    });
  });

  it('shows how the last reading of the site went, and the next one once switched on', async () => {
    const { server } = renderSettings({
      stage: (api) =>
        api.answer('GET', '/settings', () =>
          jsonResponse(
            200,
            buildSettingsView('x', {
              scrapingUrl: 'https://10.0.0.8/estoque',
              scraping: {
                status: 'failed',
                error: 'endereço não permitido: 10.0.0.8 não é um endereço público',
                lastFetchedAt: '2025-03-10T13:00:00.000Z',
                characters: 0,
                nextRunAt: null,
              },
            }),
          ),
        ),
    });
    const dialog = await findLoadedDialog();
    await openSection(dialog, 'Scraping');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      /A última leitura, em .+, falhou: endereço não permitido: 10\.0\.0\.8 não é um endereço público\./,
    );

    server.answer('PATCH', '/scraping/config', () =>
      jsonResponse(200, {
        success: true,
        scrapingEnabled: true,
        scrapingUrl: 'https://loja.com.br/estoque',
        scrapingSchedule: 'hourly',
        scraping: {
          status: 'ok',
          error: null,
          lastFetchedAt: '2025-03-10T13:00:00.000Z',
          characters: 12345,
          nextRunAt: '2025-03-10T14:00:00.000Z',
        },
      }),
    );
    await userEvent.click(
      within(dialog).getByRole('switch', { name: 'Ler o site e usar como conhecimento da IA' }),
    );
    expect(
      await within(dialog).findByText(/Última leitura em .+: 12\.345 caracteres\. Próxima leitura em .+\./),
    ).toBeVisible();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
