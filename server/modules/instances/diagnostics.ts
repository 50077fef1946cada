import type { FastifyInstance } from 'fastify';
import type { DiagnosticsResponse } from '../../../contract/dashboard';
import { chooseProvider } from '../../ai/registry';
import { replyFailureSummary } from '../../engine/reply';
import { GatewayError } from '../../gateways/errors';
import type { ConnectionState } from '../../gateways/events';
import { gatewayForInstance } from '../../gateways/resolve';
import type { AuthContext } from '../../lib/auth-context';
import { loadGatewayRow } from './connection-service';
import * as dashboardRepo from './dashboard-repository';
import { gatewayMessage } from './gateway-errors';

/**
 * GET /api/instances/:id/diagnostics: can this instance answer customers right now? Two checks, each
 * with the reason a person can act on: the AI (switched on, a prompt, a key or the demo provider)
 * and the gateway (reachable and connected). Read-only: it corrects nothing.
 */

type GatewayRow = dashboardRepo.InstanceGatewayRow;
type Checks = DiagnosticsResponse['checks'];

async function aiCheck(app: FastifyInstance, row: GatewayRow): Promise<Checks['aiConfig']> {
  const [config, failures] = await Promise.all([
    dashboardRepo.findAiConfigSummary(app.db, row.organizationId, row.id),
    replyFailureSummary(app.db, row.organizationId, row.id, app.clock.now()),
  ]);
  const provider = config?.provider ?? 'openai';
  // Which provider would actually answer: the configured one with its key, else the offline demo.
  const choice = chooseProvider({ provider, apiKey: config?.hasApiKey ? 'stored' : null });
  const usesDemoProvider = choice.provider === 'demo';
  const result = (ok: boolean, reason: string) => ({
    ok,
    reason,
    provider,
    usesDemoProvider,
    recentFailures: failures.count,
  });
  // Configured but failing: the last replies gave up, and none has gone out since.
  if (failures.failingNow && config?.isActive && row.aiEnabled && row.globalAiEnabled) {
    return result(false, failures.lastError ?? 'A IA não está conseguindo responder');
  }
  if (!config) return result(false, 'Configuração de IA não encontrada');
  if (!row.aiEnabled) return result(false, 'IA desligada nesta instância');
  if (!row.globalAiEnabled || !config.isActive)
    return result(false, 'IA desativada nas configurações da instância');
  if (!config.prompt.trim()) return result(false, 'Prompt da IA não configurado');
  if (choice.demoReason === 'unknown_provider')
    return result(false, `Provedor de IA desconhecido: ${provider}`);
  if (choice.demoReason === 'missing_api_key') {
    return result(true, 'IA configurada; sem chave de API, as respostas usam o provedor demo');
  }
  if (usesDemoProvider) return result(true, 'IA configurada com o provedor demo');
  return result(true, 'IA configurada');
}

async function gatewayCheck(app: FastifyInstance, row: GatewayRow): Promise<Checks['bikerHubConfig']> {
  let state: ConnectionState;
  try {
    const { gateway, ref } = await gatewayForInstance(app, row);
    state = await gateway.connectionState(ref);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    return { ok: false, reason: gatewayMessage(error), gateway: row.gateway, connectionState: null };
  }
  const provider =
    row.gateway === 'simulator'
      ? 'Simulador'
      : row.gateway === 'cloud'
        ? 'API oficial do WhatsApp'
        : 'Evolution';
  const ok = state === 'open';
  const reason = ok
    ? `${provider} acessível e WhatsApp conectado`
    : `${provider} acessível, mas o WhatsApp está desconectado. Conecte lendo o QR Code.`;
  return { ok, reason, gateway: row.gateway, connectionState: state };
}

export async function diagnose(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
): Promise<DiagnosticsResponse> {
  const row = await loadGatewayRow(app, actor, id);
  const [aiConfig, bikerHubConfig] = await Promise.all([aiCheck(app, row), gatewayCheck(app, row)]);
  return { overallOk: aiConfig.ok && bikerHubConfig.ok, checks: { aiConfig, bikerHubConfig } };
}
