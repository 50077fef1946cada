import { z } from 'zod';
import { Id, IdFilter } from './common';
import { CRM_SYNC_INTERVALS, LEAD_STATUSES, QUALIFICATION_LEVELS } from './constants';

/** The CRM link (spec 3 §2.4, §3 CRM config, §7) and its sync runs. */

/** Sync interval options in minutes: `CRM_SYNC_INTERVALS` (spec 3 §9); 30 by default. */
export const DEFAULT_CRM_SYNC_INTERVAL = 30;
export const CRM_PROVIDERS = ['autocerto', 'demo'] as const;
export type CrmProvider = (typeof CRM_PROVIDERS)[number];

export const CRM_SAVE_MISSING = 'Preencha usuário e senha do Autocerto.';
export const CRM_TEST_MISSING = 'Preencha usuário e senha para testar a conexão.';

const webAddress = (field: string) =>
  z
    .string()
    .trim()
    .max(500, { message: `${field} deve ter no máximo 500 caracteres` })
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), {
      message: `${field} deve começar com http:// ou https://`,
    })
    .optional();

const configFields = {
  provider: z.enum(CRM_PROVIDERS, { message: 'CRM inválido: use autocerto ou demo' }).optional(),
  autocertoUsername: z.string({ message: CRM_SAVE_MISSING }).trim().max(200),
  isActive: z.boolean().default(true),
  syncInterval: z
    .number()
    .int()
    .refine((value) => (CRM_SYNC_INTERVALS as readonly number[]).includes(value), {
      message: `Intervalo inválido: use ${CRM_SYNC_INTERVALS.join(', ')} minutos`,
    })
    .default(DEFAULT_CRM_SYNC_INTERVAL),
  enableLeadSync: z.boolean().default(true),
  enableStockSync: z.boolean().default(true),
  enableAdminSync: z.boolean().default(false),
  webUrl: webAddress('Endereço do CRM'),
  creditPortalUrl: webAddress('Endereço do portal de crédito'),
};

/** First save: user name and password both required. */
export const CrmConfigCreateBody = z.object({
  ...configFields,
  autocertoUsername: configFields.autocertoUsername.min(1, { message: CRM_SAVE_MISSING }),
  autocertoPassword: z.string({ message: CRM_SAVE_MISSING }).min(1, { message: CRM_SAVE_MISSING }).max(200),
});
export type CrmConfigCreateBody = z.infer<typeof CrmConfigCreateBody>;

/** Update: a blank password keeps the stored one (it is never sent back). */
export const CrmConfigUpdateBody = z.object({
  ...configFields,
  autocertoUsername: configFields.autocertoUsername.min(1, { message: CRM_SAVE_MISSING }),
  autocertoPassword: z.string().max(200).optional(),
});
export type CrmConfigUpdateBody = z.infer<typeof CrmConfigUpdateBody>;

export const CrmTestBody = z.object({
  username: z.string({ message: CRM_TEST_MISSING }).trim().min(1, { message: CRM_TEST_MISSING }),
  password: z.string({ message: CRM_TEST_MISSING }).min(1, { message: CRM_TEST_MISSING }),
  provider: z.enum(CRM_PROVIDERS).optional(),
});
export type CrmTestBody = z.infer<typeof CrmTestBody>;

export const CrmSyncStatus = z.enum(['success', 'retrying', 'error', 'running']);

/** The link as the page loads it: the password always blank. */
export const CrmConfig = z.object({
  id: Id,
  provider: z.enum(CRM_PROVIDERS),
  autocertoUsername: z.string(),
  autocertoPassword: z.literal(''),
  hasPassword: z.boolean(),
  isActive: z.boolean(),
  syncInterval: z.number().int(),
  enableLeadSync: z.boolean(),
  enableStockSync: z.boolean(),
  enableAdminSync: z.boolean(),
  lastSync: z.string().nullable(),
  lastSyncStatus: z.string().nullable(),
  lastSyncError: z.string().nullable(),
  webUrl: z.string().nullable(),
  creditPortalUrl: z.string().nullable(),
});
export type CrmConfig = z.infer<typeof CrmConfig>;

export const CrmConfigResponse = z.object({
  config: CrmConfig.nullable(),
  /** Whether the server knows the partner's API (AUTOCERTO_API_URL); otherwise only the demo CRM. */
  autocertoAvailable: z.boolean(),
  /** The addresses used when the organization set none. */
  defaultWebUrl: z.string(),
  defaultCreditPortalUrl: z.string(),
  /** When the queued sync will run; null when none is queued. */
  nextSyncAt: z.string().nullable(),
});
export type CrmConfigResponse = z.infer<typeof CrmConfigResponse>;

export const CrmMessageResponse = z.object({ success: z.literal(true), message: z.string() });
export type CrmMessageResponse = z.infer<typeof CrmMessageResponse>;

export const CrmSyncRun = z.object({
  id: Id,
  trigger: z.enum(['schedule', 'manual']),
  attempt: z.number().int(),
  status: z.enum(['running', 'success', 'failed', 'retrying']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  stockInserted: z.number().int(),
  stockUpdated: z.number().int(),
  stockRemoved: z.number().int(),
  stockUnchanged: z.number().int(),
  leadsPushed: z.number().int(),
  error: z.string().nullable(),
});
export type CrmSyncRun = z.infer<typeof CrmSyncRun>;

/** `GET /api/crm/runs` in the simple-rest dialect: a search of status and error, by status, by trigger, or by ids. */
export const CrmSyncRunFilter = z.object({
  q: z.string().trim().max(100).optional(),
  status: CrmSyncRun.shape.status.optional(),
  trigger: CrmSyncRun.shape.trigger.optional(),
  /** react-admin's getMany: `{"id":[...]}`. */
  id: IdFilter.optional(),
});
export type CrmSyncRunFilter = z.infer<typeof CrmSyncRunFilter>;

export const CrmSyncRunsResponse = z.object({ runs: z.array(CrmSyncRun), nextSyncAt: z.string().nullable() });
export type CrmSyncRunsResponse = z.infer<typeof CrmSyncRunsResponse>;

/** The addresses the embedded pages may frame (CRM and credit portal) for the organization. */
export const CrmPortalsResponse = z.object({ crmUrl: z.string(), creditPortalUrl: z.string() });
export type CrmPortalsResponse = z.infer<typeof CrmPortalsResponse>;

export { type CrmDotColor, crmDotColor } from './crm-dot';

/**
 * A lead of `/leadsok` (GET /api/credit/leads): its sale was marked "Financeira Retorno" in the sold
 * dialog; `soldAt` is when it moved to its status.
 */
export const FinancedLead = z.object({
  id: Id,
  conversationId: Id,
  contactName: z.string(),
  contactNumber: z.string(),
  instanceName: z.string(),
  sellerName: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  qualificationLevel: z.enum(QUALIFICATION_LEVELS).nullable(),
  saleValue: z.number().nullable(),
  soldAt: z.string().nullable(),
  /** When the customer asked the AI for a financing simulation (issue 24); null when never. */
  financingInterestAt: z.string().nullable(),
});
export type FinancedLead = z.infer<typeof FinancedLead>;

export const FinancedLeadsResponse = z.array(FinancedLead);
export type FinancedLeadsResponse = z.infer<typeof FinancedLeadsResponse>;
