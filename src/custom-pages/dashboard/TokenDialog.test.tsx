import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardDataProvider } from '../../../tests/web/dashboard/dashboardDataProvider';
import { buildDashboardInstance } from '../../../tests/web/dashboard/fixtures';
import { renderDashboard } from '../../../tests/web/dashboard/renderDashboard';

const openTokenDialog = async (
  stage?: (api: DashboardDataProvider) => void,
  path = '/dashboard?dialog=token',
) => {
  const { dataProvider } = renderDashboard({ instances: [] }, { path, stage });
  const dialog = await screen.findByRole('dialog', { name: 'Configurar Token do Provedor' });
  return { dataProvider, dialog };
};

const submitCredentials = async (dialog: HTMLElement) => {
  await userEvent.type(within(dialog).getByLabelText('Token'), 'tok-123');
  await userEvent.type(within(dialog).getByLabelText('API Key'), 'key-456');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Token' }));
};

describe('token configuration dialog', () => {
  it('opens from the instance card for an admin, and is not offered to a seller', async () => {
    const instance = buildDashboardInstance({ name: 'Loja Sul', isConnected: true });
    renderDashboard({ instances: [instance] });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Configurar token do provedor (Loja Sul)' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Configurar Token do Provedor' })).toBeVisible();
    cleanup();
    renderDashboard({ instances: [instance] }, { role: 'vendedor' });
    await screen.findByRole('heading', { name: 'Loja Sul' });
    expect(screen.queryByRole('button', { name: /Configurar token do provedor/ })).not.toBeInTheDocument();
  });

  it('keeps the submit button disabled until both token and API key are filled', async () => {
    const { dialog } = await openTokenDialog();
    const submit = within(dialog).getByRole('button', { name: 'Salvar Token' });
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText('Token e API Key são obrigatórios')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Token'), 'tok-123');
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('API Key'), '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('API Key'), 'key-456');
    expect(submit).toBeEnabled();
    expect(within(dialog).queryByText('Token e API Key são obrigatórios')).not.toBeInTheDocument();
  });

  it('sends the credentials and, opened from the QR dialog, goes back to it', async () => {
    const instance = buildDashboardInstance({ name: 'Loja Sul', isConnected: false });
    const { dataProvider } = renderDashboard(
      { instances: [instance] },
      { path: `/dashboard?dialog=token&id=${instance.id}` },
    );
    const update = vi.spyOn(dataProvider, 'updateGatewayToken');
    const dialog = await screen.findByRole('dialog', { name: 'Configurar Token do Provedor' });
    await submitCredentials(dialog);
    expect(update).toHaveBeenCalledWith({ token: 'tok-123', apikey: 'key-456' });
    expect(await screen.findByText('Token Configurado')).toBeVisible();
    expect(await screen.findByRole('dialog', { name: 'Conectar WhatsApp — Loja Sul' })).toBeVisible();
  });

  it("shows 'Token Inválido' with the server's error when the provider refuses the key", async () => {
    const { dialog } = await openTokenDialog((api) => {
      api.updateGatewayToken = vi.fn().mockResolvedValue({
        success: false,
        instances: 0,
        error: 'Chave recusada pela Evolution',
        message: '',
      });
    });
    await submitCredentials(dialog);
    expect(await screen.findByText('Token Inválido')).toBeVisible();
    expect(screen.getByText('Chave recusada pela Evolution')).toBeVisible();
    expect(dialog).toBeVisible();
  });

  it("falls back to 'Token ou API Key inválidos' when the server names no error", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog } = await openTokenDialog((api) => {
      api.updateGatewayToken = vi.fn().mockRejectedValue(new HttpError('502: Bad Gateway', 502, null));
    });
    await submitCredentials(dialog);
    expect(await screen.findByText('Token Inválido')).toBeVisible();
    expect(screen.getByText('Token ou API Key inválidos')).toBeVisible();
  });

  it("shows 'Erro ao configurar token. Tente novamente.' when the network fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog } = await openTokenDialog((api) => {
      api.updateGatewayToken = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    });
    await submitCredentials(dialog);
    expect(await screen.findByText('Erro ao configurar token. Tente novamente.')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Salvar Token' })).toBeEnabled());
  });
});
