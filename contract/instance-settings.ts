import { z } from 'zod';
import { Id } from './common';
import {
  SETTINGS_BOUNDS as B,
  SETTINGS_DEFAULTS as D,
  DEFAULT_FOLLOW_UP_MESSAGES,
  PERSONALITY_TYPES,
} from './constants';
import { ScrapingSchedule } from './instances';
import { bounded, flag, text } from './settings-rules';

/** The instance's system settings (spec 1 §3), bounds of spec 1 §5, defaults of spec 1 §9. */

const TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const time = (label: string) =>
  z.string({ message: `${label} deve estar no formato HH:MM` }).regex(TIME, {
    message: `${label} deve estar no formato HH:MM (ex.: 08:00)`,
  });

const WORK_DAYS_MESSAGE =
  'Dias de atendimento devem ser números de 1 (segunda) a 7 (domingo) separados por vírgula, com pelo menos um dia';
/** '1,2,3,4,5': ISO week days, Monday = 1 … Sunday = 7. */
export const workDayList = (value: string): number[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);
const workDays = z.string({ message: WORK_DAYS_MESSAGE }).refine(
  (value) => {
    const days = workDayList(value);
    return days.length > 0 && days.every((day) => Number.isInteger(day) && day >= 1 && day <= 7);
  },
  { message: WORK_DAYS_MESSAGE },
);

const PHONE_MESSAGE = 'Telefone do consultor deve ter entre 10 e 15 dígitos';
const consultorPhone = z
  .string({ message: PHONE_MESSAGE })
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, '');
      return digits === '' || (digits.length >= 10 && digits.length <= 15);
    },
    { message: PHONE_MESSAGE },
  )
  .nullable();

/** The numeric settings: a PATCH may send null for them to go back to the default (spec 1 §5). */
const numeric = {
  typingSeconds: bounded({ label: 'Tempo digitando', bounds: B.typingSeconds, unit: 'segundos' }),
  responseSeconds: bounded({
    label: 'Espera antes de responder',
    bounds: B.responseSeconds,
    unit: 'segundos',
  }),
  followUpInterval: bounded({ label: 'Intervalo do follow-up', bounds: B.followUpInterval, unit: 'horas' }),
  maxFollowUps: bounded({ label: 'Máximo de follow-ups', bounds: B.maxFollowUps, integer: true }),
  typingSpeed: bounded({
    label: 'Velocidade de digitação',
    bounds: B.typingSpeed,
    unit: 'caracteres por segundo',
  }),
  typingVariation: bounded({ label: 'Variação da digitação', bounds: B.typingVariation, unit: '%' }),
  maxContextMessages: bounded({ label: 'Mensagens lembradas', bounds: B.maxContextMessages, integer: true }),
};
export const NUMERIC_SETTING_KEYS = Object.keys(numeric) as (keyof typeof numeric)[];

export const InstanceSettings = z.object({
  humanAssumesEnabled: flag('Pausar a IA quando um humano responder'),
  firstContactHumanEnabled: flag('Primeiro contato feito por um humano'),
  keepUnread: flag('Manter mensagens como não lidas'),
  singleMessage: flag('Responder em uma única mensagem'),
  includeContactName: flag('Chamar o cliente pelo nome'),
  ...numeric,
  followUpMessage1: text('Mensagem do follow-up 1', 1000),
  followUpMessage2: text('Mensagem do follow-up 2', 1000),
  followUpMessage3: text('Mensagem do follow-up 3', 1000),
  /**
   * Official numbers (Cloud API): the approved template's name sent instead of a follow-up or a
   * reminder once the customer's 24-hour window closed; '' skips them then.
   */
  followUpTemplate: text('Modelo do follow-up fora da janela de 24 h', 512),
  /** Phone numbers, one per line. */
  followUpBlacklist: text('Números que não recebem follow-up', 20_000),
  enableAutoResponse: flag('Resposta automática'),
  consultorNotificationEnabled: flag('Notificar o consultor'),
  consultorNotificationPhone: consultorPhone,
  aiScheduleEnabled: flag('Horário de atendimento'),
  aiStartTime: time('Início do atendimento'),
  aiEndTime: time('Fim do atendimento'),
  aiWorkDays: workDays,
  humanSimulationEnabled: flag('Simular comportamento humano'),
  keywordAlertsEnabled: flag('Alertas por palavra-chave'),
  /** Comma list. */
  alertKeywords: text('Palavras-chave', 2000),
  enableTypingSimulation: flag('Simular digitação'),
  enableSmartPauses: flag('Pausas inteligentes'),
  enableContextMemory: flag('Memória de contexto'),
  enableEmotionalTone: flag('Tom emocional'),
  enablePersonality: flag('Personalidade'),
  personalityType: z.enum(PERSONALITY_TYPES, {
    message: `Tipo de personalidade deve ser um de: ${PERSONALITY_TYPES.join(', ')}`,
  }),
  enableAutoTranslation: flag('Tradução automática'),
  enableSpellCheck: flag('Correção ortográfica'),
  enableContentFilter: flag('Filtro de conteúdo'),
  /** Past the spec: the first photo of the car on offer goes out when the customer asks to see it. */
  sendCarPhotoEnabled: flag('Enviar a foto do carro'),
});
export type InstanceSettings = z.infer<typeof InstanceSettings>;

