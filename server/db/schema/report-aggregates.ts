import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
  (table) => [
    index('report_first_replies_org_day_idx').on(table.organizationId, table.day),
    // The customers nobody answered, newest first.
    index('report_first_replies_unanswered_idx')
      .on(table.organizationId, table.askedAt.desc())
      .where(sql`reply_at is null`),
  ],
);

/**
 * The first-response times of a day's conversations as a histogram per instance and seller, so a
 * period's median and p90 add up days instead of sorting every conversation (see `buckets.ts`):
 * `measure` is the first answer's author (`ai`, `human`; `unanswered` with no seconds) or the
 * seller's own first message (`own`; no seconds when the seller never wrote).
 */
export const reportResponseBuckets = pgTable(
  'report_response_buckets',
  {
    organizationId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    instanceId: uuid('instance_id').notNull(),
    sellerId: uuid('seller_id'),
    measure: text('measure').$type<'ai' | 'human' | 'unanswered' | 'own'>().notNull(),
    /** The bucket's lower edge in seconds; null when nothing was measured. */
    seconds: doublePrecision('seconds'),
    conversations: integer('conversations').notNull(),
  },
  (table) => [index('report_response_buckets_org_day_idx').on(table.organizationId, table.day)],
);

/**
 * The funnel of a day: the conversations started that day per instance, seller and AI qualification
 * (`none` when not classified), and where their leads stood when the day was built. A lead changed
 * later marks its conversation's day to be built again (`daysToBuild`).
 */
export const reportFunnelDays = pgTable(
  'report_funnel_days',
  {
    organizationId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    instanceId: uuid('instance_id').notNull(),
    sellerId: uuid('seller_id'),
    level: text('level').$type<'HOT' | 'WARM' | 'COLD' | 'none'>().notNull(),
    conversations: integer('conversations').notNull(),
    leads: integer('leads').notNull(),
    new: integer('new').notNull(),
    qualified: integer('qualified').notNull(),
    negotiating: integer('negotiating').notNull(),
    closedWon: integer('closed_won').notNull(),
    closedLost: integer('closed_lost').notNull(),
  },
  (table) => [index('report_funnel_days_org_day_idx').on(table.organizationId, table.day)],
);

/**
 * The AI-and-people counts of a day per instance and seller (see `ai-days.ts` for what each counts):
 * each is a property of one message fixed when it is written, so a period's figures are the sums.
 */
export const reportAiDays = pgTable(
  'report_ai_days',
  {
    organizationId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    instanceId: uuid('instance_id').notNull(),
    sellerId: uuid('seller_id'),
    customerMessages: integer('customer_messages').notNull(),
    answeredByAi: integer('answered_by_ai').notNull(),
    answeredByHuman: integer('answered_by_human').notNull(),
    takeovers: integer('takeovers').notNull(),
    failures: integer('failures').notNull(),
    aiMessages: integer('ai_messages').notNull(),
    audio: integer('audio').notNull(),
    followups: integer('followups').notNull(),
    followupsAnswered: integer('followups_answered').notNull(),
  },
  (table) => [index('report_ai_days_org_day_idx').on(table.organizationId, table.day)],
);

/** Customer messages of a day per hour (organization's clock), instance and seller: the heat map. */
export const reportActivityDays = pgTable(
  'report_activity_days',
  {
    organizationId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    hour: integer('hour').notNull(),
    instanceId: uuid('instance_id').notNull(),
    sellerId: uuid('seller_id'),
    inbound: integer('inbound').notNull(),
  },
  (table) => [index('report_activity_days_org_day_idx').on(table.organizationId, table.day)],
);
