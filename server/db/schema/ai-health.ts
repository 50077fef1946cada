import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tenantId, ts } from './columns';
import { instances } from './instances';

/**
 * How an instance's AI replies are doing, so a failing provider is seen on the dashboard card and a
 * refused key stops burning calls. One row per instance, written only when a reply fails (and
 * cleared by the next reply that goes out or by a new key).
 */
export const aiReplyHealth = pgTable(
  'ai_reply_health',
  {
    instanceId: uuid('instance_id')
      .primaryKey()
      .references(() => instances.id),
    organizationId: tenantId(),
    /** The last reply that gave up, and why (pt-BR, with the provider's own words). */
    lastFailureAt: ts('last_failure_at'),
    lastFailure: text('last_failure'),
    /** Authentication refusals (401/403) in a row; reset by a success or a new key. */
    authFailures: integer('auth_failures').notNull().default(0),
    /** Set once refusals repeat: replies stop calling the provider until the key changes. */
    keyRejectedAt: ts('key_rejected_at'),
  },
  (t) => [index('ai_reply_health_org_idx').on(t.organizationId)],
);
