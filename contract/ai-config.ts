import { z } from 'zod';
import { Id } from './common';
import { AI_PROVIDERS, SETTINGS_BOUNDS, SETTINGS_DEFAULTS, VOICE_SPEEDS, VOICES } from './constants';
import { bounded, decimal, flag, isPublicHttpsUrl, text } from './settings-rules';

/**
 * The instance's AI configuration (spec 1 §3 "AI config per instance"), with the bounds of spec 1 §5
 * and the defaults of spec 1 §9. The system settings, follow-up, scraping, restart and voice test
 * shapes are in instance-settings.ts.
 */

const temperature = (label: string) => bounded({ label, bounds: SETTINGS_BOUNDS.temperature });
const topP = (label: string) => bounded({ label, bounds: SETTINGS_BOUNDS.topP });
const model = (label: string) =>
  z
    .string({ message: `${label} é obrigatório` })
    .trim()
    .min(1, { message: `${label} é obrigatório` })
    .max(100, { message: `${label} deve ter no máximo 100 caracteres` });
const BASE_URL_MESSAGE =
  'URL base da API deve ser um endereço https:// público (ex.: https://api.meuservidor.com.br/v1)';
/**
 * A server that speaks the provider's API (a proxy, a compatible host). Blank or null: the
 * provider's own address, or the server-wide default when the deployment sets one.
 */
const baseUrl = z
  .string({ message: BASE_URL_MESSAGE })
  .trim()
  .max(500, { message: 'URL base da API deve ter no máximo 500 caracteres' })
  .refine((value) => value === '' || isPublicHttpsUrl(value), { message: BASE_URL_MESSAGE })
  .nullable();
/** Write-only: a masked value, 'not set' or a blank one keeps the stored key; null removes it. */
const apiKey = (label: string) => text(label, 500).nullish();

export const AiProviderName = z.enum(AI_PROVIDERS, {
  message: `Provedor de IA deve ser um de: ${AI_PROVIDERS.join(', ')}`,
});

export const ALL_VOICES = [...VOICES.male, ...VOICES.female] as const;
export const VoiceName = z.enum(ALL_VOICES, { message: `Voz deve ser uma de: ${ALL_VOICES.join(', ')}` });

const speedMessage = `Velocidade da fala deve ser uma de: ${VOICE_SPEEDS.map(decimal).join(', ')}`;
export const VoiceSpeed = z
  .number({ message: speedMessage })
  .refine((value) => (VOICE_SPEEDS as readonly number[]).includes(value), { message: speedMessage });

/** The five switches the AI config keeps beside the provider settings. */
export const AI_OPTION_KEYS = [
  'enableBrazilianInterjections',
  'enableSSMLPauses',
  'enableTimeBasedGreeting',
  'enableAudioEnhancement',
  'enableAmbientSounds',
] as const;
export type AiOptionKey = (typeof AI_OPTION_KEYS)[number];

export const AiConfigFields = z.object({
  provider: AiProviderName,
  model: model('Modelo'),
  baseUrl,
  prompt: text('Prompt', 20_000),
  temperature: temperature('Temperatura'),
  topP: topP('Top P'),
  isActive: flag('IA ativa'),
  qualificationProvider: AiProviderName,
  qualificationModel: model('Modelo da qualificação'),
  qualificationTemperature: temperature('Temperatura da qualificação'),
  qualificationTopP: topP('Top P da qualificação'),
  audioResponseEnabled: flag('Responder com áudio'),
  audioVoice: VoiceName,
  audioSpeed: VoiceSpeed,
  enableBrazilianInterjections: flag('Interjeições brasileiras'),
  enableSSMLPauses: flag('Pausas naturais na fala'),
  enableTimeBasedGreeting: flag('Saudação conforme o horário'),
  enableAudioEnhancement: flag('Melhoria de áudio'),
  enableAmbientSounds: flag('Sons ambientes'),
});
export type AiConfigFields = z.infer<typeof AiConfigFields>;

