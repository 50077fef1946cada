import { z } from 'zod';
import { APPOINTMENT_KINDS } from './agenda';
import { SALE_ITEMS } from './bonuses';
import { Id } from './common';
import { CONSENT_STATUSES } from './consent';
import { LEAD_STATUSES, QUALIFICATION_LEVELS } from './constants';
import { LeadSource } from './lead-source';

/** The lead board's calls (spec 2 §2.5, §4 "Lead status", §7). */

/**
 * `GET /api/leads/all` ships at most this many leads of each status, the most recent first: the
 * board polls nothing but refetches on every live event, and a dealer with 10,000 sold leads must not
 * download them all each time. `totals` still counts every lead, so the column headers stay true.
 */
export const LEADS_PER_STATUS_LIMIT = 500;
/** A typed-in reason or channel ('Outro motivo (personalizado)', 'Outro portal…'). */
export const LEAD_OUTCOME_MAX_LENGTH = 200;
const SEARCH_MAX_LENGTH = 100;

export const LeadStatusSchema = z.enum(LEAD_STATUSES, {
  message: `Status inválido: use ${LEAD_STATUSES.join(', ')}`,
});

/** The 'Todas as instâncias' choice may arrive as an empty value or 'all': both mean no filter. */
const instanceFilter = z.preprocess(
  (value) => (value === '' || value === 'all' ? undefined : value),
  Id.optional(),
);

/** GET /api/leads/all: optional narrowing; the board also filters what it holds (spec 2 §2.5). */
export const LeadListQuery = z.object({
  instanceId: instanceFilter,
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, { message: `Pesquisa deve ter no máximo ${SEARCH_MAX_LENGTH} caracteres` })
    .optional(),
});
export type LeadListQuery = z.infer<typeof LeadListQuery>;

/** A lead card (spec 2 §3 Lead) with what the card shows of its conversation and instance. */
export const Lead = z.object({
  id: Id,
  status: z.enum(LEAD_STATUSES),
  qualificationLevel: z.enum(QUALIFICATION_LEVELS).nullable(),
  aiQualificationScore: z.number().int().nullable(),
  createdAt: z.string(),
  conversationId: Id,
  contactName: z.string(),
  contactNumber: z.string(),
  instanceId: Id,
  instanceName: z.string(),
  lastMessage: z.string().nullable(),
  lastMessageType: z.string(),
  lastMessageAt: z.string().nullable(),
  lostReason: z.string().nullable(),
  soldChannel: z.string().nullable(),
  /** The seller in charge: the instance's owner at first, another seller after a hand-over. */
  assignedUserId: Id.nullable(),
  sellerName: z.string().nullable(),
  saleValue: z.number().nullable(),
  saleItems: z.array(z.enum(SALE_ITEMS)),
  /** When the customer asked the AI for a financing simulation; null when never. */
  financingInterestAt: z.string().nullable(),
  /** The earliest appointment still scheduled or confirmed (a past one stays until marked). */
  nextAppointment: z.object({ id: Id, kind: z.enum(APPOINTMENT_KINDS), startsAt: z.string() }).nullable(),
  /** Whether the customer offered a car as part of the payment (its card is `/api/trade-ins`). */
  hasTradeIn: z.boolean(),
  /** Where the lead came from (issue 29); null for leads older than the record. */
  source: LeadSource.nullable(),
  /** When the first message to a portal's lead found its number not on WhatsApp; null otherwise. */
  notOnWhatsappAt: z.string().nullable(),
  /** An official number had no approved template for the first message (issue 25). */
  noFirstContactTemplateAt: z.string().nullable(),
  /** Whether the contact accepts our proactive messages (issue 25). */
  consentStatus: z.enum(CONSENT_STATUSES).optional(),
});
export type Lead = z.infer<typeof Lead>;

const count = z.number().int();
export const LeadTotals = z.object({
  new: count,
  qualified: count,
  negotiating: count,
  closed_won: count,
  closed_lost: count,
});
export type LeadTotals = z.infer<typeof LeadTotals>;

export const LeadBoard = z.object({
  leads: z.array(Lead),
  /** Every lead of each status matching the query, shipped or not. */
  totals: LeadTotals,
  limitPerStatus: z.number().int(),
  /** The dealer's name, for the lost reason '{name} não compra o carro da época'. */
  organizationName: z.string(),
});
export type LeadBoard = z.infer<typeof LeadBoard>;

const outcomeText = (required: string, tooLong: string) =>
  z.string({ message: required }).trim().max(LEAD_OUTCOME_MAX_LENGTH, { message: tooLong }).optional();

/**
 * PATCH /api/leads/:id. Losing needs the reason and selling the channel (spec 2 §4, §5); the other
 * columns take the status alone.
 */
export const LeadStatusBody = z
  .object({
    status: LeadStatusSchema,
    lostReason: outcomeText(
      'Motivo da perda deve ser um texto',
      `Motivo da perda deve ter no máximo ${LEAD_OUTCOME_MAX_LENGTH} caracteres`,
    ),
    soldChannel: outcomeText(
      'Canal de venda deve ser um texto',
      `Canal de venda deve ter no máximo ${LEAD_OUTCOME_MAX_LENGTH} caracteres`,
    ),
    /** Sold dialog: the sale's value in R$ (optional) and the extras sold with it. */
    saleValue: z
      .number({ message: 'Valor da venda deve ser um número' })
      .min(0, { message: 'Valor da venda não pode ser negativo' })
      .max(100_000_000, { message: 'Valor da venda deve ser no máximo 100.000.000' })
      .nullable()
      .optional(),
    saleItems: z
      .array(z.enum(SALE_ITEMS, { message: `Item de venda inválido: use ${SALE_ITEMS.join(', ')}` }))
      .max(SALE_ITEMS.length)
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.status === 'closed_lost' && !body.lostReason) {
      context.addIssue({
        code: 'custom',
        path: ['lostReason'],
        message: 'Informe o motivo da perda (lostReason) para marcar o lead como perdido',
      });
    }
    if (body.status === 'closed_won' && !body.soldChannel) {
      context.addIssue({
        code: 'custom',
        path: ['soldChannel'],
        message: 'Informe o canal de venda (soldChannel) para marcar o lead como vendido',
      });
    }
  });
export type LeadStatusBody = z.infer<typeof LeadStatusBody>;

export const LeadResponse = z.object({ success: z.literal(true), lead: Lead });
export type LeadResponse = z.infer<typeof LeadResponse>;
