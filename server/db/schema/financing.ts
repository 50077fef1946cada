import { integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantId, ts } from './columns';
import { leads } from './conversations';
import { organizations } from './tenancy';

/** One bank of the shop's financing table; `monthlyRate` in percent a month (1.99 is 1,99 % a.m.). */
export interface FinancingBankRow {
  name: string;
  monthlyRate: number;
  maxTermMonths: number;
}

/**
 * The shop's financing table (issue 24): the smallest down payment it accepts and the banks it
 * simulates with. An organization without a row uses the default table (financing/defaults.ts).
 */
export const financingSettings = pgTable('financing_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  minDownPaymentPercent: numeric('min_down_payment_percent', {
    precision: 5,
    scale: 2,
    mode: 'number',
  }).notNull(),
  banks: jsonb('banks').$type<FinancingBankRow[]>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * The customer's car offered as part of the payment: one per lead, written by the AI's tool or by
 * staff. The photos are the customer's own chat messages (their ids), so no media is copied. It goes with its lead
 * (an instance's purge deletes its leads).
 */
export const tradeIns = pgTable(
  'trade_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    km: integer('km'),
    plate: text('plate'),
    conditionNotes: text('condition_notes').notNull().default(''),
    photoMessageIds: uuid('photo_message_ids').array().notNull().default([]),
    /** The reference price (FIPE or the built-in table) when it was quoted, in reais. */
    referencePrice: numeric('reference_price', { precision: 12, scale: 2, mode: 'number' }),
    referenceSource: text('reference_source'),
    /** The table's month as it names it, e.g. "novembro de 2026". */
    referenceMonth: text('reference_month'),
    createdBy: text('created_by').$type<'ai' | 'staff'>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trade_ins_lead_key').on(t.leadId)],
);
