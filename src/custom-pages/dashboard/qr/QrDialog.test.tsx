import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDashboardInstance, buildQr, QR_DATA_URL } from '../../../../tests/web/dashboard/fixtures';
import { renderDashboard } from '../../../../tests/web/dashboard/renderDashboard';

const offline = (overrides = {}) =>
  buildDashboardInstance({ name: 'Loja Sul', isConnected: false, gateway: 'evolution', ...overrides });
const qrPath = (id: string) => `/dashboard?dialog=qr&id=${id}`;
const findDialog = () => screen.findByRole('dialog', { name: 'Conectar WhatsApp — Loja Sul' });

afterEach(() => {
  vi.useRealTimers();
});

describe('QR dialog display states', () => {
  it('opens from its link and says when the instance is already connected', async () => {
    const instance = offline({ isConnected: true });
    const { dataProvider } = renderDashboard({ instances: [instance] }, { path: qrPath(instance.id) });
    const fetchQr = vi.spyOn(dataProvider, 'fetchInstanceQr');
    const dialog = await findDialog();
    expect(await within(dialog).findByText('WhatsApp já está conectado')).toBeVisible();
    expect(fetchQr).not.toHaveBeenCalled();
  });

  it('shows the real QR as an image', async () => {
    const instance = offline();
    renderDashboard({ instances: [instance], qr: buildQr() }, { path: qrPath(instance.id) });
    const dialog = await findDialog();
    const image = await within(dialog).findByRole('img', { name: 'QR Code para conectar o WhatsApp' });
    expect(image).toHaveAttribute('src', QR_DATA_URL);
  });

  it('offers the token configuration when the provider token expired', async () => {
    const instance = offline();
    const qr = buildQr({
      success: false,
      qrCode: null,
      tokenStatus: 'expired',
      requiresNewToken: true,
      message: 'Token da Evolution API recusado',
    });
    renderDashboard({ instances: [instance], qr }, { path: qrPath(instance.id) });
    const dialog = await findDialog();
    expect(await within(dialog).findByText('Token do provedor expirado')).toBeVisible();
    expect(within(dialog).getByText('Token da Evolution API recusado')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Configurar Token' }));
    expect(await screen.findByRole('dialog', { name: 'Configurar Token do Provedor' })).toBeVisible();
  });

  it('offers the token configuration when the provider refuses to create instances', async () => {
    const instance = offline();
    const qr = buildQr({
      success: false,
      qrCode: null,
      tokenStatus: null,
      error: 'gateway_not_configured',
      message: 'A Evolution API não está configurada.',
    });
    renderDashboard({ instances: [instance], qr }, { path: qrPath(instance.id) });
    const dialog = await findDialog();
    expect(await within(dialog).findByText('Sem permissão para criar instâncias')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Configurar Token' })).toBeVisible();
  });

  it("shows the service's message when it failed (success false)", async () => {
    const instance = offline();
    const qr = buildQr({
      success: false,
      qrCode: null,
      tokenStatus: null,
      message: 'Evolution API fora do ar',
    });
    renderDashboard({ instances: [instance], qr }, { path: qrPath(instance.id) });
    const dialog = await findDialog();
    expect(await within(dialog).findByText('Falha ao gerar QR Code')).toBeVisible();
    expect(within(dialog).getByText('Evolution API fora do ar')).toBeVisible();
  });

  it("shows 'Aguardando QR Code...' while there is no QR yet, and keeps asking", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const instance = offline({ gateway: 'simulator' });
    const qr = buildQr({ qrCode: null, isTemporary: true, message: 'Gerando o QR Code… aguarde' });
    const { dataProvider } = renderDashboard({ instances: [instance], qr }, { path: qrPath(instance.id) });
    const fetchQr = vi.spyOn(dataProvider, 'fetchInstanceQr');
    const dialog = await findDialog();
    expect(await within(dialog).findByText('Aguardando QR Code...')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Abrir Simulador' })).toHaveAttribute(
      'href',
      `/simulator?instance=${instance.id}`,
    );
    const calls = fetchQr.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(fetchQr.mock.calls.length).toBeGreaterThan(calls);
  });

  it('treats a refused QR call (403) as missing permission', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const instance = offline();
    renderDashboard(
      { instances: [instance] },
      {
        path: qrPath(instance.id),
        stage: (api) => {
          api.fetchInstanceQr = vi
            .fn()
            .mockRejectedValue(new HttpError('403: Sem permissão', 403, { message: 'Sem permissão' }));
        },
      },
    );
    const dialog = await findDialog();
    expect(await within(dialog).findByText('Sem permissão para criar instâncias')).toBeVisible();
  });
});

describe('QR dialog polling', () => {
  it('polls the instance every 15 s and sync-status every 10 s; once connected, toasts and closes 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const instance = offline();
    const { dataProvider } = renderDashboard({ instances: [instance] }, { path: qrPath(instance.id) });
    const getOne = vi.spyOn(dataProvider, 'getOne');
    const sync = vi.spyOn(dataProvider, 'syncInstanceStatus');
    const dialog = await findDialog();
    await within(dialog).findByRole('img', { name: 'QR Code para conectar o WhatsApp' });
    const [instanceCalls, syncCalls] = [getOne.mock.calls.length, sync.mock.calls.length];

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(sync.mock.calls.length).toBe(syncCalls + 1);
    expect(getOne.mock.calls.length).toBe(instanceCalls);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(getOne.mock.calls.length).toBe(instanceCalls + 1);

    // The phone scans: the next sync-status (10 s after the last one) sees it connected.
    dataProvider.setInstance(instance.id, { isConnected: true });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText('A instância Loja Sul foi conectada com sucesso.')).toBeVisible();
    expect(within(dialog).getByText('WhatsApp conectado! Fechando...')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.getByRole('dialog', { name: 'Conectar WhatsApp — Loja Sul' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Conectar WhatsApp — Loja Sul' })).not.toBeInTheDocument(),
    );
  });
});
