import type {
  AiMetrics,
  AiReadinessReport,
  EmergencyFixResponse,
  QuickFixBody,
  QuickFixResponse,
} from '../../../contract/diagnostic';
import type {
  WebhookComparisonResponse,
  WebhookStatusResponse,
  WebhookTestBody,
  WebhookTestResponse,
} from '../../../contract/monitor';
import type {
  PlaygroundBody,
  PlaygroundResponse,
  ReplayResponse,
  ResendBatchResponse,
  ResyncWebhookResponse,
} from '../../../contract/tools';
import { type Call, segment, type TextCall } from './call';
import { instancePath } from './instances';

const toolsInstancePath = (id: string, action: string) => `/admin/tools/instances/${segment(id)}/${action}`;

/**
 * The observation pages' actions (webhook monitor, diagnostic, logs, tools); their lists are
 * simple-rest resources.
 */
export const observeMethods = (call: Call, text: TextCall) => ({
  aiReadiness: (id: string) => call<AiReadinessReport>('GET', instancePath(id, 'ai-readiness')),
  aiMetrics: (id: string) => call<AiMetrics>('GET', instancePath(id, 'ai-metrics')),
  emergencyFixAi: (id: string) => call<EmergencyFixResponse>('POST', instancePath(id, 'emergency-fix-ai')),
  quickFix: (id: string, body: QuickFixBody) =>
    call<QuickFixResponse>('POST', instancePath(id, 'settings'), body),

  /** The filtered log lines as NDJSON text, for a file download. */
  exportLogs: (filter: Record<string, unknown>) =>
    text('GET', `/admin/logs/export?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`),

  resyncWebhook: (instanceId: string) =>
    call<ResyncWebhookResponse>('POST', toolsInstancePath(instanceId, 'resync-webhook')),
  replayWebhook: (webhookId: string) =>
    call<ReplayResponse>('POST', `/admin/tools/webhooks/${segment(webhookId)}/replay`),
  tryPrompt: (instanceId: string, body: PlaygroundBody) =>
    call<PlaygroundResponse>('POST', toolsInstancePath(instanceId, 'playground'), body),
  resendMessages: (ids: readonly string[]) =>
    call<ResendBatchResponse>('POST', '/tools/failed-messages/resend', { ids }),

  monitorStatus: () => call<WebhookStatusResponse>('GET', '/admin/webhook-monitor/status'),
  monitorComparison: () => call<WebhookComparisonResponse>('GET', '/admin/webhook-monitor/comparison'),
  monitorTest: (body: WebhookTestBody) =>
    call<WebhookTestResponse>('POST', '/admin/webhook-monitor/test', body),
});
