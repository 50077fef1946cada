import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FailedMessage, PlaygroundResponse } from '../../../contract/tools';
import { buildInstance } from '../../../tests/web/builders';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { httpErrorFrom } from '../../providers/httpError';
import { clearSession } from '../../providers/session';
import ToolsScreen from './ToolsScreen';

const instance = buildInstance({ name: 'Loja Centro', phone: '5511987654321' });

const failed = (overrides: Partial<FailedMessage> = {}): FailedMessage => ({
  id: '00000000-0000-4000-8000-00000000f001',
  conversationId: '00000000-0000-4000-8000-00000000c001',
  instanceId: instance.id,
  instanceName: 'Loja Centro',
  contactNumber: '5511912345678',
  contactName: 'Marcos',
  origin: 'ai',
  content: 'Temos o Corolla 2019 por R$ 98.500',
  error: 'O número está desconectado',
  timestamp: '2026-11-25T13:00:00.000Z',
  ...overrides,
});

const playground: PlaygroundResponse = {
  answer: 'Temos sim! O *Toyota Corolla XEi 2019/2019*, prata, com 54.000 km, está por *R$ 98.500*.',
  parts: ['Temos sim! O *Toyota Corolla XEi 2019/2019*, prata, com 54.000 km, está por *R$ 98.500*.'],
  error: null,
  provider: 'demo',
  model: 'demo',
  demoReason: 'missing_api_key',
  decision: {
    shouldRespond: false,
    reason: 'outside_schedule',
    switches: {
      organizationAiEnabled: true,
      instanceAiEnabled: true,
      aiConfigActive: true,
      instanceGlobalAiEnabled: true,
      enableAutoResponse: true,
      aiScheduleEnabled: true,
    },
  },
  prompt: {
    system: 'Você é o vendedor da Auto Center Paulista.\n## Veículos do estoque',
    messages: [{ role: 'user', content: 'tem corola?' }],
    temperature: 0.7,
    topP: 1,
  },
  stock: {
    match: 'exact',
    vehicles: [{ id: 'v1', car: 'Toyota Corolla XEi 2019/2019', price: 98500, km: 54000, color: 'Prata' }],
  },
  durationMs: 12,
};

function renderTools(options: { rows?: FailedMessage[]; role?: 'admin' | 'vendedor' } = {}) {
  const user = signInAs(options.role ?? 'admin');
  let rows = options.rows ?? [failed()];
  const getList = vi.fn(async (resource: string) => {
    if (resource === 'instances') return { data: [instance], total: 1 };
    if (resource === 'failed-messages') return { data: rows, total: rows.length };
    return { data: [], total: 0 };
  });
  const api = {
    tryPrompt: vi.fn(async () => playground),
    resendMessages: vi.fn(async (ids: readonly string[]) => {
      rows = rows.filter((row) => !ids.includes(row.id));
      return {
        sent: ids.length,
        failed: 0,
        skipped: 0,
        results: ids.map((id) => ({
          messageId: id,
          resentMessageId: `${id}-new`,
          status: 'sent' as const,
          error: null,
        })),
      };
    }),
    resyncWebhook: vi.fn(),
    replayWebhook: vi.fn(),
  } as unknown as Partial<AppDataProvider>;
  renderWithAdmin(<ToolsScreen />, {
    dataProvider: { getList, ...api } as unknown as DataProvider,
    authProvider: createAuthProvider({ fetch: meFetch(user) }),
    path: '/tools',
  });
  return { api, getList };
}

afterEach(() => clearSession());

