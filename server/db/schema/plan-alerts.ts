import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantId, ts } from './columns';

/**
 * The plan's message-usage notices already sent: one row per organization, month (`YYYY-MM` in its
 * time zone) and threshold (80 or 100), so each goes out once a month however often usage is checked.
 */
export const planUsageAlerts = pgTable(
  'plan_usage_alerts',
  {
    organizationId: tenantId(),
    period: text('period').notNull(),
    threshold: integer('threshold').notNull(),
    used: integer('used').notNull(),
    notifiedAt: ts('notified_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.period, t.threshold] })],
);
