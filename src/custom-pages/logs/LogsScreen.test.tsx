import { fireEvent, screen, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AiReadinessReport, IssueCode, ReadinessIssue } from '../../../contract/diagnostic';
import type { LogEntry } from '../../../contract/logs';
import { buildFullInstance, buildPublicUser } from '../../../tests/web/builders';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { clearSession } from '../../providers/session';
import LogsScreen from './LogsScreen';

const owner = buildPublicUser({ role: 'admin' });
const centro = buildFullInstance(owner, { name: 'Loja Centro', phone: '5511987654321' });
const sul = buildFullInstance(owner, { name: 'Loja Sul', phone: '5511911112222' });

const issue = (code: IssueCode, message: string, link = '/'): ReadinessIssue => ({
  code,
  message,
  action: `Resolva: ${message}`,
  link,
  quickFix: null,
  penalty: 10,
});

const report = (instanceId: string, score: number, issues: ReadinessIssue[]): AiReadinessReport => ({
  instanceId,
  instanceName: 'Loja Centro',
  phone: '5511987654321',
  overallStatus: {
    readinessScore: score,
    isFullyReady: issues.length === 0,
    criticalIssues: issues.map((item) => item.message),
    recommendations: [],
  },
  issues,
  coreValidation: {
    details: { aiEnabled: true, hasPrompt: true, hasBikerHubConfig: true, hasApiKey: false },
  },
  conversationAnalysis: {
    stats: { total: 12, aiActive: 9, aiInactive: 3, humanTakenOver: 2, automaticallyPaused: 1 },
  },
  configuration: {
    systemSettings: {
      globalAiEnabled: true,
      globalFollowupEnabled: true,
      spamFilterEnabled: false,
      autoLeadEnabled: true,
      organizationAiEnabled: true,
    },
    bikerHub: {
      gateway: 'simulator',
      isConnected: true,
      reachable: true,
      hasWebhookUrl: true,
      hasEvolutionApiKey: false,
      hasApiToken: false,
      bikerHubEnabled: true,
    },
    aiProvider: {
      hasOpenAIKey: false,
      hasGeminiKey: false,
      hasAnthropicKey: false,
      currentProvider: 'openai',
      modelName: 'gpt-4o-mini',
    },
  },
});

const line: LogEntry = {
  id: 7,
  timestamp: '2026-11-25T13:00:00.000Z',
  level: 'error',
  category: 'whatsapp',
  message: 'Mensagem (ai) não enviada: número desconectado',
  instanceId: sul.id,
  instanceName: 'Loja Sul',
  metadata: null,
};

function renderLogs() {
  const user = signInAs('admin');
  const getList = vi.fn(async (resource: string) =>
    resource === 'instances' ? { data: [centro, sul], total: 2 } : { data: [line], total: 1 },
  );
  const api = {
    aiReadiness: vi.fn(async (id: string) =>
      id === centro.id
        ? { ...report(id, 100, []), instanceName: 'Loja Centro' }
        : {
            ...report(id, 60, [issue('openai_key_missing', 'OpenAI key not configured')]),
            instanceName: 'Loja Sul',
          },
    ),
    aiMetrics: vi.fn(async () => {
      throw new Error('not staged');
    }),
  } as unknown as Partial<AppDataProvider>;
  renderWithAdmin(<LogsScreen />, {
    dataProvider: { getList, ...api } as unknown as DataProvider,
    authProvider: createAuthProvider({ fetch: meFetch(user) }),
    path: '/logslogs',
  });
  return getList;
}

afterEach(() => clearSession());

describe('logs and comparison (/logslogs)', () => {
  it('sums up the instances, names the reference, and lists the stored log lines', async () => {
    const getList = renderLogs();
    expect(
      await screen.findByText('Instância de referência: Loja Centro', {}, { timeout: 15000 }),
    ).toBeVisible();
    const working = screen.getByText('Instâncias funcionando').parentElement as HTMLElement;
    expect(within(working).getByText('1')).toBeVisible();
    const broken = screen.getByText('Instâncias com problemas').parentElement as HTMLElement;
    expect(within(broken).getByText('1')).toBeVisible();

    fireEvent.click(screen.getByRole('tab', { name: 'Logs Detalhados' }));
    expect(
      await screen.findByText('Mensagem (ai) não enviada: número desconectado', {}, { timeout: 15000 }),
    ).toBeVisible();
    expect(getList).toHaveBeenCalledWith(
      'admin/logs',
      expect.objectContaining({ sort: { field: 'timestamp', order: 'DESC' } }),
    );
  });
});
