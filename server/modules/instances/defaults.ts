import { SETTINGS_DEFAULTS } from '../../../contract/constants';

/** AI configuration of a new instance: the spec's defaults (spec 1 §9); no key until the owner sets one. */
export const DEFAULT_AI_CONFIG = {
  provider: SETTINGS_DEFAULTS.provider,
  model: SETTINGS_DEFAULTS.model,
  temperature: SETTINGS_DEFAULTS.temperature,
  topP: SETTINGS_DEFAULTS.topP,
  qualificationProvider: SETTINGS_DEFAULTS.provider,
  qualificationModel: SETTINGS_DEFAULTS.model,
  qualificationTemperature: SETTINGS_DEFAULTS.qualificationTemperature,
  qualificationTopP: SETTINGS_DEFAULTS.qualificationTopP,
  audioVoice: SETTINGS_DEFAULTS.audioVoice,
  audioSpeed: SETTINGS_DEFAULTS.audioSpeed,
};

/**
 * Behaviour settings of a new instance, written out so the pipeline and the settings screen read
 * the same values the spec names as defaults.
 */
export function defaultInstanceSettings(): Record<string, unknown> {
  return {
    typingSeconds: SETTINGS_DEFAULTS.typingSeconds,
    responseSeconds: SETTINGS_DEFAULTS.responseSeconds,
    followUpInterval: SETTINGS_DEFAULTS.followUpInterval,
    maxFollowUps: SETTINGS_DEFAULTS.maxFollowUps,
    maxContextMessages: SETTINGS_DEFAULTS.maxContextMessages,
    typingSpeed: SETTINGS_DEFAULTS.typingSpeed,
    typingVariation: SETTINGS_DEFAULTS.typingVariation,
    aiStartTime: SETTINGS_DEFAULTS.aiStartTime,
    aiEndTime: SETTINGS_DEFAULTS.aiEndTime,
    aiWorkDays: SETTINGS_DEFAULTS.aiWorkDays,
    personalityType: SETTINGS_DEFAULTS.personalityType,
  };
}
