import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanStatus } from '../../../contract/master';
import type { PlanFeature, PlanKey } from '../../../contract/plans';
import type {
  ReportName,
  ReportQuery,
  ReportRebuildBody,
  ReportRebuildStatusQuery,
  ReportResponses,
} from '../../../contract/reports';
import { createInMemoryDataProvider } from '../../../tests/web/inMemoryDataProvider';
import { buildEmptyReports, buildReports } from '../../../tests/web/reports/fixtures';
import { jsonResponse, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import ReportsPage from './ReportsPage';

type Answer = (name: ReportName, query: ReportQuery) => Promise<unknown>;

function renderReports(answer: Answer, role: 'admin' | 'vendedor' = 'admin', extra: object = {}) {
  signInAs(role);
  const calls: Array<{ name: ReportName; query: ReportQuery }> = [];
  const dataProvider = {
    ...createInMemoryDataProvider(),
    getReport: (name: ReportName, query: ReportQuery) => {
      calls.push({ name, query });
      return answer(name, query);
    },
    ...extra,
  };
  renderWithAdmin(<ReportsPage />, { dataProvider, path: '/relatorios' });
  return calls;
}

const answerWith =
  (reports: ReportResponses): Answer =>
  async (name) =>
    reports[name];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Sunday 16 March 2025, noon in São Paulo.
  vi.setSystemTime(new Date('2025-03-16T15:00:00Z'));
  // The shop's plan includes the reports unless a test says otherwise.
  vi.stubGlobal('fetch', async () =>
    jsonResponse(200, buildPlanStatus('professional', ['advanced_reports'])),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const buildPlanStatus = (plan: PlanKey, features: PlanFeature[]): PlanStatus => ({
  plan,
  subscriptionStatus: 'active',
  trialEndsAt: null,
  nextPaymentAt: null,
  usage: { instances: 1, users: 2, messagesThisMonth: 10 },
  limits: { maxInstances: 2, maxUsers: 5, maxMessagesPerMonth: 5000 },
  messageLimitReached: false,
  features,
});

describe('reports page', () => {
  it('shows every block with its figures, the last 7 São Paulo days by default', async () => {
    const calls = renderReports(answerWith(buildReports()));
    expect(await screen.findByText('Vendidos: 1')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
    expect(screen.getByText('Clientes sem resposta: 1')).toBeVisible();
    expect(screen.getByText('Sem Resposta')).toBeVisible();
    expect(screen.getByText('57,1%')).toBeVisible();
    expect(screen.getAllByText('Bruno Lima').length).toBeGreaterThan(0);
    expect(screen.getByText('Total no período: 7')).toBeVisible();
    // The figures come from the daily ones the server keeps: the page says when they were computed.
    const note = await screen.findByText(/^Números dos dias anteriores calculados em/);
    expect(note.textContent).toBe(
      'Números dos dias anteriores calculados em 17/03/25, 01:00; os de hoje são calculados agora.',
    );
    expect(calls.find((call) => call.name === 'funnel')?.query).toMatchObject({
      from: '2025-03-10',
      to: '2025-03-16',
    });
  });

  it('shows where the leads came from: response time, visits, conversion and costs in the table', async () => {
    const user = userEvent.setup();
    renderReports(answerWith(buildReports()));
    await screen.findByText('Vendidos: 1');
    const sources = screen.getByRole('region', { name: 'Origem dos leads' });
    await user.click(within(sources).getByRole('button', { name: 'Tabela' }));
    expect(await within(sources).findByRole('gridcell', { name: 'OLX' })).toBeVisible();
    expect(within(sources).getByRole('gridcell', { name: 'Portal' })).toBeVisible();
    expect(within(sources).getByRole('gridcell', { name: /R\$\s450,00/ })).toBeVisible();
    expect(within(sources).getByRole('gridcell', { name: /R\$\s450,50/ })).toBeVisible();
    expect(within(sources).getByRole('gridcell', { name: '40 s' })).toBeVisible();
    expect(within(sources).getByRole('gridcell', { name: '3 min 20 s' })).toBeVisible();
    expect(within(sources).getByRole('gridcell', { name: '33,3%' })).toBeVisible();
    expect(within(sources).getByRole('gridcell', { name: /R\$\s300,00/ })).toBeVisible();
    expect(within(sources).getByRole('gridcell', { name: /R\$\s225,25/ })).toBeVisible();
    expect(within(sources).getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });

  it('captions the AI-qualification percentages with what they are a share of', async () => {
    renderReports(answerWith(buildReports()));
    const funnel = await screen.findByRole('region', { name: 'Funil' });
    await within(funnel).findByText('Vendidos: 1');
    const caption = within(funnel).getByText('Percentual dos leads de cada qualificação que foram vendidos.');
    expect(caption).toBeVisible();
    // The caption stays when the same figures are shown as a table.
    await userEvent.click(within(funnel).getAllByRole('button', { name: 'Tabela' })[1] as HTMLElement);
    expect(
      within(funnel).getByText('Percentual dos leads de cada qualificação que foram vendidos.'),
    ).toBeVisible();
  });

  it('shows the funnel as a table on demand, and asks again when the period changes', async () => {
    const user = userEvent.setup();
    const calls = renderReports(answerWith(buildReports()));
    await screen.findByText('Vendidos: 1');
    const funnel = screen.getByRole('region', { name: 'Funil' });
    await user.click(within(funnel).getAllByRole('button', { name: 'Tabela' })[0] as HTMLElement);
    expect(await within(funnel).findByRole('gridcell', { name: 'Conversas iniciadas' })).toBeVisible();
    expect(within(funnel).getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();

    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    await user.click(await screen.findByRole('option', { name: 'Mês passado' }));
    await waitFor(() =>
      expect(calls.some((call) => call.query.from === '2025-02-01' && call.query.to === '2025-02-28')).toBe(
        true,
      ),
    );
  });

  it('shows the appointments block: totals, show rate, by source and no-shows per seller', async () => {
    const user = userEvent.setup();
    const calls = renderReports(answerWith(buildReports()));
    const block = await screen.findByRole('region', { name: 'Agendamentos' });
    expect(await within(block).findByText('Taxa de comparecimento')).toBeVisible();
    expect(within(block).getByText('50%')).toBeVisible();
    expect(within(block).getByText('Cancelados: 1')).toBeVisible();
    expect(calls.find((call) => call.name === 'appointments')?.query).toMatchObject({
      from: '2025-03-10',
      to: '2025-03-16',
    });
    const [bySource, bySeller] = within(block).getAllByRole('button', { name: 'Tabela' });
    await user.click(bySource as HTMLElement);
    expect(await within(block).findByRole('gridcell', { name: 'IA' })).toBeVisible();
    expect(within(block).getByRole('gridcell', { name: 'Equipe' })).toBeVisible();
    await user.click(bySeller as HTMLElement);
    expect(await within(block).findByRole('gridcell', { name: 'Bruno Lima' })).toBeVisible();
    expect(within(block).getByRole('gridcell', { name: '33,3%' })).toBeVisible();
    expect(within(block).getByRole('gridcell', { name: 'Sem vendedor' })).toBeVisible();
  });

  it('shows the visit steps in the funnel', async () => {
    const user = userEvent.setup();
    renderReports(answerWith(buildReports()));
    await screen.findByText('Vendidos: 1');
    const funnel = screen.getByRole('region', { name: 'Funil' });
    await user.click(within(funnel).getAllByRole('button', { name: 'Tabela' })[0] as HTMLElement);
    const scheduled = await within(funnel).findByRole('gridcell', { name: 'Visita agendada' });
    expect(
      within(scheduled.closest('[role="row"]') as HTMLElement).getByRole('gridcell', { name: '4' }),
    ).toBeVisible();
    const visited = within(funnel).getByRole('gridcell', { name: 'Compareceu' });
    expect(
      within(visited.closest('[role="row"]') as HTMLElement).getByRole('gridcell', { name: '75%' }),
    ).toBeVisible();
  });

  it('says so when the period has nothing', async () => {
    renderReports(answerWith(buildEmptyReports()));
    expect(await screen.findByText('Todos os clientes do período foram respondidos.')).toBeVisible();
    expect(screen.getByText('Total no período: 0')).toBeVisible();
    const visits = screen.getByRole('region', { name: 'Agendamentos' });
    expect(await within(visits).findByText('Nenhum agendamento no período.')).toBeVisible();
  });

  it('shows a failed block with the reason and a retry, the others still shown', async () => {
    const reports = buildReports();
    renderReports(async (name) => {
      if (name === 'ai') throw new HttpError('500: Erro interno do servidor', 500, { error: 'internal' });
      return reports[name];
    });
    // A server error is asked again once before the block gives up.
    expect(
      await screen.findByText(
        /Não foi possível carregar este bloco: 500: Erro interno/,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    expect(screen.getByText('Vendidos: 1')).toBeVisible();
  });

  it('is locked on the Starter plan and names the plan that unlocks it', async () => {
    renderReports(async () => {
      throw new HttpError('403: Relatórios avançados…', 403, { error: 'plan_limit', message: 'x' });
    });
    expect(await screen.findByText('Relatórios avançados')).toBeVisible();
    expect(screen.getByText(/Faça upgrade para o plano Professional/)).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Período' })).toBeNull();
  });

  it("asks nothing of a Starter shop's reports: the plan's upsell shows instead", async () => {
    let answerPlan: () => void = () => {};
    const planRead = new Promise<void>((resolve) => {
      answerPlan = resolve;
    });
    const plan = vi.fn(async (input: RequestInfo | URL) => {
      await planRead;
      return String(input).endsWith('/api/organization/plan')
        ? jsonResponse(200, buildPlanStatus('starter', []))
        : jsonResponse(404, {});
    });
    vi.stubGlobal('fetch', plan);
    const calls = renderReports(answerWith(buildReports()));
    // Until the plan is known the page says it is loading, and asks for nothing.
    expect(await screen.findByText('Carregando relatório...')).toBeVisible();
    answerPlan();
    expect(await screen.findByText('Relatórios avançados')).toBeVisible();
    expect(screen.getByText(/Faça upgrade para o plano Professional/)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toEqual([]);
    expect(plan).toHaveBeenCalled();
  });

  it('asks for the reports once the plan includes them', async () => {
    const calls = renderReports(answerWith(buildReports()));
    expect(await screen.findByText('Vendidos: 1')).toBeVisible();
    expect(new Set(calls.map((call) => call.name)).size).toBe(8);
  });

  it('tells a seller the figures are its own and offers no seller filter', async () => {
    renderReports(answerWith(buildReports()), 'vendedor');
    expect(await screen.findByText('Você vê apenas os seus números.')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Vendedor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recalcular' })).toBeNull();
  });

  it('lets an admin recompute the period, shows the days done meanwhile and the new time after', async () => {
    const user = userEvent.setup();
    const QUEUED_AT = '2025-03-16T15:00:00.000Z';
    let current = buildReports();
    const rebuilds: ReportRebuildBody[] = [];
    const statuses = [
      { days: 7, built: 3, done: false },
      { days: 7, built: 7, done: true },
    ];
    const asked: ReportRebuildStatusQuery[] = [];
    renderReports(async (name) => current[name], 'admin', {
      rebuildReports: async (body: ReportRebuildBody) => {
        rebuilds.push(body);
        return { queued: true, queuedAt: QUEUED_AT };
      },
      getReportRebuildStatus: async (query: ReportRebuildStatusQuery) => {
        asked.push(query);
        const status = statuses[Math.min(asked.length - 1, statuses.length - 1)];
        if (status?.done) {
          // The job has rebuilt the days: the blocks now carry the new time.
          const fresh = buildReports();
          for (const report of [fresh.funnel, fresh['response-times'], fresh.ai, fresh.sellers]) {
            report.aggregatedAt = QUEUED_AT;
          }
          current = fresh;
        }
        return status;
      },
    });
    await screen.findByText(/^Números dos dias anteriores calculados em 17\/03\/25, 01:00/);
    await user.click(screen.getByRole('button', { name: 'Recalcular' }));
    expect(await screen.findByText('Recalculando os números do período: 3 de 7 dias')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Recalcular' })).toHaveAttribute('aria-valuenow', '43');
    expect(screen.getByRole('button', { name: 'Recalcular' })).toBeDisabled();
    expect(rebuilds).toEqual([{ from: '2025-03-10', to: '2025-03-16' }]);
    expect(asked[0]).toEqual({ from: '2025-03-10', to: '2025-03-16', since: QUEUED_AT });
    expect(
      await screen.findByText(
        'Números dos dias anteriores calculados em 16/03/25, 12:00; os de hoje são calculados agora.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Recalcular' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Recalcular' })).toBeEnabled();
  });
});
