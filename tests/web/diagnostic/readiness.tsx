import type { ReactElement } from 'react';
import type { DataProvider } from 'react-admin';
import type { AiReadinessReport, IssueCode, ReadinessIssue } from '../../../contract/diagnostic';
import { createAuthProvider } from '../../../src/providers/authProvider';
import { buildFullInstance, buildPublicUser } from '../builders';
import { meFetch, signInAs } from '../session';
import { renderWithAdmin } from '../TestApp';

/**
 * What the AI-readiness screens (`/diagnostic`, `/logslogs`) are tested with: two numbers of one
 * shop, a readiness issue and report as the server words them, and the screen rendered for a
 * signed-in admin with the data provider's calls the test stages.
 */

export const owner = buildPublicUser({ role: 'admin' });
export const centro = buildFullInstance(owner, { name: 'Loja Centro', phone: '5511987654321' });
export const sul = buildFullInstance(owner, { name: 'Loja Sul', phone: '5511911112222' });

export const issue = (code: IssueCode, message: string, link = '/'): ReadinessIssue => ({
  code,
  message,
  action: `Resolva: ${message}`,
  link,
  quickFix: null,
  penalty: 10,
});

export const report = (instanceId: string, score: number, issues: ReadinessIssue[]): AiReadinessReport => ({
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

/** Renders a screen at `path` for a signed-in admin, reading through the staged provider calls. */
export function renderAsAdmin(screen: ReactElement, path: string, calls: Record<string, unknown>): void {
  const user = signInAs('admin');
  renderWithAdmin(screen, {
    dataProvider: calls as unknown as DataProvider,
    authProvider: createAuthProvider({ fetch: meFetch(user) }),
    path,
  });
}
