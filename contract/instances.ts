import { z } from 'zod';
import { Id, IdFilter, onlyDigits } from './common';

export const PHONE_MIN_DIGITS = 10;

export const GatewayKind = z.enum(['simulator', 'evolution', 'cloud']);
export type GatewayKind = z.infer<typeof GatewayKind>;

export const ScrapingSchedule = z.enum(['hourly', 'daily', 'manual']);

const instanceName = z
  .string({ message: 'Nome da instância é obrigatório' })
  .trim()
  .min(2, { message: 'Nome da instância é obrigatório' })
  .max(80, { message: 'Nome da instância deve ter no máximo 80 caracteres' });
const phone = z
  .string({ message: 'Telefone deve ter pelo menos 10 dígitos' })
  .trim()
  .transform(onlyDigits)
  .refine((digits) => digits.length >= PHONE_MIN_DIGITS, {
    message: 'Telefone deve ter pelo menos 10 dígitos',
  })
  .refine((digits) => digits.length <= 15, { message: 'Telefone deve ter no máximo 15 dígitos' });
const optionalPhone = z
  .string()
  .trim()
  .transform(onlyDigits)
  .refine((digits) => digits === '' || digits.length >= PHONE_MIN_DIGITS, {
    message: 'Telefone de notificação deve ter pelo menos 10 dígitos',
  })
  .nullish();
const optionalText = z.string().trim().max(120).nullish();

/** The owner's name as the dashboard card and the inbox show it. */
export const InstanceOwner = z.object({
  id: Id,
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
});

export const InstanceSummary = z.object({
  id: Id,
  userId: Id,
  name: z.string(),
  phone: z.string(),
  notificationPhone: z.string().nullable(),
  notificationName: z.string().nullable(),
  isConnected: z.boolean(),
  isDeleted: z.boolean(),
  aiEnabled: z.boolean(),
  bikerHubEnabled: z.boolean(),
  globalAiEnabled: z.boolean(),
  globalFollowupEnabled: z.boolean(),
  gateway: GatewayKind,
  createdAt: z.string(),
});
export type InstanceSummary = z.infer<typeof InstanceSummary>;

export const Instance = InstanceSummary.extend({
  user: InstanceOwner,
  aiChats: z.number().int(),
  consultorChats: z.number().int(),
  consultorNotificationEnabled: z.boolean(),
  consultorNotificationPhone: z.string().nullable(),
  scrapingEnabled: z.boolean(),
  scrapingUrl: z.string().nullable(),
  scrapingSchedule: ScrapingSchedule,
  /**
   * Whether the AI answers this number: the card's 'IA'/'OFF' badge, the 'IAs Ativas' count and the
   * inbox switch all read this one field (the card switch, the settings switch and the AI config's).
   */
  aiActive: z.boolean(),
  /** The last AI reply that gave up, while no reply has gone out since; `keyRejected`: "chave recusada". */
  aiFailure: z.object({ at: z.string(), message: z.string(), keyRejected: z.boolean() }).nullable(),
  /**
   * An official number's facts (Cloud API) as `GET /{phone-number-id}` and the quality webhooks left
   * them, for the card; null on the other gateways.
   */
  official: z
    .object({
      verifiedName: z.string(),
      qualityRating: z.string(),
      messagingLimitTier: z.string().nullable(),
    })
    .nullable(),
});
export type Instance = z.infer<typeof Instance>;

/** PUT /api/instances/:id from the users screen. */
export const InstanceUpdateBody = z.object({
  name: instanceName,
  phone,
  notificationPhone: optionalPhone,
  notificationName: optionalText,
});
export type InstanceUpdateBody = z.infer<typeof InstanceUpdateBody>;

/** POST /api/users-with-instances: create an instance for an existing user of the organization. */
export const UserWithInstanceBody = z.object({
  // The union's own message covers a missing or non-string userId, not only the blank one.
  userId: z
    .union([Id, z.literal('')], { message: 'Selecione um usuário para criar a instância' })
    .refine((v) => v !== '', {
      message: 'Selecione um usuário para criar a instância',
    }),
  createInstance: z.boolean().default(true),
  instanceName,
  instancePhone: phone,
  notificationPhone: optionalPhone,
  notificationName: optionalText,
  bikerHubEnabled: z.boolean().default(false),
});
export type UserWithInstanceBody = z.infer<typeof UserWithInstanceBody>;

/** `filter` of GET /api/instances (ra-data-simple-rest): search text, owner, or ids. */
export const InstanceListFilter = z.object({
  q: z.string().trim().max(200).optional(),
  userId: Id.optional(),
  id: IdFilter.optional(),
});
export type InstanceListFilter = z.infer<typeof InstanceListFilter>;

/** Fields GET /api/instances can sort on (`sort=["name","ASC"]`). */
export const INSTANCE_SORT_FIELDS = [
  'id',
  'name',
  'phone',
  'userId',
  'isConnected',
  'aiEnabled',
  'createdAt',
] as const;
