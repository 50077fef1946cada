import { HttpError } from 'react-admin';
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
} from '../../../contract/ai-config';
import type { CloudSettingsResponse } from '../../../contract/cloud';
import type {
  DisconnectResponse,
  QrResponse,
  SyncStatusResponse,
  UpdateTokenBody,
  UpdateTokenResponse,
} from '../../../contract/dashboard';
import type { GlobalSwitchResponse } from '../../../contract/inbox';
import { type Call, segment } from './call';

/** The 502/504 of the QR call still carries a QR answer (`success: false` and a message). */
const isQrFailure = (body: unknown): body is QrResponse =>
  typeof body === 'object' &&
  body !== null &&
  'success' in body &&
  body.success === false &&
  'message' in body &&
  typeof body.message === 'string';

export const instancePath = (id: string, action: string) => `/instances/${segment(id)}/${action}`;

/** Which of the inbox's two global switches. */
export type SwitchKind = 'ai' | 'followup';

const SWITCH_PATH: Readonly<Record<SwitchKind, string>> = {
  ai: 'global-ai',
  followup: 'global-followup',
};

/** An instance's connection, AI configuration and settings: the actions beside its CRUD. */
export const instancesMethods = (call: Call) => ({
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

  /** An official number's facts and what to paste into Meta's app (webhook URL, verify token). */
  getCloudSettings: (id: string) => call<CloudSettingsResponse>('GET', instancePath(id, 'cloud')),

  /** Aligns the stored connection state with the provider's (QR dialog, diagnostic quick fix). */
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

  /** The settings with defaults, the inbox's two switches and the scraping state. */
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

  /** One instance, or every instance the user may see when `instanceId` is null: one transaction. */
  setGlobalSwitch: (kind: SwitchKind, instanceId: string | null, enabled: boolean) =>
    call<GlobalSwitchResponse>(
      'POST',
      instanceId
        ? instancePath(instanceId, `settings/${SWITCH_PATH[kind]}`)
        : `/settings/${SWITCH_PATH[kind]}`,
      { enabled },
    ),
});
