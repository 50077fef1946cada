import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebhookRecord, WebhookStatusResponse } from '../../../contract/monitor';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { clearSession } from '../../providers/session';
import WebhookMonitorScreen from './WebhookMonitorScreen';

const INSTANCE_ID = '00000000-0000-4000-8000-0000000000a1';

const status: WebhookStatusResponse = {
  status: {
    activeMonitoring: 1,
    totalProcessed: 1234,
    retentionDays: 30,
    last24Hours: [
      {
        instanceId: INSTANCE_ID,
        instanceName: 'Loja Centro',
        instancePhone: '5511987654321',
        webhooks: 42,
        aiResponses: 30,
        failures: 2,
      },
    ],
  },
};

const record: WebhookRecord = {
  id: '00000000-0000-4000-8000-0000000000b1',
  webhookId: 'wh-7781',
  instanceId: INSTANCE_ID,
  instanceName: 'Loja Centro',
  instancePhone: '5511987654321',
  event: 'messages.upsert',
  contactNumber: '5511912345678',
  startTimestamp: '2026-11-25T13:00:00.000Z',
  totalProcessingTime: 184,
  finalOutcome: 'no_ai_response',
  aiDecision: {
    shouldRespond: false,
    reason: 'outside_schedule',
    aiEnabled: true,
    conversationAiActive: true,
  },
  steps: [
    { step: 'normalise', status: 'success', timestamp: '2026-11-25T13:00:00.010Z' },
    {
      step: 'decide',
      status: 'info',
      timestamp: '2026-11-25T13:00:00.050Z',
      details: { reason: 'outside_schedule' },
    },
  ],
  isTest: false,
};

function renderMonitor(options: { records?: WebhookRecord[]; failStatus?: boolean } = {}) {
  const user = signInAs('admin');
  const getList = vi.fn(async () => ({
    data: options.records ?? [record],
    total: (options.records ?? [record]).length,
  }));
  const api = {
    monitorStatus: vi.fn(async () => {
      if (options.failStatus) throw new Error('HTTP 500');
      return status;
    }),
    monitorComparison: vi.fn(async () => ({
      comparison: {
        referenceInstanceId: INSTANCE_ID,
        statistics: [],
        differences: [],
        commonFailurePoints: { specificToOneInstance: [], shared: [] },
        hourly: [],
      },
    })),
    monitorTest: vi.fn(async () => ({ success: true, message: 'Evento de teste processado' })),
  } as unknown as Partial<AppDataProvider>;
  renderWithAdmin(<WebhookMonitorScreen />, {
    dataProvider: { getList, ...api } as unknown as DataProvider,
    authProvider: createAuthProvider({ fetch: meFetch(user) }),
    path: '/webhook-monitor',
  });
  return { api, getList };
}

afterEach(() => clearSession());

describe('the webhook monitor (/webhook-monitor)', () => {
  it('shows the cards, the records, and the decision and steps of the one clicked', async () => {
    const { getList } = renderMonitor();
    expect(await screen.findByText('Last 24h · Loja Centro', {}, { timeout: 15000 })).toBeVisible();
    expect(screen.getByText('1.234')).toBeVisible();
    const cell = await screen.findByText('No AI Response', {}, { timeout: 15000 });
    expect(getList).toHaveBeenCalledWith(
      'admin/webhook-monitor',
      expect.objectContaining({ sort: { field: 'startTimestamp', order: 'DESC' } }),
    );
    const row = cell.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('184 ms')).toBeVisible();
    expect(within(row).getByText('✗ outside_schedule')).toBeVisible();
    fireEvent.click(within(row).getByText('5511912345678'));
    expect(await screen.findByText('ID: wh-7781')).toBeVisible();
    expect(screen.getByText('shouldRespond: false')).toBeVisible();
    const steps = screen.getByRole('list', { name: 'Steps' });
    expect(within(steps).getByText(/normalise/)).toBeVisible();
    expect(within(steps).getByText(/decide/)).toBeVisible();
    expect(
      screen.getByText('Os registros são mantidos por 30 dias e depois apagados automaticamente.'),
    ).toBeVisible();
  });

  it('sends a test event through the chosen instance', async () => {
    const { api } = renderMonitor();
    fireEvent.click(await screen.findByRole('button', { name: 'Test Webhook' }, { timeout: 15000 }));
    await waitFor(() =>
      expect(api.monitorTest).toHaveBeenCalledWith({ instanceId: INSTANCE_ID, testType: 'monitoring_test' }),
    );
    expect(await screen.findByText('Teste enviado')).toBeVisible();
  });

  it('says when there are no records, and when the monitor cannot be loaded', async () => {
    renderMonitor({ records: [], failStatus: true });
    expect(
      await screen.findByText('No webhook monitoring data available', {}, { timeout: 15000 }),
    ).toBeVisible();
    expect(
      await screen.findByText(
        'Não foi possível carregar o monitor. Tente novamente em instantes.',
        {},
        { timeout: 15000 },
      ),
    ).toBeVisible();
  });
});
