/**
 * Business constants of the spec, shared by the server and the web app. No zod here: the web app's
 * entry (login page, layout) imports from this file without loading the schemas.
 */

export const AI_PROVIDERS = ['openai', 'gemini', 'deepseek'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

export const AI_MODELS: Record<AiProvider, readonly string[]> = {
  openai: ['gpt-4o-mini', 'gpt-4o', 'gpt-5-mini', 'gpt-4.1-mini', 'gpt-4-turbo'],
  gemini: ['gemini-2.0-flash-exp', 'gemini-1.5-pro', 'gemini-1.5-flash'],
  deepseek: ['deepseek-chat', 'deepseek-coder'],
};

export const VOICES = {
  male: ['alloy', 'echo', 'fable', 'onyx', 'ash'],
  female: ['nova', 'shimmer', 'coral', 'sage', 'ballad'],
} as const;
export const VOICE_SPEEDS = [0.5, 0.75, 1.0, 1.25, 1.5] as const;

export const PERSONALITY_TYPES = ['friendly', 'professional', 'casual', 'formal'] as const;

export const DEFAULT_ALERT_KEYWORDS = ['urgente', 'problema', 'reclamação', 'cancelar', 'desconto', 'oferta'];

/** Inclusive bounds of spec 1 §5. */
export const SETTINGS_BOUNDS = {
  temperature: { min: 0, max: 2, step: 0.1 },
  topP: { min: 0, max: 1, step: 0.05 },
  followUpInterval: { min: 1, max: 168 },
  maxFollowUps: { min: 1, max: 3 },
  typingSeconds: { min: 0, max: 30 },
  responseSeconds: { min: 0, max: 300 },
  typingSpeed: { min: 20, max: 100 },
  typingVariation: { min: 0, max: 50 },
  maxContextMessages: { min: 1, max: 50 },
} as const;

/** Defaults of spec 1 §9. */
export const SETTINGS_DEFAULTS = {
  provider: 'openai' as AiProvider,
  model: 'gpt-4o-mini',
  temperature: 0.7,
  topP: 1.0,
  qualificationTemperature: 0.3,
  qualificationTopP: 0.8,
  audioVoice: 'fable',
  audioSpeed: 1.0,
  typingSeconds: 3,
  responseSeconds: 30,
  followUpInterval: 24,
  maxFollowUps: 1,
  maxContextMessages: 10,
  typingSpeed: 40,
  typingVariation: 20,
  aiStartTime: '08:00',
  aiEndTime: '18:00',
  aiWorkDays: '1,2,3,4,5',
  personalityType: 'friendly',
  scrapingSchedule: 'hourly',
  // The spec names no default for the switches and texts below (spec 1 §3); these keep the AI
  // answering out of the box and behaving like a person, with every extra off until chosen.
  isActive: true,
  qualificationProvider: 'openai' as AiProvider,
  qualificationModel: 'gpt-4o-mini',
  audioResponseEnabled: false,
  enableBrazilianInterjections: true,
  enableSSMLPauses: false,
  enableTimeBasedGreeting: true,
  enableAudioEnhancement: false,
  enableAmbientSounds: false,
  humanAssumesEnabled: true,
  firstContactHumanEnabled: false,
  keepUnread: false,
  singleMessage: false,
  includeContactName: true,
  followUpBlacklist: '',
  enableAutoResponse: true,
  consultorNotificationEnabled: false,
  aiScheduleEnabled: false,
  humanSimulationEnabled: true,
  keywordAlertsEnabled: true,
  alertKeywords: DEFAULT_ALERT_KEYWORDS.join(', '),
  enableTypingSimulation: true,
  enableSmartPauses: true,
  enableContextMemory: true,
  enableEmotionalTone: true,
  enablePersonality: true,
  enableAutoTranslation: false,
  enableSpellCheck: false,
  enableContentFilter: false,
  // Past the spec: the AI may send the offered car's photo when asked; off until the shop chooses it.
  sendCarPhotoEnabled: false,
  scrapingEnabled: false,
} as const;

/** A dealer's follow-ups: polite and short, never promising a price or condition the shop did not set. */
export const DEFAULT_FOLLOW_UP_MESSAGES = [
  'Oi! Passando para saber se ficou alguma dúvida sobre o veículo. Posso ajudar em algo?',
  'Olá! Se ainda tiver interesse, posso enviar mais fotos, agendar uma visita ou simular o financiamento. É só me avisar.',
  'Oi! Vou deixar seu atendimento em aberto por aqui. Quando quiser retomar, é só me chamar!',
] as const;

/** Per-conversation follow-up from the inbox (minutes and message of spec 2 §9). */
export const CONVERSATION_FOLLOWUP_DEFAULTS = {
  followupTime: 60,
  followupMessage: 'Olá! Como posso ajudar você hoje?',
} as const;

export const LEAD_STATUSES = ['new', 'qualified', 'negotiating', 'closed_won', 'closed_lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const QUALIFICATION_LEVELS = ['HOT', 'WARM', 'COLD'] as const;
export type QualificationLevel = (typeof QUALIFICATION_LEVELS)[number];

export const LOST_REASONS = [
  'Comprou em outro local',
  'Ficha negada',
  'Restrição no nome',
  'Não responde mais',
  'Achou caro a prestação',
  'Não tem valor de entrada',
  '{name} não compra o carro da época',
  'Outro motivo (personalizado)',
] as const;

export const SALE_CHANNELS = [
  'OLX',
  'Webmotors',
  'iCarros',
  'Mercado Livre',
  'Na Pista',
  'Mobiauto',
  'Chaves na Mão',
  'Autoline',
  'Instagram',
  'Facebook',
  'Indicação',
  'Cliente Antigo',
  'Cliente do Porta',
  'Site',
  'Outro portal ou canal de venda',
] as const;

export const BONUS_CATEGORY_TYPES: Record<string, string> = {
  'Banco de Couro': 'accessories',
  'Laudo Cautelar': 'accessories',
  'Financeira Retorno': 'financial',
  'Seguro Alamo': 'insurance',
  'Seguro Facility': 'insurance',
  'Avaliação 5 Estrelas': 'google_reviews',
  'Meta Brindes': 'sales_goals',
  'Meta Viagem': 'sales_goals',
  'Meta Produtos': 'sales_goals',
  'Meta Dinheiro': 'sales_goals',
};
export const bonusTypeOf = (category: string): string => BONUS_CATEGORY_TYPES[category] ?? 'general';

export const CRM_SYNC_INTERVALS = [15, 30, 60, 120, 240] as const;

export const MOBILE_MAX_WIDTH = 768;

/** The roles of a user (spec 2 §3). */
export const ROLES = ['vendedor', 'admin', 'super_admin'] as const;

/** Spec 3 §5, §9: the session timeout input, in minutes. */
export const SESSION_TIMEOUT = { min: 5, max: 480, default: 30 } as const;

/** Close codes of the `/ws` socket: the client reconnects on anything but these. */
export const SOCKET_CLOSE = {
  unauthorized: 4401,
} as const;

/** The inbox's pages (spec 2 §7): conversations, a conversation's messages, its notes. */
export const CONVERSATION_PAGE_SIZE = 20;
export const MESSAGE_PAGE_SIZE = 50;
export const NOTE_PAGE_SIZE = 50;
