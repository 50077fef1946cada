import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * The rate limits' counters, shared by every process on the database: one row per route and client
 * (an address, an e-mail, a lead source's token), counting requests in a fixed window. The key is a
 * SHA-256 of the route and the client, so no address or token is readable here. Rows whose window
 * ended are reset by the next request and swept by the daily purge.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: ts('resets_at').notNull(),
  },
  (t) => [index('rate_limit_counters_resets_at_idx').on(t.resetsAt)],
);
