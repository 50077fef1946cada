import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDashboardDataProvider } from '../../../tests/web/dashboard/dashboardDataProvider';
import { buildDashboardInstance, buildStats } from '../../../tests/web/dashboard/fixtures';
import { renderDashboard } from '../../../tests/web/dashboard/renderDashboard';
import { installMatchMedia, PHONE_WIDTH } from '../../../tests/web/matchMedia';
import { signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import DashboardPage from './DashboardPage';

const connected = () =>
  buildDashboardInstance({ name: 'Loja Centro', phone: '5511987654321', isConnected: true, aiEnabled: true });
const disconnected = () =>
  buildDashboardInstance({
    name: 'Loja Sul',
    phone: '5521998765432',
    isConnected: false,
    aiEnabled: false,
    gateway: 'evolution',
  });

/** Stands in for the chat page: shows the query it was opened with. */
const Chat = () => <p>{`chat ${useLocation().search}`}</p>;

const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

afterEach(() => {
  vi.useRealTimers();
});

describe('dashboard states', () => {
  it('shows a loading state while the instances load', async () => {
    signInAs('admin');
    const dataProvider = createDashboardDataProvider();
    dataProvider.getList = () => new Promise(() => {});
    renderWithAdmin(<DashboardPage />, { dataProvider, path: '/dashboard' });
    expect(await screen.findByText('Carregando instâncias...')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard de Instâncias' })).toBeVisible();
  });

  it('shows the empty state with a way to create the first instance', async () => {
    renderDashboard({ instances: [] });
    expect(await screen.findByText('Nenhuma instância disponível')).toBeVisible();
    expect(screen.getByText('Crie sua primeira instância para começar.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Criar primeira instância' })).toHaveAttribute(
      'href',
      '/simple-users',
    );
    expect(screen.getByRole('link', { name: 'Gerenciar usuários' })).toHaveAttribute('href', '/simple-users');
    expect(screen.getByRole('link', { name: 'Ferramentas Avançadas' })).toHaveAttribute('href', '/tools');
    expect(screen.getByRole('button', { name: 'Nova Instância' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Simulador' })).toHaveAttribute('href', '/simulator');
  });

  it('shows every stats card, in pt-BR figures, and the fixed system card', async () => {
    renderDashboard({ instances: [connected()], stats: buildStats() });
    const stats = screen.getByRole('region', { name: 'Estatísticas' });
    expect(await within(stats).findByText('1.234')).toBeVisible();
    expect(within(stats).getByText('42,0%')).toBeVisible();
    for (const label of [
      'Total de Instâncias',
      'Chats Ativos',
      'IAs Ativas',
      'Taxa de Resposta IA',
      'Mensagens Hoje',
      'Transferidos ao Consultor',
      'Sistema',
    ]) {
      expect(within(stats).getByText(label)).toBeVisible();
    }
    expect(within(stats).getByText('Online')).toBeVisible();
  });

  it('shows a card per instance: phone, owner, IA/OFF badge, gateway and connection', async () => {
    renderDashboard({ instances: [connected(), disconnected()] });
    await screen.findByRole('heading', { name: 'Loja Centro' });
    const centro = cardOf('Loja Centro');
    expect(within(centro).getByText('+55 (11) 98765-4321')).toBeVisible();
    expect(within(centro).getByText('Responsável: Ana Souza')).toBeVisible();
    expect(within(centro).getByText('IA')).toBeVisible();
    expect(within(centro).getByText('Simulador')).toBeVisible();
    expect(within(centro).getByText('WhatsApp Conectado')).toBeVisible();
    expect(within(centro).getByRole('button', { name: 'Abrir Chat' })).toBeVisible();
    expect(within(centro).queryByRole('button', { name: 'Conectar WhatsApp' })).not.toBeInTheDocument();

    const sul = cardOf('Loja Sul');
    expect(within(sul).getByText('OFF')).toBeVisible();
    expect(within(sul).getByText('Evolution API')).toBeVisible();
    expect(within(sul).getByText('WhatsApp Desconectado')).toBeVisible();
    expect(within(sul).getByRole('button', { name: 'Conectar WhatsApp' })).toBeVisible();
    expect(within(sul).getByRole('button', { name: 'Excluir Loja Sul' })).toBeVisible();
  });

  it("shows 'Erro ao carregar estatísticas' once the 3 retries (1 s, 2 s, 4 s) failed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const getStats = vi.fn().mockRejectedValue(new Error('500: fora do ar'));
    renderDashboard({ instances: [connected()] }, { stage: (api) => (api.getStats = getStats) });
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 3_900);
    expect(screen.queryByText('Erro ao carregar estatísticas')).not.toBeInTheDocument();
    expect(getStats).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(200);
    expect(await screen.findByText('Erro ao carregar estatísticas')).toBeVisible();
    expect(getStats).toHaveBeenCalledTimes(4);
  });

  it("shows the 'Sistema Online' badge only while the live socket is connected", async () => {
    renderDashboard({ instances: [] }, { online: true });
    expect(await screen.findByText('Sistema Online')).toBeVisible();
  });

  it("has no 'Sistema Online' badge while the socket is down", async () => {
    renderDashboard({ instances: [] }, { online: false });
    await screen.findByText('Nenhuma instância disponível');
    expect(screen.queryByText('Sistema Online')).not.toBeInTheDocument();
  });

  it("uses the short title 'Dashboard' on a phone", async () => {
    installMatchMedia(PHONE_WIDTH);
    renderDashboard({ instances: [connected()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  it("offers 'Nova Instância' to admins only", async () => {
    renderDashboard({ instances: [] }, { role: 'vendedor' });
    await screen.findByText('Nenhuma instância disponível');
    expect(screen.queryByRole('button', { name: 'Nova Instância' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Simulador' })).not.toBeInTheDocument();
  });
});

describe("dashboard 'Abrir Chat'", () => {
  it('is refused while the instance is disconnected', async () => {
    renderDashboard({ instances: [disconnected()] });
    await screen.findByRole('heading', { name: 'Loja Sul' });
    await userEvent.click(within(cardOf('Loja Sul')).getByRole('button', { name: 'Abrir Chat' }));
    expect(await screen.findByText('Instância Desconectada')).toBeVisible();
    expect(screen.getByText('Conecte a instância antes de abrir o chat')).toBeVisible();
  });

  it('opens /whatsapp?instance={id} for a connected instance', async () => {
    const instance = connected();
    signInAs('admin');
    renderWithAdmin(
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/whatsapp" element={<Chat />} />
      </Routes>,
      { dataProvider: createDashboardDataProvider({ instances: [instance] }), path: '/dashboard' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir Chat' }));
    expect(await screen.findByText(`chat ?instance=${instance.id}`)).toBeVisible();
  });
});
