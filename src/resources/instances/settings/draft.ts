import {
  AI_CONFIG_DEFAULTS,
  type AiConfigBody,
  AiConfigFields,
  type AiConfigResponse,
  INSTANCE_SETTINGS_DEFAULTS,
  InstanceSettings,
  type InstanceSettingsPatchBody,
  type InstanceSettingsView,
  type NUMERIC_SETTING_KEYS,
  type ScrapingConfigBody,
} from '../../../../contract/ai-config';
import { SETTINGS_BOUNDS } from '../../../../contract/constants';
import { ScrapingSchedule } from '../../../../contract/instances';
import { type Bounds, numberOrDefault } from './numbers';

type NumericKey =
  | 'temperature'
  | 'topP'
  | 'qualificationTemperature'
  | 'qualificationTopP'
  | (typeof NUMERIC_SETTING_KEYS)[number];

type EditedFields = AiConfigFields &
  InstanceSettings &
  Pick<InstanceSettingsView, 'scrapingEnabled' | 'scrapingUrl' | 'scrapingSchedule'> & {
    apiKey: string;
    qualificationApiKey: string;
  };

/**
 * Everything the dialog edits. Numbers are kept as the typed text, so that a field may be blank
 * while edited (blank means the default on save); optional texts are '' rather than null.
 */
export type SettingsDraft = {
  [K in keyof EditedFields]: K extends NumericKey ? string : Exclude<EditedFields[K], null>;
};

type KeysOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T];
export type BooleanKey = KeysOf<SettingsDraft, boolean>;
export type { NumericKey };

export type SetDraftField = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => void;

export interface SectionProps {
  draft: SettingsDraft;
  set: SetDraftField;
}

/** Spec 1 §5: the qualification model has the same bounds as the main one. */
export const FIELD_BOUNDS: Record<NumericKey, Bounds> = {
  temperature: SETTINGS_BOUNDS.temperature,
  topP: SETTINGS_BOUNDS.topP,
  qualificationTemperature: SETTINGS_BOUNDS.temperature,
  qualificationTopP: SETTINGS_BOUNDS.topP,
  typingSeconds: SETTINGS_BOUNDS.typingSeconds,
  responseSeconds: SETTINGS_BOUNDS.responseSeconds,
  followUpInterval: SETTINGS_BOUNDS.followUpInterval,
  maxFollowUps: SETTINGS_BOUNDS.maxFollowUps,
  typingSpeed: SETTINGS_BOUNDS.typingSpeed,
  typingVariation: SETTINGS_BOUNDS.typingVariation,
  maxContextMessages: SETTINGS_BOUNDS.maxContextMessages,
};

const DEFAULTS = { ...AI_CONFIG_DEFAULTS, ...INSTANCE_SETTINGS_DEFAULTS };

/** The number a numeric field stands for: blank falls back to its default (spec 1 §9), else clamped. */
export const numericValue = (draft: SettingsDraft, key: NumericKey): number =>
  numberOrDefault(draft[key], FIELD_BOUNDS[key], DEFAULTS[key]);

export const FOLLOW_UP_MESSAGE_KEYS = ['followUpMessage1', 'followUpMessage2', 'followUpMessage3'] as const;
export const SCRAPING_SCHEDULES = ScrapingSchedule.options;

const AI_KEYS = AiConfigFields.keyof().options;
const SETTINGS_KEYS = InstanceSettings.keyof().options;

const pick = <T, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> => {
  const picked: Partial<Pick<T, K>> = {};
  for (const key of keys) picked[key] = source[key];
  return picked as Pick<T, K>;
};

/** The draft the dialog opens with: the server's values, as it sent them. */
export const toDraft = (ai: AiConfigResponse, settings: InstanceSettingsView): SettingsDraft => ({
  ...pick(ai, AI_KEYS),
  ...pick(settings, SETTINGS_KEYS),
  temperature: String(ai.temperature),
  topP: String(ai.topP),
  qualificationTemperature: String(ai.qualificationTemperature),
  qualificationTopP: String(ai.qualificationTopP),
  typingSeconds: String(settings.typingSeconds),
  responseSeconds: String(settings.responseSeconds),
  followUpInterval: String(settings.followUpInterval),
  maxFollowUps: String(settings.maxFollowUps),
  typingSpeed: String(settings.typingSpeed),
  typingVariation: String(settings.typingVariation),
  maxContextMessages: String(settings.maxContextMessages),
  consultorNotificationPhone: settings.consultorNotificationPhone ?? '',
  baseUrl: ai.baseUrl ?? '',
  apiKey: ai.apiKey,
  qualificationApiKey: ai.qualificationApiKey,
  scrapingEnabled: settings.scrapingEnabled,
  scrapingUrl: settings.scrapingUrl ?? '',
  scrapingSchedule: settings.scrapingSchedule,
});

/** Spec 1 §5: a masked key (asterisks), 'not set' or a blank one is the stored key, not a new one. */
export const isNewKey = (value: string): boolean => {
  const key = value.trim();
  return key !== '' && !key.includes('*') && key.toLowerCase() !== 'not set';
};

/**
 * Whether the demo provider answers: no key is stored and none was typed (spec 1 §5: a masked,
 * 'not set' or blank value keeps what is stored).
 */
export const answersWithDemo = (storedKey: boolean, typed: string): boolean => !storedKey && !isNewKey(typed);

/** First step of a save; keys only when the user typed new ones. */
export const toAiConfigBody = (draft: SettingsDraft): AiConfigBody => {
  const separateQualificationKey = draft.qualificationProvider !== draft.provider;
  return {
    ...pick(draft, AI_KEYS),
    temperature: numericValue(draft, 'temperature'),
    topP: numericValue(draft, 'topP'),
    qualificationTemperature: numericValue(draft, 'qualificationTemperature'),
    qualificationTopP: numericValue(draft, 'qualificationTopP'),
    baseUrl: draft.baseUrl.trim() || null,
    ...(isNewKey(draft.apiKey) ? { apiKey: draft.apiKey.trim() } : {}),
    ...(separateQualificationKey && isNewKey(draft.qualificationApiKey)
      ? { qualificationApiKey: draft.qualificationApiKey.trim() }
      : {}),
  };
};

/** Second step of a save: every system setting, blank numbers as their defaults. */
export const toSettingsBody = (draft: SettingsDraft): InstanceSettingsPatchBody => ({
  ...pick(draft, SETTINGS_KEYS),
  typingSeconds: numericValue(draft, 'typingSeconds'),
  responseSeconds: numericValue(draft, 'responseSeconds'),
  followUpInterval: numericValue(draft, 'followUpInterval'),
  maxFollowUps: numericValue(draft, 'maxFollowUps'),
  typingSpeed: numericValue(draft, 'typingSpeed'),
  typingVariation: numericValue(draft, 'typingVariation'),
  maxContextMessages: numericValue(draft, 'maxContextMessages'),
  consultorNotificationPhone: draft.consultorNotificationPhone.trim() || null,
});

/** Third step of a save, and the body of the scraping switch. */
export const toScrapingBody = (draft: SettingsDraft): ScrapingConfigBody => ({
  scrapingEnabled: draft.scrapingEnabled,
  scrapingUrl: draft.scrapingUrl.trim() || null,
  scrapingSchedule: draft.scrapingSchedule,
});
