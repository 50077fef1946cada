import { z } from 'zod';
import { Id, IdFilter } from './common';
import { PLAN_FEATURES, PLAN_KEYS, type PlanKey } from './plans';

/** Subscription life cycle: a new shop is `trialing`; the platform owner moves it on. */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'suspended', 'canceled'] as const;
export const SubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES, { message: 'Status de assinatura inválido' });
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export const PlanKeySchema = z.enum(PLAN_KEYS as [PlanKey, ...PlanKey[]], { message: 'Selecione um plano' });
export const PlanFeatureSchema = z.enum(PLAN_FEATURES);

/** Slug rule of spec 3 §5: lowercase letters, digits and single hyphens, no hyphen at either end. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Spec 3 §5: lowercase, non-alphanumerics removed, spaces to hyphens, edge hyphens trimmed. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const required = (message: string, max = 120) =>
  z
    .string({ message })
    .trim()
    .min(1, { message })
    .max(max, { message: `Use no máximo ${max} caracteres` });
const optionalKey = z
  .string()
  .trim()
  .max(500, { message: 'Chave muito longa' })
  .optional()
  .transform((value) => value || undefined);

/** The onboarding form of spec 3 §3; field names kept as the spec gives them. */
export const OnboardingBody = z.object({
  organizationName: required('Informe o nome da organização').pipe(
    z.string().min(2, { message: 'Nome da organização deve ter pelo menos 2 caracteres' }),
  ),
  organizationSlug: z
    .string({ message: 'Informe a URL da organização' })
    .trim()
    .min(1, { message: 'Informe a URL da organização' })
    .max(40, { message: 'A URL deve ter no máximo 40 caracteres' })
    .regex(SLUG_PATTERN, { message: 'Use apenas letras minúsculas, números e hífens na URL' }),
  address: z.string().trim().max(300, { message: 'Use no máximo 300 caracteres' }).optional().default(''),
  ownerName: required('Informe o nome do responsável').pipe(
    z.string().min(2, { message: 'Nome deve ter pelo menos 2 caracteres' }),
  ),
  ownerEmail: z
    .string({ message: 'Email inválido' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Email inválido' })),
  phone: z
    .string({ message: 'Informe o telefone' })
    .trim()
    .refine((value) => value.replace(/\D/g, '').length >= 10, {
      message: 'Telefone deve ter pelo menos 10 dígitos',
    })
    .refine((value) => value.replace(/\D/g, '').length <= 15, { message: 'Telefone inválido' }),
  subscriptionPlan: PlanKeySchema,
  instanceName: required('Nome da instância é obrigatório', 80),
  bikerHubApiKey: optionalKey,
  openaiApiKey: optionalKey,
});
export type OnboardingBody = z.input<typeof OnboardingBody>;
export type OnboardingInput = z.output<typeof OnboardingBody>;

export const OnboardingResponse = z.object({
  slug: z.string(),
  organizationId: Id,
  trialEndsAt: z.string(),
  message: z.string(),
  /** Only when the platform cannot send e-mail: the owner's single-use link to set the password. */
  setPasswordUrl: z.string().nullable(),
});
export type OnboardingResponse = z.infer<typeof OnboardingResponse>;

/** A row of the master panel's organization list (spec 3 §3 Organization), plus its subscription dates. */
export const Organization = z.object({
  id: Id,
  name: z.string(),
  slug: z.string(),
  address: z.string().nullable(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  subscriptionStatus: SubscriptionStatus,
  subscriptionPlan: PlanKeySchema,
  currentInstances: z.number(),
  maxInstances: z.number().nullable(),
  currentUsers: z.number(),
  maxUsers: z.number().nullable(),
  messagesThisMonth: z.number(),
  maxMessagesPerMonth: z.number().nullable(),
  trialEndsAt: z.string().nullable(),
  nextPaymentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof Organization>;

/** `id` is react-admin's sort for a list that names none. */
export const ORGANIZATION_SORT_FIELDS = [
  'id',
  'name',
  'createdAt',
  'subscriptionStatus',
  'subscriptionPlan',
] as const;
export const OrganizationListFilter = z.object({
  q: z.string().trim().max(100).optional(),
  id: IdFilter.optional(),
  subscriptionStatus: SubscriptionStatus.optional(),
  subscriptionPlan: PlanKeySchema.optional(),
});
export type OrganizationListFilter = z.infer<typeof OrganizationListFilter>;

/** `PUT /api/organizations/:id` by the platform owner: change plan, extend a trial, suspend or reactivate. */
export const OrganizationUpdateBody = z
  .object({
    subscriptionPlan: PlanKeySchema.optional(),
    subscriptionStatus: SubscriptionStatus.optional(),
    trialEndsAt: z.iso
      .datetime({ offset: true, message: 'Data de fim do teste inválida' })
      .nullable()
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nada para alterar',
  });
export type OrganizationUpdateBody = z.infer<typeof OrganizationUpdateBody>;