/** Spec 1 §9; the follow-up texts the spec does not word are ours (DEFAULT_FOLLOW_UP_MESSAGES). */
export const INSTANCE_SETTINGS_DEFAULTS: InstanceSettings = {
  humanAssumesEnabled: D.humanAssumesEnabled,
  firstContactHumanEnabled: D.firstContactHumanEnabled,
  keepUnread: D.keepUnread,
  singleMessage: D.singleMessage,
  includeContactName: D.includeContactName,
  typingSeconds: D.typingSeconds,
  responseSeconds: D.responseSeconds,
  followUpInterval: D.followUpInterval,
  maxFollowUps: D.maxFollowUps,
  typingSpeed: D.typingSpeed,
  typingVariation: D.typingVariation,
  maxContextMessages: D.maxContextMessages,
  followUpMessage1: DEFAULT_FOLLOW_UP_MESSAGES[0],
  followUpMessage2: DEFAULT_FOLLOW_UP_MESSAGES[1],
  followUpMessage3: DEFAULT_FOLLOW_UP_MESSAGES[2],
  followUpTemplate: '',
  followUpBlacklist: D.followUpBlacklist,
  enableAutoResponse: D.enableAutoResponse,
  consultorNotificationEnabled: D.consultorNotificationEnabled,
  consultorNotificationPhone: null,
  aiScheduleEnabled: D.aiScheduleEnabled,
  aiStartTime: D.aiStartTime,
  aiEndTime: D.aiEndTime,
  aiWorkDays: D.aiWorkDays,
  humanSimulationEnabled: D.humanSimulationEnabled,
  keywordAlertsEnabled: D.keywordAlertsEnabled,
  alertKeywords: D.alertKeywords,
  enableTypingSimulation: D.enableTypingSimulation,
  enableSmartPauses: D.enableSmartPauses,
  enableContextMemory: D.enableContextMemory,
  enableEmotionalTone: D.enableEmotionalTone,
  enablePersonality: D.enablePersonality,
  personalityType: D.personalityType,
  enableAutoTranslation: D.enableAutoTranslation,
  enableSpellCheck: D.enableSpellCheck,
  enableContentFilter: D.enableContentFilter,
  sendCarPhotoEnabled: D.sendCarPhotoEnabled,
};

/**
 * PATCH /api/instances/:id/settings (the second step of a full save): a subset of the settings;
 * a numeric field sent as null goes back to its default. Out of range is a 400 naming the field.
 */
export const InstanceSettingsPatchBody = InstanceSettings.partial().extend(
  Object.fromEntries(NUMERIC_SETTING_KEYS.map((key) => [key, numeric[key].nullable().optional()])) as {
    [K in keyof typeof numeric]: z.ZodOptional<z.ZodNullable<(typeof numeric)[K]>>;
  },
);
export type InstanceSettingsPatchBody = z.infer<typeof InstanceSettingsPatchBody>;

/** The last reading of the instance's site. `never` until the first one ends. */
export const ScrapingStatus = z.object({
  status: z.enum(['never', 'ok', 'failed']),
  error: z.string().nullable(),
  lastFetchedAt: z.string().nullable(),
  /** Length of the text the AI receives. */
  characters: z.number().int(),
  /** When the next reading is queued; null when none is (off, or manual and done). */
  nextRunAt: z.string().nullable(),
});
export type ScrapingStatus = z.infer<typeof ScrapingStatus>;

/**
 * GET/PATCH /api/instances/:id/settings: the settings with defaults applied, the inbox's two
 * switches (which live on the instance) and the scraping configuration with its last result.
 */
export const InstanceSettingsView = InstanceSettings.extend({
  instanceId: Id,
  globalAiEnabled: z.boolean(),
  globalFollowupEnabled: z.boolean(),
  scrapingEnabled: z.boolean(),
  scrapingUrl: z.string().nullable(),
  scrapingSchedule: ScrapingSchedule,
  scraping: ScrapingStatus,
});
export type InstanceSettingsView = z.infer<typeof InstanceSettingsView>;

/** GET /api/instances/:id/follow-up-settings (spec 1 §3): the texts that will be sent, in order. */
export const FollowUpSettingsResponse = z.object({
  intervalHours: z.number(),
  messageCount: z.number().int(),
  customMessages: z.array(z.string()),
  enabled: z.boolean(),
  blacklist: z.array(z.string()),
});
export type FollowUpSettingsResponse = z.infer<typeof FollowUpSettingsResponse>;

const URL_MESSAGE = 'URL do site deve ser um endereço http:// ou https:// válido';
const isWebUrl = (value: string): boolean => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
};

/** PATCH /api/instances/:id/scraping/config (third step of a full save; the toggle sends one field). */
export const ScrapingConfigBody = z.object({
  scrapingEnabled: flag('Scraping').optional(),
  scrapingUrl: z
    .string({ message: URL_MESSAGE })
    .trim()
    .max(2000, { message: 'URL do site deve ter no máximo 2000 caracteres' })
    .refine((value) => value === '' || isWebUrl(value), { message: URL_MESSAGE })
    .nullish(),
  scrapingSchedule: z
    .enum(ScrapingSchedule.options, { message: 'Frequência deve ser hourly, daily ou manual' })
    .optional(),
});
export type ScrapingConfigBody = z.infer<typeof ScrapingConfigBody>;

export const ScrapingConfigResponse = z.object({
  success: z.literal(true),
  scrapingEnabled: z.boolean(),
  scrapingUrl: z.string().nullable(),
  scrapingSchedule: ScrapingSchedule,
  scraping: ScrapingStatus,
});
export type ScrapingConfigResponse = z.infer<typeof ScrapingConfigResponse>;

/** POST /api/instances/:id/ai/restart: the AI's context starts at `contextSince`. */
export const RestartAiResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  contextSince: z.string(),
});
export type RestartAiResponse = z.infer<typeof RestartAiResponse>;