describe('the tools page (/tools)', () => {
  it('tries a customer message against the instance and shows answer, decision, stock and prompt', async () => {
    const { api } = renderTools();
    const form = await screen.findByRole('form', { name: 'Testar a IA (playground)' }, { timeout: 15000 });
    await waitFor(() => expect(within(form).getByRole('combobox')).toHaveTextContent('Loja Centro'));
    const send = within(form).getByRole('button', { name: 'Testar resposta' });
    expect(send).toBeDisabled();
    fireEvent.change(within(form).getByLabelText('Mensagem do cliente'), {
      target: { value: 'tem corola?' },
    });
    fireEvent.click(send);

    expect(await within(form).findByText(/está por \*R\$ 98\.500\*/)).toBeVisible();
    expect(api.tryPrompt).toHaveBeenCalledWith(instance.id, { message: 'tem corola?' });
    expect(within(form).getByText('Enviada em 1 mensagem')).toBeVisible();
    expect(within(form).getByText(/sem chave de API configurada/)).toBeVisible();
    expect(
      within(form).getByText('A IA não responderia agora: fora do horário de funcionamento da IA.'),
    ).toBeVisible();
    expect(within(form).getByText(/Toyota Corolla XEi 2019\/2019 · R\$\s98\.500/)).toBeVisible();
    fireEvent.click(within(form).getByText('Prompt enviado ao modelo'));
    expect(await within(form).findByText(/Auto Center Paulista/)).toBeVisible();
  });

  it('re-sends the selected failed messages and refreshes the list', async () => {
    const { api } = renderTools({
      rows: [failed(), failed({ id: '00000000-0000-4000-8000-00000000f002', content: 'Oi de novo' })],
    });
    const row = (
      await screen.findByText('Temos o Corolla 2019 por R$ 98.500', {}, { timeout: 15000 })
    ).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('O número está desconectado')).toBeVisible();
    expect(within(row).getByText('IA')).toBeVisible();
    fireEvent.click(within(row).getByRole('checkbox'));
    const other = screen.getByText('Oi de novo').closest('[role="row"]') as HTMLElement;
    fireEvent.click(within(other).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar selecionadas (2)' }));
    await waitFor(() =>
      expect(api.resendMessages).toHaveBeenCalledWith([failed().id, '00000000-0000-4000-8000-00000000f002']),
    );
    expect(await screen.findByText('2 reenviada(s), 0 com nova falha')).toBeVisible();
    expect(
      await screen.findByText('Nenhuma mensagem com falha. Tudo foi entregue ao WhatsApp.'),
    ).toBeVisible();
  });

  it('re-sends one message from its row', async () => {
    const { api } = renderTools();
    const row = (
      await screen.findByText('Temos o Corolla 2019 por R$ 98.500', {}, { timeout: 15000 })
    ).closest('[role="row"]') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(api.resendMessages).toHaveBeenCalledWith([failed().id]));
    expect(await screen.findByText('Mensagem reenviada')).toBeVisible();
  });

  it('says when nothing failed', async () => {
    renderTools({ rows: [] });
    expect(
      await screen.findByText(
        'Nenhuma mensagem com falha. Tudo foi entregue ao WhatsApp.',
        {},
        { timeout: 15000 },
      ),
    ).toBeVisible();
  });

  it('is closed to sellers', async () => {
    renderTools({ role: 'vendedor' });
    expect(
      await screen.findByText(
        'Esta página está disponível apenas para administradores.',
        {},
        { timeout: 15000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Testar a IA (playground)' })).not.toBeInTheDocument();
  });

  it('tells how to make an event replayable when the server kept no content to replay', async () => {
    const { api } = renderTools();
    // The server's answer for a processed event received with the debug mode off.
    const refusal = new Response(
      JSON.stringify({
        error: 'not_replayable',
        message: 'Este evento foi processado sem guardar o conteúdo.',
      }),
      { status: 409, headers: { 'Content-Type': 'application/json' } },
    );
    vi.mocked(api.replayWebhook as (id: string) => Promise<unknown>).mockRejectedValue(
      await httpErrorFrom(refusal),
    );
    fireEvent.change(await screen.findByLabelText('ID do webhook (do monitor)', {}, { timeout: 15000 }), {
      target: { value: ' 00000000-0000-4000-8000-0000000000aa ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar evento' }));

    expect(await screen.findByText('Não foi possível reenviar o evento')).toBeVisible();
    expect(screen.getByText(/Ative o Modo Debug em Configurações e envie a mensagem de novo/)).toBeVisible();
    expect(screen.queryByText(/409/)).not.toBeInTheDocument();
    expect(api.replayWebhook).toHaveBeenCalledWith('00000000-0000-4000-8000-0000000000aa');
  });
});
