import type { SyncStatusResponse } from '../../contract/dashboard';
import type {
  AiMetrics,
  AiReadinessReport,
  EmergencyFixResponse,
  QuickFixBody,
  QuickFixResponse,
} from '../../contract/diagnostic';
import type {
  WebhookComparisonResponse,
  WebhookStatusResponse,
  WebhookTestBody,
  WebhookTestResponse,
} from '../../contract/monitor';
import type {
  PlaygroundBody,
  PlaygroundResponse,
  ReplayResponse,
  ResendBatchResponse,
  ResendResult,
  ResyncWebhookResponse,
} from '../../contract/tools';
import { type HttpClient, httpClient } from './httpClient';

/**
 * The calls of the observation pages (webhook monitor, diagnostic, logs, tools) that are not a list:
 * lists go through the data provider (simple-rest) and `ListDataGrid`.
 */
export const buildObserveApi = (apiUrl = '/api', client: HttpClient = httpClient) => {
  const call = async <T>(method: string, path: string, body?: object): Promise<T> => {
    const { json } = await client(`${apiUrl}${path}`, { method, body });
    return json as T;
  };
  const instancePath = (id: string, action: string) => `/instances/${encodeURIComponent(id)}/${action}`;
  return {
    aiReadiness: (id: string) => call<AiReadinessReport>('GET', instancePath(id, 'ai-readiness')),
    aiMetrics: (id: string) => call<AiMetrics>('GET', instancePath(id, 'ai-metrics')),
    emergencyFixAi: (id: string) => call<EmergencyFixResponse>('POST', instancePath(id, 'emergency-fix-ai')),
    quickFix: (id: string, body: QuickFixBody) =>
      call<QuickFixResponse>('POST', instancePath(id, 'settings'), body),
    syncStatus: (id: string) => call<SyncStatusResponse>('POST', instancePath(id, 'sync-status')),
    /** The filtered log lines as NDJSON text, for a file download. */
    exportLogs: async (filter: Record<string, unknown>) => {
      const query = new URLSearchParams({ filter: JSON.stringify(filter) });
      const { body } = await client(`${apiUrl}/admin/logs/export?${query.toString()}`, { method: 'GET' });
      return body;
    },
    resyncWebhook: (instanceId: string) =>
      call<ResyncWebhookResponse>(
        'POST',
        `/admin/tools/instances/${encodeURIComponent(instanceId)}/resync-webhook`,
      ),
    replayWebhook: (webhookId: string) =>
      call<ReplayResponse>('POST', `/admin/tools/webhooks/${encodeURIComponent(webhookId)}/replay`),
    tryPrompt: (instanceId: string, body: PlaygroundBody) =>
      call<PlaygroundResponse>(
        'POST',
        `/admin/tools/instances/${encodeURIComponent(instanceId)}/playground`,
        body,
      ),
    resendMessages: (ids: readonly string[]) =>
      call<ResendBatchResponse>('POST', '/tools/failed-messages/resend', { ids }),
    resendMessage: (id: string) => call<ResendResult>('POST', `/messages/${encodeURIComponent(id)}/resend`),
    monitorStatus: () => call<WebhookStatusResponse>('GET', '/admin/webhook-monitor/status'),
    monitorComparison: () => call<WebhookComparisonResponse>('GET', '/admin/webhook-monitor/comparison'),
    monitorTest: (body: WebhookTestBody) =>
      call<WebhookTestResponse>('POST', '/admin/webhook-monitor/test', body),
  };
};

export type ObserveApi = ReturnType<typeof buildObserveApi>;
export const observeApi: ObserveApi = buildObserveApi();
