import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { type ReportScope, scopeFilter } from '../scope';
import { selectRows } from '../sql-rows';

/** Which days of a period are read from the daily pre-aggregates and which from the rows. */
export interface Coverage {
  /** Built days read from the aggregate tables: past days built after they ended. */
  storedDays: string[];
  /** Runs of the other days (inclusive), computed from the messages and conversations. */
  liveRanges: { from: string; to: string }[];
  /** When the newest stored day was built; null when none is stored. */
  builtAt: string | null;
}

const DAY_MS = 86_400_000;
const dayAfter = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** Every day of the period from the rows: the row-based reading the aggregates must agree with. */
export const allLive = (scope: ReportScope): Coverage => ({
  storedDays: [],
  liveRanges: [{ from: scope.from, to: scope.to }],
  builtAt: null,
});

/**
 * The coverage of the scope's period: a day is read stored only when it was built after it ended;
 * the rest (today, always, so "Hoje" matches the inbox; a day built before its midnight) are live.
 */
export async function resolveCoverage(db: DbOrTx, scope: ReportScope): Promise<Coverage> {
  const built = await selectRows<{ day: string; built_at: string | Date }>(
    db,
    sql`select day::text as day, built_at from report_aggregate_days
      where organization_id = ${scope.tenantId} and day >= ${scope.from}::date and day <= ${scope.to}::date
        and day < ${scope.today}::date
        and built_at >= ((day + 1)::timestamp at time zone ${scope.timezone})`,
  );
  const stored = new Set(built.map((row) => row.day));
  const liveRanges: Coverage['liveRanges'] = [];
  for (let day = scope.from; day <= scope.to; day = dayAfter(day)) {
    if (stored.has(day)) continue;
    const last = liveRanges.at(-1);
    if (last && dayAfter(last.to) === day) last.to = day;
    else liveRanges.push({ from: day, to: day });
  }
  // The newest stored day is the one most likely to change late: its build says how fresh.
  const newest = built.reduce<{ day: string; built_at: string | Date } | null>(
    (latest, row) => (latest === null || row.day > latest.day ? row : latest),
    null,
  );
  return {
    storedDays: [...stored].sort(),
    liveRanges,
    builtAt: newest === null ? null : new Date(newest.built_at).toISOString(),
  };
}

/** `column` (a timestamp) within the live days, as instants of the scope's time zone. */
export function liveFilter(column: string, scope: Pick<ReportScope, 'timezone'>, coverage: Coverage): SQL {
  if (coverage.liveRanges.length === 0) return sql`false`;
  const at = sql.raw(column);
  const ranges = coverage.liveRanges.map(
    (range) =>
      sql`(${at} >= (${range.from}::date::timestamp at time zone ${scope.timezone})
        and ${at} < ((${range.to}::date + 1)::timestamp at time zone ${scope.timezone}))`,
  );
  return sql`(${sql.join(ranges, sql` or `)})`;
}

/** The stored rows of the covered days and the scope's filters, over `r` (an aggregate table) and `i`. */
export function storedFilter(scope: ReportScope, coverage: Coverage): SQL {
  if (coverage.storedDays.length === 0) return sql`false`;
  const days = sql.join(
    coverage.storedDays.map((day) => sql`${day}::date`),
    sql`, `,
  );
  const parts: SQL[] = [
    sql`r.organization_id = ${scope.tenantId}`,
    sql`r.day in (${days})`,
    sql`i.organization_id = ${scope.tenantId}`,
    sql`i.deleted_at is null`,
  ];
  if (scope.instanceId) parts.push(sql`i.id = ${scope.instanceId}`);
  if (scope.sellerId) parts.push(sql`r.seller_id = ${scope.sellerId}`);
  return sql.join(parts, sql` and `);
}

/** The scope's conversations `c` started on the live days, with its filters (over `c`, `i`, `l`). */
export const liveConversations = (scope: ReportScope, coverage: Coverage): SQL =>
  sql`c.organization_id = ${scope.tenantId} and ${liveFilter('c.created_at', scope, coverage)} and ${scopeFilter(scope)}`;
