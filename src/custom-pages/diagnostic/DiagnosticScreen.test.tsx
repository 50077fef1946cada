import { screen } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AiReadinessReport, IssueCode, ReadinessIssue } from '../../../contract/diagnostic';
import { buildFullInstance, buildPublicUser } from '../../../tests/web/builders';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { clearSession } from '../../providers/session';
import DiagnosticScreen from './DiagnosticScreen';

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

function renderDiagnostic(path: string, instances = [centro, sul]) {
  const user = signInAs('admin');
  const getList = vi.fn(async () => ({ data: instances, total: instances.length }));
  const issues = [
    issue('openai_key_missing', 'OpenAI key not configured', `/?instance=${centro.id}&dialog=settings`),
    issue('prompt_missing', 'Prompt vazio'),
    issue('whatsapp_disconnected', 'WhatsApp desconectado'),
    issue('not_replying', 'Sem respostas nas últimas 24 h'),
    issue('webhook_not_configured', 'Webhook não configurado'),
  ];
  const api = {
    aiReadiness: vi.fn(async (id: string) => report(id, 55, issues)),
    aiMetrics: vi.fn(async () => {
      throw new Error('not staged');
    }),
  } as unknown as Partial<AppDataProvider>;
  renderWithAdmin(<DiagnosticScreen />, {
    dataProvider: { getList, ...api } as unknown as DataProvider,
    authProvider: createAuthProvider({ fetch: meFetch(user) }),
    path,
  });
  return api;
}

afterEach(() => clearSession());

describe('the AI-readiness diagnostic (/diagnostic)', () => {
  it('preselects the instance of the URL and shows its score, first three issues and where to fix them', async () => {
    const api = renderDiagnostic(`/diagnostic?instanceId=${centro.id}`);
    const score = await screen.findByTestId('readiness-score', {}, { timeout: 15000 });
    expect(score).toHaveTextContent('55/100');
    expect(api.aiReadiness).toHaveBeenCalledWith(centro.id);
    expect(api.aiReadiness).not.toHaveBeenCalledWith(sul.id);
    expect(screen.getByText('OpenAI key not configured')).toBeVisible();
    expect(screen.getByText('WhatsApp desconectado')).toBeVisible();
    expect(screen.queryByText('Sem respostas nas últimas 24 h')).not.toBeInTheDocument();
    expect(screen.getByText('+2 outros problemas')).toBeVisible();
    const fix = screen.getAllByRole('link', { name: 'Corrigir' })[0] as HTMLElement;
    expect(fix).toHaveAttribute('href', `/?instance=${centro.id}&dialog=settings`);
  });

  it('picks the instances whose number contains the digits of ?phone=', async () => {
    const api = renderDiagnostic('/diagnostic?phone=1111');
    await screen.findByTestId('readiness-score', {}, { timeout: 15000 });
    expect(api.aiReadiness).toHaveBeenCalledWith(sul.id);
    expect(api.aiReadiness).not.toHaveBeenCalledWith(centro.id);
  });

  it('asks to pick instances when none is chosen', async () => {
    renderDiagnostic('/diagnostic');
    expect(
      await screen.findByText('Selecione Instâncias para Comparar', {}, { timeout: 15000 }),
    ).toBeVisible();
  });

  it('says when the organization has no instance', async () => {
    renderDiagnostic('/diagnostic', []);
    expect(await screen.findByText('Nenhuma instância encontrada', {}, { timeout: 15000 })).toBeVisible();
    expect(screen.getByText('Crie uma instância no painel para diagnosticá-la aqui.')).toBeVisible();
  });
});
