import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, signInAs } from '../../../tests/web/session';
import { createFakeSettingsServer } from '../../../tests/web/settings/fakeSettingsServer';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { SettingsScreen } from './SettingsPage';

const open = (options: Parameters<typeof createFakeSettingsServer>[0] = {}) => {
  signInAs(options.canEdit === false ? 'vendedor' : 'admin');
  const server = createFakeSettingsServer(options);
  vi.stubGlobal('fetch', server.fetch);
  renderWithAdmin(<SettingsScreen />, { path: '/settings' });
  return server;
};

const switchOf = (name: string) => screen.getByRole('switch', { name });

describe('System settings page', () => {
  it('shows every control with the page defaults, admins’ 2FA not required', async () => {
    open();
    expect(await screen.findByRole('switch', { name: 'IA Global' })).toBeChecked();
    expect(switchOf('Backup Automático Diário')).toBeChecked();
    expect(switchOf('Modo Debug')).not.toBeChecked();
    for (const name of ['Notificações por Email', 'Alertas WhatsApp', 'Alertas do Sistema', 'Animações']) {
      expect(switchOf(name)).toBeChecked();
    }
    expect(switchOf('Tema Escuro')).not.toBeChecked();
    expect(switchOf('Modo Compacto')).not.toBeChecked();
    const requireTwoFactor = screen.getByRole('switch', { name: /Exigir 2FA de administradores/ });
    expect(requireTwoFactor).not.toBeChecked();
    expect(requireTwoFactor).toBeEnabled();
    expect(screen.getByLabelText('Timeout de Sessão (minutos)')).toHaveValue(30);
    expect(screen.getByLabelText('IPs Permitidos')).toHaveValue('');
    expect(screen.getByText('Nenhum backup foi feito ainda.')).toBeInTheDocument();
    expect(screen.getByText('Versão: 0.1.0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Central de Chat/ })).toHaveAttribute('href', '/whatsapp');
  });

  it('refuses a session timeout outside 5 to 480 on its field instead of saving another value', async () => {
    const server = open();
    const user = userEvent.setup();
    const timeout = await screen.findByLabelText('Timeout de Sessão (minutos)');
    await user.clear(timeout);
    await user.type(timeout, '1000');
    await user.click(screen.getByRole('button', { name: 'Salvar Configurações' }));

    expect(await screen.findByText('Timeout de sessão deve estar entre 5 e 480 minutos')).toBeInTheDocument();
    expect(timeout).toHaveValue(1000);
    expect(timeout).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Configurações salvas com sucesso!')).not.toBeInTheDocument();
    expect(server.writes().filter((call) => call.path === '/api/settings')).toEqual([]);
  });

  it('saves on the server', async () => {
    const server = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Modo Debug' }));
    await user.click(switchOf('IA Global'));
    const timeout = screen.getByLabelText('Timeout de Sessão (minutos)');
    await user.clear(timeout);
    await user.type(timeout, '480');
    await user.click(screen.getByRole('button', { name: 'Salvar Configurações' }));

    expect(await screen.findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    const put = server.writes().find((call) => call.path === '/api/settings');
    expect(put?.body).toMatchObject({ debugMode: true, globalAiEnabled: false, sessionTimeout: 480 });
    const preferences = server.writes().find((call) => call.path === '/api/user/preferences');
    expect(preferences?.body).toEqual({ darkMode: false, compactMode: false, animations: true });
  });

  it('an empty session timeout falls back to 30', async () => {
    const server = open();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Timeout de Sessão (minutos)'));
    await user.click(screen.getByRole('button', { name: 'Salvar Configurações' }));
    await screen.findByText('Configurações salvas com sucesso!');
    expect(server.writes().find((call) => call.path === '/api/settings')?.body).toMatchObject({
      sessionTimeout: 30,
    });
  });

  it('refuses a line that is not an IP network before sending, and shows the server refusing a lockout', async () => {
    const server = open();
    const user = userEvent.setup();
    const ips = await screen.findByLabelText('IPs Permitidos');
    await user.type(ips, 'escritório');
    await user.click(screen.getByRole('button', { name: 'Salvar Configurações' }));
    expect(
      await screen.findByText(/IP ou rede inválida em IPs permitidos: "escritório"/),
    ).toBeInTheDocument();
    expect(server.writes().filter((call) => call.path === '/api/settings')).toEqual([]);

    const lockout =
      'A lista de IPs permitidos não inclui o endereço de onde você está salvando (198.51.100.7)';
    server.answer('PUT', '/api/settings', () =>
      jsonResponse(400, {
        error: 'validation_error',
        message: lockout,
        details: [{ field: 'allowedIps', message: lockout }],
      }),
    );
    await user.clear(ips);
    await user.type(ips, '203.0.113.0/24');
    await user.click(screen.getByRole('button', { name: 'Salvar Configurações' }));
    const alerts = await screen.findAllByText(lockout, { exact: false });
    expect(alerts.length).toBeGreaterThan(0);
    expect(screen.getByText('Erro ao salvar configurações')).toBeInTheDocument();
  });

  it('is read-only for sellers, who still save their own appearance', async () => {
    const server = open({ canEdit: false });
    const user = userEvent.setup();
    expect(await screen.findByText(/Somente administradores/)).toBeInTheDocument();
    expect(switchOf('IA Global')).toBeDisabled();
    await user.click(switchOf('Tema Escuro'));
    await user.click(screen.getByRole('button', { name: 'Salvar Configurações' }));
    await screen.findByText('Configurações salvas com sucesso!');
    expect(server.writes().map((call) => call.path)).toEqual(['/api/user/preferences']);
    expect(server.writes()[0]?.body).toMatchObject({ darkMode: true });
  });

  it('says when the last backup ran and lets an admin download it', async () => {
    open({ lastBackupAt: '2025-03-10T06:00:00.000Z' });
    const section = (await screen.findByText(/Último backup:/)).closest('div') as HTMLElement;
    expect(
      within(section.parentElement as HTMLElement).getByRole('button', { name: 'Baixar último backup' }),
    ).toBeEnabled();
    await waitFor(() => expect(screen.getByText(/10\/03\/2025/)).toBeInTheDocument());
  });
});
