import { sql } from 'drizzle-orm';
import { bigserial, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Gateway webhook events as they arrived, before the intake processed them (DESIGN §7): the webhook
 * appends the raw body here, commits and answers; the intake's drainer processes the rows in arrival
 * order, in batches, and deletes each row in the same transaction that stores its effects, so an
 * event answered 2xx is processed exactly once, also after a crash. The table is a queue: it holds
 * only what is not processed yet.
 */
export const intakeEvents = pgTable('intake_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** No foreign keys: the append is the webhook's whole cost, and the drainer re-reads the instance. */
  organizationId: uuid('organization_id').notNull(),
  instanceId: uuid('instance_id').notNull(),
  /**
   * The drain lane (0–31) of the organization (engine/intake/lanes.ts): computed by the database on
   * insert, so the append sends nothing more and rows queued before lanes existed got theirs too.
   */
  lane: smallint('lane').notNull().generatedAlwaysAs(sql`(hashtext(organization_id::text) & 31)`),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** The by-events URL suffix (`messages-upsert`), when the gateway used that form. */
  eventSlug: text('event_slug'),
  /** The body as JSON text (a body that was not JSON is stored as a JSON string). */
  body: text('body').notNull(),
  /** Processing attempts that failed; the event is retried later, and given up after a few. */
  attempts: integer('attempts').notNull().default(0),
  retryAt: timestamp('retry_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lastError: text('last_error'),
});
