import { AI_CONFIG_DEFAULTS, AI_OPTION_KEYS, INSTANCE_SETTINGS_DEFAULTS } from '../../../contract/ai-config';

/** AI configuration of a new instance: the spec's defaults (spec 1 §9); no key until the owner sets one. */
export const DEFAULT_AI_CONFIG = {
  provider: AI_CONFIG_DEFAULTS.provider,
  model: AI_CONFIG_DEFAULTS.model,
  prompt: AI_CONFIG_DEFAULTS.prompt,
  temperature: AI_CONFIG_DEFAULTS.temperature,
  topP: AI_CONFIG_DEFAULTS.topP,
  isActive: AI_CONFIG_DEFAULTS.isActive,
  qualificationProvider: AI_CONFIG_DEFAULTS.qualificationProvider,
  qualificationModel: AI_CONFIG_DEFAULTS.qualificationModel,
  qualificationTemperature: AI_CONFIG_DEFAULTS.qualificationTemperature,
  qualificationTopP: AI_CONFIG_DEFAULTS.qualificationTopP,
  audioResponseEnabled: AI_CONFIG_DEFAULTS.audioResponseEnabled,
  audioVoice: AI_CONFIG_DEFAULTS.audioVoice,
  audioSpeed: AI_CONFIG_DEFAULTS.audioSpeed,
  options: Object.fromEntries(AI_OPTION_KEYS.map((key) => [key, AI_CONFIG_DEFAULTS[key]])),
};

/**
 * Behaviour settings of a new instance, written out so the pipeline and the settings screen read
 * the same values the spec names as defaults. The consultant notification lives on the instance
 * row (PATCH /api/instances/:id sets it too), so it is not repeated here.
 */
export function defaultInstanceSettings(): Record<string, unknown> {
  const { consultorNotificationEnabled, consultorNotificationPhone, ...settings } =
    INSTANCE_SETTINGS_DEFAULTS;
  return settings;
}
