import { and, count, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { MasterStats } from '../../../contract/master';
import type { DbOrTx } from '../../db/client';
import { messages, organizations, users } from '../../db/schema';

/** Days of the platform's message chart. */
export const CHART_DAYS = 30;
const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';

/** The last `days` calendar days in São Paulo as `YYYY-MM-DD`, oldest first. */
function dayKeys(now: Date, days: number): string[] {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: PLATFORM_TIME_ZONE });
  return Array.from({ length: days }, (_, index) =>
    format.format(new Date(now.getTime() - (days - 1 - index) * 86_400_000)),
  );
}

/**
 * `GET /api/master/stats` (spec 3 §2.9): organizations (working ones are active or in trial),
 * users, today's messages across the platform, and each of the last 30 days for the chart.
 */
export async function masterStats(db: DbOrTx, now: Date): Promise<MasterStats> {
  const liveOrg = isNull(organizations.deletedAt);
  const since = new Date(now.getTime() - (CHART_DAYS + 1) * 86_400_000);
  const day = sql<string>`to_char(${messages.createdAt} at time zone ${PLATFORM_TIME_ZONE}, 'YYYY-MM-DD')`;
  const [[orgs], [working], [staff], perDay] = await Promise.all([
    db.select({ n: count() }).from(organizations).where(liveOrg),
    db
      .select({ n: count() })
      .from(organizations)
      .where(and(liveOrg, inArray(organizations.subscriptionStatus, ['active', 'trialing']))),
    db.select({ n: count() }).from(users).where(isNull(users.deletedAt)),
    db
      .select({ day, n: sql<number>`count(*)::int` })
      .from(messages)
      .where(gte(messages.createdAt, since))
      .groupBy(sql`1`),
  ]);
  const counts = new Map(perDay.map((row) => [row.day, row.n]));
  const messagesPerDay = dayKeys(now, CHART_DAYS).map((date) => ({ date, count: counts.get(date) ?? 0 }));
  return {
    totalOrganizations: orgs?.n ?? 0,
    activeOrganizations: working?.n ?? 0,
    totalUsers: staff?.n ?? 0,
    messagesToday: messagesPerDay.at(-1)?.count ?? 0,
    messagesPerDay,
  };
}
