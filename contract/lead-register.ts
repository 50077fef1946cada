import { z } from 'zod';
import { Id } from './common';
import { LEAD_STATUSES, QUALIFICATION_LEVELS } from './constants';
import { Lead } from './leads';

/** The leads register (`/leads`): the board's leads as a paged, sorted, filtered list and a CSV. */

/** `id` is react-admin's sort for a list that names none. */
export const LEAD_REGISTER_SORTS = [
  'id',
  'createdAt',
  'contactName',
  'status',
  'qualificationLevel',
  'aiQualificationScore',
  'lastMessageAt',
  'instanceName',
  'sellerName',
  'saleValue',
] as const;
export type LeadRegisterSort = (typeof LEAD_REGISTER_SORTS)[number];

const DAY = z.iso.date({ message: 'Data inválida: use AAAA-MM-DD' });
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.union([item, z.array(item).max(20)]).optional(),
  );

export const LeadRegisterFilter = z
  .object({
    q: z.string().trim().max(100, { message: 'Pesquisa deve ter no máximo 100 caracteres' }).optional(),
    status: oneOrMany(z.enum(LEAD_STATUSES, { message: `Status inválido: use ${LEAD_STATUSES.join(', ')}` })),
    qualificationLevel: oneOrMany(
      z.enum(QUALIFICATION_LEVELS, {
        message: `Qualificação inválida: use ${QUALIFICATION_LEVELS.join(', ')}`,
      }),
    ),
    instanceId: oneOrMany(Id),
    assignedUserId: oneOrMany(Id),
    /** Created on or after this day / on or before this day, in the organization's time zone. */
    createdFrom: DAY.optional(),
    createdTo: DAY.optional(),
    id: oneOrMany(Id),
  })
  .refine((f) => !f.createdFrom || !f.createdTo || f.createdFrom <= f.createdTo, {
    path: ['createdTo'],
    message: 'A data final deve ser igual ou posterior à inicial',
  });
export type LeadRegisterFilter = z.infer<typeof LeadRegisterFilter>;

/** GET /api/leads/export.csv: the register's filter as JSON, sort as in the list. */
export const LeadExportQuery = z.object({ filter: z.string().optional(), sort: z.string().optional() });

export const LeadHistoryEntry = z.object({
  id: Id,
  kind: z.enum(['status', 'qualification', 'assignment']),
  fromValue: z.string().nullable(),
  toValue: z.string().nullable(),
  actorName: z.string(),
  fromUserName: z.string().nullable(),
  toUserName: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type LeadHistoryEntry = z.infer<typeof LeadHistoryEntry>;

export const LeadRecord = Lead;
export const LeadRecordList = z.array(Lead);
/** One of the AI's financing simulations, as its line in the chat reads. */
export const FinancingSimulationLine = z.object({ text: z.string(), at: z.string() });
export type FinancingSimulationLine = z.infer<typeof FinancingSimulationLine>;

export const LeadDetail = Lead.extend({
  history: z.array(LeadHistoryEntry),
  /** The AI's latest financing simulations in the lead's chat, newest first (at most 5). */
  financingSimulations: z.array(FinancingSimulationLine),
});
export type LeadDetail = z.infer<typeof LeadDetail>;
