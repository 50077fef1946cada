import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AppointmentKind, AppointmentSource, AppointmentStatus } from '../../../contract/agenda';
import type { AgendaSettings } from '../../../contract/agenda-settings';
import { tenantId, ts } from './columns';
import { leads } from './conversations';
import { vehicles } from './stock';
import { users } from './tenancy';

/**
 * A test drive, visit or trade-in evaluation of a lead, booked by the AI or by staff. The reminder
 * columns record what was sent for the current `startsAt` (a move clears them), so a reminder job
 * that runs twice still sends once.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    kind: text('kind').$type<AppointmentKind>().notNull(),
    startsAt: ts('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<AppointmentStatus>().notNull().default('scheduled'),
    source: text('source').$type<AppointmentSource>().notNull(),
    notes: text('notes').notNull().default(''),
    reminder24hSentAt: ts('reminder_24h_sent_at'),
    reminder2hSentAt: ts('reminder_2h_sent_at'),
    noShowFollowUpSentAt: ts('no_show_follow_up_sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('appointments_org_starts_idx').on(t.organizationId, t.startsAt),
    index('appointments_lead_idx').on(t.leadId),
    index('appointments_seller_starts_idx').on(t.sellerId, t.startsAt).where(sql`${t.sellerId} is not null`),
  ],
);

/** The shop's opening hours for visits; an organization without a row uses the defaults. */
export const agendaSettings = pgTable('agenda_settings', {
  organizationId: tenantId().primaryKey(),
  values: jsonb('values').$type<AgendaSettings>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
