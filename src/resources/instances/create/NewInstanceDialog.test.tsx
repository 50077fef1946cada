import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildQr } from '../../../../tests/web/dashboard/fixtures';
import { renderDashboard } from '../../../../tests/web/dashboard/renderDashboard';

const PATH = '/dashboard?dialog=new-instance';

afterEach(() => {
  vi.useRealTimers();
});

const fill = async (user: ReturnType<typeof userEvent.setup>, name: string, phone: string) => {
  const dialog = await screen.findByRole('dialog', { name: 'Nova Instância' });
  if (name) await user.type(within(dialog).getByLabelText('Nome da instância'), name);
  if (phone) await user.type(within(dialog).getByLabelText('Telefone'), phone);
  await user.click(within(dialog).getByRole('button', { name: 'Criar Instância' }));
  return dialog;
};

describe('new instance dialog', () => {
  it("opens from 'Nova Instância' and shows the phone hint", async () => {
    renderDashboard({ instances: [] });
    await userEvent.click(await screen.findByRole('button', { name: 'Nova Instância' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Instância' });
    expect(
      within(dialog).getByText(
        'Código do país 55 + DDD + número (13 dígitos para celular). Ex.: 5511987654321',
      ),
    ).toBeVisible();
  });

  it('requires name and phone after trimming', async () => {
    const { dataProvider } = renderDashboard({ instances: [] }, { path: PATH });
    const create = vi.spyOn(dataProvider, 'create');
    const dialog = await fill(userEvent.setup(), '   ', '5511987654321');
    expect(await screen.findByText('Campos Obrigatórios')).toBeVisible();
    expect(screen.getByText('Por favor, preencha todos os campos')).toBeVisible();
    expect(create).not.toHaveBeenCalled();
    expect(dialog).toBeVisible();
  });

  it("shows 'Falha ao criar instância' with the server's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDashboard(
      { instances: [] },
      {
        path: PATH,
        stage: (api) => {
          api.create = vi.fn().mockRejectedValue(
            new HttpError('402: Limite do plano atingido', 402, {
              error: 'plan_limit',
              message: 'Limite do plano atingido',
            }),
          );
        },
      },
    );
    await fill(userEvent.setup(), 'Loja Norte', '5531987654321');
    expect(await screen.findByText('Falha ao criar instância')).toBeVisible();
    expect(screen.getByText('Limite do plano atingido')).toBeVisible();
  });

  it('after a creation fetches the QR 2.5 s later and opens the QR dialog 1 s after that', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let createdAt = 0;
    let fetchedAt = 0;
    const { dataProvider } = renderDashboard(
      { instances: [], qr: buildQr() },
      {
        path: PATH,
        stage: (api) => {
          const create = api.create;
          const fetchQr = api.fetchInstanceQr;
          api.create = vi.fn(async (resource, params) => {
            const created = await create(resource, params);
            createdAt = Date.now();
            return created;
          });
          api.fetchInstanceQr = vi.fn(async (id: string) => {
            fetchedAt = Date.now();
            return fetchQr(id);
          });
        },
      },
    );

    await fill(user, '  Loja Norte ', ' 5531987654321 ');
    expect(dataProvider.create).toHaveBeenCalledWith('instances', {
      data: { name: 'Loja Norte', phone: '5531987654321' },
    });
    expect(await screen.findByText('Instância Criada')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(dataProvider.fetchInstanceQr).toHaveBeenCalledOnce();
    // Real time also moves the fake clock a little, hence a window rather than an exact instant.
    expect(fetchedAt - createdAt).toBeGreaterThanOrEqual(2_500);
    expect(fetchedAt - createdAt).toBeLessThan(2_700);

    await act(() => vi.advanceTimersByTimeAsync(Math.max(0, fetchedAt + 800 - Date.now())));
    expect(screen.queryByRole('dialog', { name: /^Conectar WhatsApp/ })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(400));
    const qrDialog = await screen.findByRole('dialog', { name: 'Conectar WhatsApp — Loja Norte' });
    expect(within(qrDialog).getByRole('img', { name: 'QR Code para conectar o WhatsApp' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Nova Instância' })).not.toBeInTheDocument();
  });

  it('names the provider when the QR could not be generated, and opens no dialog', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const qr = buildQr({
      success: false,
      qrCode: null,
      tokenStatus: null,
      message: 'Evolution API fora do ar',
    });
    renderDashboard({ instances: [], qr }, { path: PATH });
    await fill(user, 'Loja Norte', '5531987654321');
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(await screen.findByText('Erro BikerHub Evolution')).toBeVisible();
    expect(screen.getByText('Falha ao gerar QR Code: Evolution API fora do ar')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('creates an official Cloud API number with its ids and secrets, and starts no QR sequence', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderDashboard({ instances: [] }, { path: PATH });
    const create = vi.spyOn(dataProvider, 'create');
    const fetchQr = vi.spyOn(dataProvider, 'fetchInstanceQr');
    const dialog = await screen.findByRole('dialog', { name: 'Nova Instância' });
    await user.click(within(dialog).getByRole('radio', { name: 'WhatsApp oficial (Cloud API)' }));
    expect(within(dialog).queryByLabelText('Telefone')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nome da instância'), 'Vendas Oficial');
    await user.type(within(dialog).getByLabelText('Phone number ID'), '106540352242922');
    await user.type(within(dialog).getByLabelText('WhatsApp Business Account ID'), '102290129340398');
    await user.type(within(dialog).getByLabelText('Token de acesso'), 'EAAG-token');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Instância' }));
    expect(await screen.findByText('Campos Obrigatórios')).toBeVisible();
    expect(create).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Chave secreta do app'), 'app-secret-123');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Instância' }));
    expect(create).toHaveBeenCalledWith('instances', {
      data: {
        name: 'Vendas Oficial',
        provider: 'cloud',
        phoneNumberId: '106540352242922',
        wabaId: '102290129340398',
        accessToken: 'EAAG-token',
        appSecret: 'app-secret-123',
      },
    });
    expect(await screen.findByText('Número oficial conectado')).toBeVisible();
    expect(fetchQr).not.toHaveBeenCalled();
  });
});
