import {
  AI_CONFIG_DEFAULTS,
  type AiConfigResponse,
  INSTANCE_SETTINGS_DEFAULTS,
  type InstanceSettingsView,
} from '../../../../contract/ai-config';

/** `GET /api/instances/:id/ai-config` as the server answers it: the key masked. */
export const buildAiConfig = (
  instanceId: string,
  overrides: Partial<AiConfigResponse> = {},
): AiConfigResponse => ({
  ...AI_CONFIG_DEFAULTS,
  instanceId,
  apiKey: 'sk-p****************wxyz',
  qualificationApiKey: '',
  hasApiKey: true,
  hasQualificationApiKey: false,
  effectiveProvider: 'openai',
  updatedAt: '2025-01-10T12:00:00.000Z',
  ...overrides,
});

/** `GET /api/instances/:id/settings`: the defaults, the inbox switches and the scraping state. */
export const buildSettingsView = (
  instanceId: string,
  overrides: Partial<InstanceSettingsView> = {},
): InstanceSettingsView => ({
  ...INSTANCE_SETTINGS_DEFAULTS,
  instanceId,
  globalAiEnabled: true,
  globalFollowupEnabled: true,
  scrapingEnabled: false,
  scrapingUrl: null,
  scrapingSchedule: 'hourly',
  scraping: { status: 'never', error: null, lastFetchedAt: null, characters: 0, nextRunAt: null },
  ...overrides,
});
