import { z } from 'zod';

/**
 * The audit log (issue 28): who did what, when and from where. Every action the server records is
 * named here, so the web app has a pt-BR label for each and the filter refuses unknown names.
 */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.password_reset_requested',
  'auth.password_reset',
  'auth.two_factor_enabled',
  'auth.two_factor_disabled',
  'auth.two_factor_reset',
  'auth.session_ended',
  'user.created',
  'user.updated',
  'user.deleted',
  'instance.created',
  'instance.deleted',
  'instance.token_changed',
  'ai_config.updated',
  'ai_config.key_changed',
  'ai.memory_reset',
  'scraping.updated',
  'crm.created',
  'crm.updated',
  'settings.updated',
  'organization.plan_changed',
  'organization.billing_changed',
  'leads.exported',
  'backup.downloaded',
  // The contact's rights (LGPD); campaigns are reserved for that feature.
  'lead.data_exported',
  'lead.erased',
  'lead.consent_changed',
  'campaign.started',
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;

/** What secrets read as in a stored change: the fact that they changed, never their value. */
export const SECRET_MASK = '••••';

export const AuditChange = z.object({ before: z.unknown(), after: z.unknown() });
export const AuditChanges = z.record(z.string(), AuditChange);
export type AuditChanges = z.infer<typeof AuditChanges>;

export const AuditRecord = z.object({
  id: z.number().int(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  actorUserId: z.string().nullable(),
  actorRole: z.string().nullable(),
  actorLabel: z.string().nullable(),
  at: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  changes: AuditChanges.nullable(),
  extra: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditRecord = z.infer<typeof AuditRecord>;

/** GET /api/audit-log/:id — the record id is a number, so the params have their own schema. */
export const AuditIdParams = z.object({
  id: z.coerce
    .number({ message: 'ID inválido' })
    .int({ message: 'ID inválido' })
    .positive({ message: 'ID inválido' }),
});

const isoDate = z.iso.datetime({ offset: true, message: 'Data inválida: use o formato ISO 8601' });

/** `filter` of GET /api/audit-log; `organizationId` is read only for the super admin. */
export const AuditFilter = z.object({
  action: AuditAction.optional(),
  userId: z.uuid({ message: 'Usuário inválido' }).optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(80).optional(),
  organizationId: z.uuid({ message: 'Organização inválida' }).optional(),
  q: z.string().trim().max(200).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditFilter = z.infer<typeof AuditFilter>;
