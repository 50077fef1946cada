import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AuditChanges } from '../../../contract/audit';
import { ts } from './columns';
import { organizations } from './tenancy';

/**
 * Who did what, append-only: no route updates or deletes a row, only the yearly retention sweep
 * removes old ones. The actor has no foreign key so a deleted user's history stays readable.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for platform-level actions (plans, the master panel's own settings). */
    organizationId: uuid('organization_id').references(() => organizations.id),
    actorUserId: uuid('actor_user_id'),
    actorRole: text('actor_role'),
    /** The actor's e-mail (or the address tried on a failed sign-in) as it was at the time. */
    actorLabel: text('actor_label'),
    at: ts('at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    changes: jsonb('changes').$type<AuditChanges>(),
    extra: jsonb('extra').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_org_at_idx').on(t.organizationId, t.at.desc()),
    // The retention sweep deletes by age across organizations.
    index('audit_log_at_idx').on(t.at),
  ],
);