/** Spec 1 §9: a new instance's AI config, and what an unreadable stored value falls back to. */
export const AI_CONFIG_DEFAULTS: AiConfigFields = {
  provider: SETTINGS_DEFAULTS.provider,
  model: SETTINGS_DEFAULTS.model,
  baseUrl: null,
  prompt: '',
  temperature: SETTINGS_DEFAULTS.temperature,
  topP: SETTINGS_DEFAULTS.topP,
  isActive: SETTINGS_DEFAULTS.isActive,
  qualificationProvider: SETTINGS_DEFAULTS.qualificationProvider,
  qualificationModel: SETTINGS_DEFAULTS.qualificationModel,
  qualificationTemperature: SETTINGS_DEFAULTS.qualificationTemperature,
  qualificationTopP: SETTINGS_DEFAULTS.qualificationTopP,
  audioResponseEnabled: SETTINGS_DEFAULTS.audioResponseEnabled,
  audioVoice: SETTINGS_DEFAULTS.audioVoice,
  audioSpeed: SETTINGS_DEFAULTS.audioSpeed,
  enableBrazilianInterjections: SETTINGS_DEFAULTS.enableBrazilianInterjections,
  enableSSMLPauses: SETTINGS_DEFAULTS.enableSSMLPauses,
  enableTimeBasedGreeting: SETTINGS_DEFAULTS.enableTimeBasedGreeting,
  enableAudioEnhancement: SETTINGS_DEFAULTS.enableAudioEnhancement,
  enableAmbientSounds: SETTINGS_DEFAULTS.enableAmbientSounds,
};

/**
 * POST /api/instances/:id/ai-config (the first step of a full save). Every field is optional: what
 * is left out keeps its stored value. A key that is masked (has asterisks), 'not set' or blank
 * keeps the stored key; null removes it. `qualificationApiKey` is kept only while the
 * qualification provider differs from the main one (the same provider uses the main key).
 * `baseUrl` is the main provider's; the qualification goes there only on the same provider.
 */
export const AiConfigBody = AiConfigFields.partial().extend({
  apiKey: apiKey('Chave da API'),
  qualificationApiKey: apiKey('Chave da API da qualificação'),
});
export type AiConfigBody = z.infer<typeof AiConfigBody>;

/** GET/POST /api/instances/:id/ai-config: keys masked with asterisks, '' when none is stored. */
export const AiConfigResponse = AiConfigFields.extend({
  instanceId: Id,
  apiKey: z.string(),
  qualificationApiKey: z.string(),
  hasApiKey: z.boolean(),
  hasQualificationApiKey: z.boolean(),
  /** Who really answers: the demo while the chosen provider has no key. */
  effectiveProvider: z.enum([...AI_PROVIDERS, 'demo']),
  updatedAt: z.string(),
  /**
   * Only on a save that brought a new key: the provider accepted it, or could not be asked (the key
   * is kept, unverified). A key the provider refuses is not saved: the save answers 400 on `apiKey`.
   */
  keyCheck: z.object({ status: z.enum(['accepted', 'unverified']), message: z.string() }).optional(),
});
export type AiConfigResponse = z.infer<typeof AiConfigResponse>;

/** GET /api/instances/:id/ai-config/keys: the keys in clear text, for admins only (spec 1 §6). */
export const AiKeysResponse = z.object({
  apiKey: z.string().nullable(),
  qualificationApiKey: z.string().nullable(),
});
export type AiKeysResponse = z.infer<typeof AiKeysResponse>;

/** POST /api/instances/:id/test-voice: a sample in the chosen voice; `text` replaces the sample. */
export const TestVoiceBody = z.object({
  voice: VoiceName,
  speed: VoiceSpeed.optional(),
  text: text('Texto do teste', 500).optional(),
});
export type TestVoiceBody = z.infer<typeof TestVoiceBody>;

/** An mp3 from OpenAI; the demo voice (no key) is a short WAV chime, which `mimetype` tells. */
export const TestVoiceResponse = z.object({
  success: z.boolean(),
  voice: z.string(),
  audioBase64: z.string(),
  mimetype: z.string(),
});
export type TestVoiceResponse = z.infer<typeof TestVoiceResponse>;

export * from './instance-settings';
