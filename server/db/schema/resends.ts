import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tenantId, ts } from './columns';
import { messages } from './conversations';
import { users } from './tenancy';

/**
 * A failed message of ours sent again from the tools page or the chat. One row per failed message:
 * the row is the claim (two clicks never send twice), then the send's outcome and the new message.
 * Rows go with the messages they name when a purge removes them.
 */
export const messageResends = pgTable(
  'message_resends',
  {
    failedMessageId: uuid('failed_message_id')
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    organizationId: tenantId(),
    resentMessageId: uuid('resent_message_id').references(() => messages.id, { onDelete: 'cascade' }),
    status: text('status').$type<'sending' | 'sent' | 'failed'>().notNull().default('sending'),
    error: text('error'),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('message_resends_org_started_idx').on(t.organizationId, t.startedAt)],
);
