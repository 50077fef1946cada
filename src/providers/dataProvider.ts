import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, type DeleteParams, HttpError, type RaRecord } from 'react-admin';
import type {
  AiConfigBody,
  AiConfigResponse,
  AiKeysResponse,
  InstanceSettingsPatchBody,
  InstanceSettingsView,
  RestartAiResponse,
  ScrapingConfigBody,
  ScrapingConfigResponse,
  TestVoiceBody,
  TestVoiceResponse,
} from '../../contract/ai-config';
import type {
  DisconnectResponse,
  QrResponse,
  SyncStatusResponse,
  UpdateTokenBody,
  UpdateTokenResponse,
} from '../../contract/dashboard';
import { reportPath } from '../../contract/report-path';
import type {
  ReportName,
  ReportQuery,
  ReportRebuildBody,
  ReportRebuildQueued,
  ReportRebuildStatus,
  ReportRebuildStatusQuery,
  ReportResponses,
} from '../../contract/reports';
import type {
  ScanResponse,
  SimulatorChat,
  SimulatorInstance,
  SimulatorMessageBody,
  SimulatorMessageResponse,
  SimulatorTimeline,
} from '../../contract/simulator';
import type { Stats } from '../../contract/stats';
import { bonusLeadsMethods } from './bonusLeadsApi';
import { crmCalls } from './crmCalls';
import { securityMethods } from './data/security';
import { type HttpClient, httpClient } from './httpClient';
import { withResourcePaths } from './resourcePaths';

/** The 502/504 of the QR call still carries a QR answer (`success: false` and a message). */
const isQrFailure = (body: unknown): body is QrResponse =>
  typeof body === 'object' &&
  body !== null &&
  'success' in body &&
  body.success === false &&
  'message' in body &&
  typeof body.message === 'string';

/**
 * `ra-data-simple-rest` on `/api` plus the calls that are not CRUD, on the same object. Creating an
 * instance from the dashboard is the plain `create('instances', { data: CreateInstanceBody })`:
 * `POST /api/instances` answers 201 with the record (`CreateInstanceResponse`).
 */
export const buildDataProvider = (apiUrl = '/api', client: HttpClient = httpClient) => {
  // Resources named after their route (`estoque`) reach their API (`vehicles`).
  const base = withResourcePaths(simpleRestProvider(apiUrl, client));
  const call = async <T>(method: string, path: string, body?: object): Promise<T> => {
    const { json } = await client(`${apiUrl}${path}`, { method, body });
    return json as T;
  };
  const instancePath = (id: string, action: string) => `/instances/${encodeURIComponent(id)}/${action}`;
  const simulatorPath = (id: string, rest = '') => `/simulator/instances/${encodeURIComponent(id)}${rest}`;
  return {
    ...base,
    ...bonusLeadsMethods(call),
    ...securityMethods(call),

    /** A DELETE answered with 204 still gives react-admin the record it removed. */
    delete: async <RecordType extends RaRecord>(resource: string, params: DeleteParams<RecordType>) => {
      const { data } = await base.delete<RecordType>(resource, params);
      return { data: data ?? params.previousData ?? ({ id: params.id } as RecordType) };
    },

    /** The dashboard's stats cards (spec 1 §3). */
    getStats: () => call<Stats>('GET', '/stats'),

    /** One block of `/relatorios` over a period and filters. */
    getReport: <Name extends ReportName>(name: Name, query: ReportQuery) =>
      call<ReportResponses[Name]>('GET', reportPath(name, query)),

    /** Admins: compute the daily figures of a period again now (a job; see the status below). */
    rebuildReports: (body: ReportRebuildBody) =>
      call<ReportRebuildQueued>('POST', '/reports/aggregates', body),

    /** How many of the period's days the rebuild asked at `since` has computed. */
    getReportRebuildStatus: (query: ReportRebuildStatusQuery) =>
      call<ReportRebuildStatus>('GET', `/reports/aggregates?${new URLSearchParams(query).toString()}`),

    disconnectInstance: (id: string) => call<DisconnectResponse>('POST', instancePath(id, 'disconnect')),

    /** The provider's QR for an instance; a provider that is down answers 502 with a message. */
    fetchInstanceQr: async (id: string): Promise<QrResponse> => {
      try {
        return await call<QrResponse>('GET', instancePath(id, 'fetch-evolution-qr'));
      } catch (error) {
        if (error instanceof HttpError && isQrFailure(error.body)) return error.body;
        throw error;
      }
    },

    /** Aligns the stored connection state with the provider's; polled while the QR dialog is open. */
    syncInstanceStatus: (id: string) => call<SyncStatusResponse>('POST', instancePath(id, 'sync-status')),

    /** The organization's provider credentials (the token dialog). */
    updateGatewayToken: (body: UpdateTokenBody) =>
      call<UpdateTokenResponse>('POST', '/bikerhub/update-token', body),

    /** The instance's AI config; keys come back masked (spec 1 §3). */
    getAiConfig: (id: string) => call<AiConfigResponse>('GET', instancePath(id, 'ai-config')),

    /** The keys in clear text, for admins only (spec 1 §6). */
    getAiKeys: (id: string) => call<AiKeysResponse>('GET', instancePath(id, 'ai-config/keys')),

    /** First step of the settings dialog's save (spec 1 §4). */
    saveAiConfig: (id: string, body: AiConfigBody) =>
      call<AiConfigResponse>('POST', instancePath(id, 'ai-config'), body),

    getInstanceSettings: (id: string) => call<InstanceSettingsView>('GET', instancePath(id, 'settings')),

    /** Second step of the settings dialog's save. */
    updateInstanceSettings: (id: string, body: InstanceSettingsPatchBody) =>
      call<InstanceSettingsView>('PATCH', instancePath(id, 'settings'), body),

    /** Third step of the settings dialog's save, and its scraping switch on its own. */
    updateScrapingConfig: (id: string, body: ScrapingConfigBody) =>
      call<ScrapingConfigResponse>('PATCH', instancePath(id, 'scraping/config'), body),

    /** Clears the AI's memory of the instance. */
    restartAi: (id: string) => call<RestartAiResponse>('POST', instancePath(id, 'ai/restart')),

    testVoice: (id: string, body: TestVoiceBody) =>
      call<TestVoiceResponse>('POST', instancePath(id, 'test-voice'), body),

    getSimulatorInstances: () => call<SimulatorInstance[]>('GET', '/simulator/instances'),

    /** The simulated phone scans the instance's QR, which connects it. */
    scanSimulatorQr: (id: string) => call<ScanResponse>('POST', simulatorPath(id, '/scan')),

    /** The simulated customer writes to the business. */
    sendSimulatorMessage: (id: string, body: SimulatorMessageBody) =>
      call<SimulatorMessageResponse>('POST', simulatorPath(id, '/messages'), body),

    getSimulatorChats: (id: string) => call<SimulatorChat[]>('GET', simulatorPath(id, '/chats')),

    getSimulatorTimeline: (id: string, contactNumber: string) =>
      call<SimulatorTimeline>('GET', simulatorPath(id, `/chats/${encodeURIComponent(contactNumber)}`)),

    ...crmCalls(call),
  } satisfies DataProvider;
};

export type AppDataProvider = ReturnType<typeof buildDataProvider>;

export const dataProvider = buildDataProvider();
