import type { FastifyInstance } from 'fastify';
import type { AiMetrics, AiReadinessReport } from '../../../contract/diagnostic';
import { resolveSettings } from '../../engine/config';
import { GatewayError } from '../../gateways/errors';
import { gatewayForInstance, readSecret } from '../../gateways/resolve';
import { type AuthContext, isAdmin } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import * as facts from './facts';
import { findIssues, readinessScore } from './issues';

/**
 * GET /api/instances/:id/ai-readiness and /ai-metrics: computed from the instance's configuration,
 * its conversations and messages, and what our gateway answers now. Read-only.
 */

const HOUR_MS = 60 * 60_000;
export const METRICS_WINDOW_HOURS = 24;
/** A webhook seen within this window proves the gateway reaches us. */
const WEBHOOK_EVIDENCE_MS = 7 * 24 * HOUR_MS;

/** Providers that answer without a key of the tenant. */
const KEYLESS_PROVIDERS = new Set(['demo']);

async function loadOrThrow(app: FastifyInstance, actor: AuthContext, id: string) {
  const row = await facts.loadInstanceFacts(
    app.db,
    actor.organizationId,
    id,
    isAdmin(actor) ? undefined : actor.userId,
  );
  if (!row) throw notFound('Instância não encontrada');
  return row;
}

/** What the gateway says now: reachable at all, and the WhatsApp session open. */
async function gatewayState(app: FastifyInstance, row: facts.InstanceFacts) {
  try {
    const { gateway, ref } = await gatewayForInstance(app, row);
    const state = await gateway.connectionState(ref);
    return { reachable: true, connected: state === 'open' };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    return { reachable: false, connected: row.isConnected };
  }
}

async function evaluate(app: FastifyInstance, actor: AuthContext, id: string) {
  const row = await loadOrThrow(app, actor, id);
  const now = app.clock.now();
  const since = new Date(now.getTime() - METRICS_WINDOW_HOURS * HOUR_MS);
  const [gateway, counts, traffic, webhookSeen] = await Promise.all([
    gatewayState(app, row),
    facts.conversationCounts(app.db, actor.organizationId, id),
    facts.messageCounts(app.db, actor.organizationId, id, since),
    facts.webhookSeenSince(app.db, actor.organizationId, id, new Date(now.getTime() - WEBHOOK_EVIDENCE_MS)),
  ]);
  const settings = resolveSettings(row.settings);
  const provider = row.provider ?? 'openai';
  const hasKey = Boolean(row.apiKeyEnc && readSecret(app, row.apiKeyEnc));
  const keyMissing = !KEYLESS_PROVIDERS.has(provider) && !hasKey;
  const instanceAiOn =
    row.aiEnabled && row.globalAiEnabled && (row.configActive ?? true) && settings.enableAutoResponse;
  const aiOn = instanceAiOn && row.organizationAiEnabled;
  const hasGatewayToken =
    row.gateway === 'simulator' ||
    Boolean(
      row.gatewayTokenEnc || row.organizationTokenEnc || row.organizationKeyEnc || app.config.evolutionApiKey,
    );
  // The simulator is wired in-process; an Evolution webhook is proven by the gateway having reached us.
  const webhookConfigured =
    row.gateway === 'simulator' || (gateway.reachable && hasGatewayToken && webhookSeen);
  const issues = findIssues({
    instanceId: id,
    whatsappConnected: gateway.connected,
    keyMissing,
    instanceAiOn,
    organizationAiOn: row.organizationAiEnabled,
    hasPrompt: Boolean(row.prompt?.trim()),
    notReplying: aiOn && traffic.inbound > 0 && traffic.ai === 0,
    webhookConfigured,
    gateway: row.gateway,
    hasGatewayToken,
  });
  return {
    row,
    settings,
    provider,
    hasKey,
    keyMissing,
    instanceAiOn,
    aiOn,
    gateway,
    counts,
    traffic,
    hasGatewayToken,
    webhookConfigured,
    issues,
  };
}

