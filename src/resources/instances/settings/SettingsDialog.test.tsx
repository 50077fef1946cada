import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  findLoadedDialog,
  renderSettings,
  SETTINGS_DIALOG_NAME,
} from '../../../../tests/web/dashboard/settings/renderSettings';
import { buildAiConfig, buildSettingsView } from '../../../../tests/web/dashboard/settings/settingsFixtures';
import { jsonResponse } from '../../../../tests/web/session';

describe('system settings dialog: opening', () => {
  it("opens from the instance card's settings button with the server's values", async () => {
    renderSettings({
      dashboardOnly: true,
      stage: (server) => {
        server.answer('GET', '/ai-config', () =>
          jsonResponse(
            200,
            buildAiConfig('x', {
              provider: 'gemini',
              model: 'gemini-1.5-pro',
              temperature: 0.9,
              prompt: 'Você é a Bia.',
            }),
          ),
        );
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Configurações de Loja Sul' }));
    const dialog = await findLoadedDialog();
    expect(within(dialog).getByRole('combobox', { name: 'Provedor de IA' })).toHaveTextContent(
      'Google Gemini',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Modelo' })).toHaveTextContent('gemini-1.5-pro');
    expect(within(dialog).getByLabelText('Temperatura')).toHaveValue(0.9);
    expect(within(dialog).getByLabelText('Prompt (instruções da IA)')).toHaveValue('Você é a Bia.');
    // The key stays as the server masked it, hidden like a password.
    const key = within(dialog).getByLabelText('Chave da API');
    expect(key).toHaveValue('sk-p****************wxyz');
    expect(key).toHaveAttribute('type', 'password');
  });

  it('shows the saved behaviour and follow-up settings in their sections', async () => {
    renderSettings({
      stage: (server) => {
        server.answer('GET', '/settings', () =>
          jsonResponse(
            200,
            buildSettingsView('x', {
              typingSeconds: 7,
              maxFollowUps: 2,
              followUpMessage2: 'Ainda pensando no Onix?',
            }),
          ),
        );
      },
    });
    const dialog = await findLoadedDialog();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Comportamento' }));
    expect(within(dialog).getByLabelText('Tempo digitando (segundos)')).toHaveValue(7);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Follow-up' }));
    expect(within(dialog).getByLabelText('Mensagem do follow-up 2')).toHaveValue('Ainda pensando no Onix?');
  });

  it('says so when the settings cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSettings({
      stage: (server) => {
        server.answer('GET', '/settings', () =>
          jsonResponse(500, { error: 'internal', message: 'Banco indisponível' }),
        );
      },
    });
    const dialog = await screen.findByRole('dialog', { name: SETTINGS_DIALOG_NAME });
    expect(
      await within(dialog).findByText('Erro ao carregar configurações', {}, { timeout: 8_000 }),
    ).toBeVisible();
    expect(within(dialog).getByText('Banco indisponível')).toBeVisible();
  });

  it('covers the whole screen on a phone', async () => {
    const { installMatchMedia, PHONE_WIDTH } = await import('../../../../tests/web/matchMedia');
    installMatchMedia(PHONE_WIDTH);
    renderSettings();
    const dialog = await findLoadedDialog();
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: SETTINGS_DIALOG_NAME })).not.toBeInTheDocument(),
    );
  });
});
