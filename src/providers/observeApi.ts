import type {
  WebhookComparisonResponse,
  WebhookStatusResponse,
  WebhookTestBody,
  WebhookTestResponse,
} from '../../contract/monitor';
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
  return {
    monitorStatus: () => call<WebhookStatusResponse>('GET', '/admin/webhook-monitor/status'),
    monitorComparison: () => call<WebhookComparisonResponse>('GET', '/admin/webhook-monitor/comparison'),
    monitorTest: (body: WebhookTestBody) =>
      call<WebhookTestResponse>('POST', '/admin/webhook-monitor/test', body),
  };
};

export type ObserveApi = ReturnType<typeof buildObserveApi>;
export const observeApi: ObserveApi = buildObserveApi();
