import { z } from 'zod';
import { Id, IdFilter } from './common';

/**
 * Campaigns (issue 25): one message to an audience of leads of one number, sent by a durable job at
 * the number's pace. Official numbers send an approved template; Evolution numbers may send text.
 */

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'running', 'paused', 'done', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** A recipient as the list shows it: delivered, read and replied are read from the chat itself. */
export const RECIPIENT_STATUSES = ['queued', 'sent', 'delivered', 'read', 'replied', 'failed'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** A contact reached by any campaign within this many days is left out of the next one. */
export const DEFAULT_RECENT_DAYS = 7;
/** Evolution's unofficial protocol: a slow pace keeps the number away from a ban. */
export const EVOLUTION_PER_MINUTE = 6;
/** Official numbers: messages per second, under the platform's throughput. */
export const CLOUD_PER_SECOND = 1;

const LEAD_STATUSES = ['new', 'qualified', 'negotiating', 'closed_won', 'closed_lost'] as const;
const QUALIFICATIONS = ['HOT', 'WARM', 'COLD'] as const;

export const CampaignAudience = z.object({
  statuses: z
    .array(z.enum(LEAD_STATUSES, { message: 'Status de lead inválido' }))
    .max(5)
    .default([]),
  qualifications: z
    .array(z.enum(QUALIFICATIONS, { message: 'Qualificação inválida' }))
    .max(3)
    .default([]),
  sellerIds: z.array(Id).max(200).default([]),
  saleChannels: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  /** The conversation's last message between these dates (ISO). */
  lastContactFrom: z.iso.datetime({ offset: true, message: 'Data inválida' }).nullish(),
  lastContactTo: z.iso.datetime({ offset: true, message: 'Data inválida' }).nullish(),
  recentDays: z
    .number({ message: 'Informe o número de dias' })
    .int()
    .min(0, { message: 'Use 0 ou mais dias' })
    .max(365)
    .default(DEFAULT_RECENT_DAYS),
});
export type CampaignAudience = z.infer<typeof CampaignAudience>;

export const CampaignCreateBody = z
  .object({
    name: z
      .string({ message: 'Informe o nome da campanha' })
      .trim()
      .min(1, { message: 'Informe o nome da campanha' })
      .max(120, { message: 'O nome deve ter no máximo 120 caracteres' }),
    instanceId: Id,
    templateId: Id.nullish(),
    text: z.string().trim().max(4096, { message: 'O texto deve ter no máximo 4096 caracteres' }).nullish(),
    variables: z
      .array(z.string().trim().min(1, { message: 'Informe o valor' }).max(200))
      .max(20)
      .default([]),
    audience: CampaignAudience.default(CampaignAudience.parse({})),
    sendNow: z.boolean().optional(),
    scheduledAt: z.iso.datetime({ offset: true, message: 'Data inválida' }).nullish(),
  })
  .superRefine((body, ctx) => {
    if (!body.templateId && !body.text)
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'Escolha um modelo ou escreva o texto' });
    if (body.templateId && body.text)
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'Use um modelo ou um texto, não os dois' });
    if (!body.sendNow && !body.scheduledAt)
      ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: 'Envie agora ou escolha um horário' });
  });
export type CampaignCreateBody = z.infer<typeof CampaignCreateBody>;

export const CampaignRecord = z.object({
  id: Id,
  name: z.string(),
  instanceId: Id,
  templateId: Id.nullable(),
  text: z.string().nullable(),
  variables: z.array(z.string()),
  audience: CampaignAudience,
  status: z.enum(CAMPAIGN_STATUSES),
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Recipients by outcome so far (the progress bar). */
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type CampaignRecord = z.infer<typeof CampaignRecord>;

export const CampaignFilter = z.object({
  id: IdFilter.optional(),
  status: z.enum(CAMPAIGN_STATUSES).optional(),
});

export const RecipientRecord = z.object({
  id: Id,
  leadId: Id,
  conversationId: Id,
  contactName: z.string(),
  contactNumber: z.string(),
  status: z.enum(RECIPIENT_STATUSES),
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type RecipientRecord = z.infer<typeof RecipientRecord>;

export const RecipientFilter = z.object({ status: z.enum(RECIPIENT_STATUSES).optional() });

export const AudienceCountBody = z.object({ instanceId: Id, audience: CampaignAudience });
export const AudienceCountResponse = z.object({ count: z.number().int() });
