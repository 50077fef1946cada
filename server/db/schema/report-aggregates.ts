import { boolean, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenantId, ts } from './columns';
import { conversations } from './conversations';

/**
 * The reports' daily pre-aggregates (DESIGN §7): whole past days of an organization, rebuilt by the
 * `report_aggregates` job from the messages and conversations. A day is read from these tables only
 * once `report_aggregate_days` marks it built; any other day (today, always) is computed from the rows.
 */
export const reportAggregateDays = pgTable(
  'report_aggregate_days',
  {
    organizationId: tenantId(),
    /** A day in the organization's time zone. */
    day: date('day', { mode: 'string' }).notNull(),
    builtAt: ts('built_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.day] })],
);

/** One row per conversation started on `day` whose customer wrote: its first answers. */
export const reportFirstReplies = pgTable(
  'report_first_replies',
  {
    conversationId: uuid('conversation_id')
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    organizationId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    instanceId: uuid('instance_id').notNull(),
    /** The lead's seller when the day was built (assigned, else the instance's owner). */
    sellerId: uuid('seller_id'),
    askedAt: ts('asked_at').notNull(),
    replyAt: ts('reply_at'),
    responder: text('responder').$type<'ai' | 'human'>(),
    ownAt: ts('own_at'),
  },
  (table) => [index('report_first_replies_org_day_idx').on(table.organizationId, table.day)],
);

/**
 * One row per conversation and day with messages: what the AI-and-people report sums, plus what it
 * needs to join the days of a period exactly (the customer messages before the day's first answer
 * are counted in `aiAnswered`/`humanAnswered`; those after its last answer are `tailInbound`).
 */
export const reportChatDays = pgTable(
  'report_chat_days',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    organizationId: tenantId(),
    instanceId: uuid('instance_id').notNull(),
    sellerId: uuid('seller_id'),
    inbound: integer('inbound').notNull(),
    tailInbound: integer('tail_inbound').notNull(),
    firstAnswer: text('first_answer').$type<'ai' | 'human'>(),
    aiAnswered: integer('ai_answered').notNull(),
    humanAnswered: integer('human_answered').notNull(),
    hasAi: boolean('has_ai').notNull(),
    hasHuman: boolean('has_human').notNull(),
    humanAfterAi: boolean('human_after_ai').notNull(),
    failures: integer('failures').notNull(),
    aiMessages: integer('ai_messages').notNull(),
    audio: integer('audio').notNull(),
    followups: integer('followups').notNull(),
    followupsAnswered: integer('followups_answered').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.day] }),
    index('report_chat_days_org_day_idx').on(table.organizationId, table.day),
  ],
);
