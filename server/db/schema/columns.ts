import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './tenancy';

/** A point in time, always with time zone, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The tenant of a row: every business table carries one. */
export const tenantId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id);