function recommendationsOf(evaluation: Awaited<ReturnType<typeof evaluate>>): string[] {
  const list = evaluation.issues.map((issue) => issue.action);
  if (evaluation.counts.automaticallyPaused > 0) {
    list.push(
      `${evaluation.counts.automaticallyPaused} conversa(s) com a IA pausada por regra automática: use a correção de emergência para reativá-las.`,
    );
  }
  if (!evaluation.row.bikerHubEnabled) list.push('Ative o Hub para esta instância.');
  return list;
}

export async function aiReadiness(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
): Promise<AiReadinessReport> {
  const evaluation = await evaluate(app, actor, id);
  const { row, settings, provider, hasKey, issues, counts, gateway } = evaluation;
  const score = readinessScore(issues);
  const hasOpenAIKey =
    (provider === 'openai' && hasKey) ||
    (row.qualificationProvider === 'openai' && Boolean(row.qualificationApiKeyEnc));
  return {
    instanceId: row.id,
    instanceName: row.name,
    phone: row.phone,
    overallStatus: {
      readinessScore: score,
      isFullyReady: issues.length === 0,
      criticalIssues: issues.map((issue) => issue.message),
      recommendations: recommendationsOf(evaluation),
    },
    issues,
    coreValidation: {
      details: {
        aiEnabled: evaluation.aiOn,
        hasPrompt: Boolean(row.prompt?.trim()),
        hasBikerHubConfig: evaluation.webhookConfigured && evaluation.hasGatewayToken,
        hasApiKey: !evaluation.keyMissing,
      },
    },
    conversationAnalysis: { stats: counts },
    configuration: {
      systemSettings: {
        globalAiEnabled: row.globalAiEnabled,
        globalFollowupEnabled: row.globalFollowupEnabled,
        spamFilterEnabled: settings.enableContentFilter,
        // Every conversation opens its lead: there is no switch to turn that off.
        autoLeadEnabled: true,
        organizationAiEnabled: row.organizationAiEnabled,
      },
      bikerHub: {
        gateway: row.gateway,
        isConnected: gateway.connected,
        reachable: gateway.reachable,
        hasWebhookUrl: evaluation.webhookConfigured,
        hasEvolutionApiKey:
          row.gateway === 'evolution' && Boolean(row.organizationKeyEnc || app.config.evolutionApiKey),
        hasApiToken: evaluation.hasGatewayToken,
        bikerHubEnabled: row.bikerHubEnabled,
      },
      aiProvider: {
        hasOpenAIKey,
        hasGeminiKey: provider === 'gemini' && hasKey,
        // No Anthropic adapter exists: never configured.
        hasAnthropicKey: false,
        currentProvider: provider,
        modelName: row.model ?? 'gpt-4o-mini',
      },
    },
  };
}

export async function aiMetrics(app: FastifyInstance, actor: AuthContext, id: string): Promise<AiMetrics> {
  const evaluation = await evaluate(app, actor, id);
  const { traffic, issues, row } = evaluation;
  const score = readinessScore(issues);
  return {
    instanceId: row.id,
    windowHours: METRICS_WINDOW_HOURS,
    status: { overall: score >= 80 ? 'healthy' : score >= 60 ? 'warning' : 'critical' },
    behavior: {
      inboundCount: traffic.inbound,
      aiReplyCount: traffic.ai,
      humanReplyCount: traffic.human,
      replyRate: traffic.inbound > 0 ? Math.round((traffic.ai / traffic.inbound) * 1000) / 10 : 0,
      lastAiReplyAt: traffic.lastAiAt ? traffic.lastAiAt.toISOString() : null,
    },
    configuration: {
      whatsappConnected: evaluation.gateway.connected,
      hasOpenAiKey: !evaluation.keyMissing,
      aiEnabled: row.aiEnabled,
      globalAiEnabled: row.globalAiEnabled && row.organizationAiEnabled,
      bikerHubEnabled: row.bikerHubEnabled,
      webhookConfigured: evaluation.webhookConfigured,
    },
  };
}
