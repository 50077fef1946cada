import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { firstReplyRows } from '../first-replies';
import { selectRows } from '../sql-rows';
import { activityDayRows } from './activity-days';
import { AI_DAY_COUNTS, aiDayRows } from './ai-days';
import { bucketRows } from './buckets';
import { type Coverage, liveFilter } from './coverage';
import { FUNNEL_STATUS_COLUMNS, funnelDayRows } from './funnel-days';

/** How far back the aggregates are kept built: the longest period a report accepts. */
export const AGGREGATE_HISTORY_DAYS = 366;

const oneDay = (day: string): Coverage => ({
  storedDays: [],
  liveRanges: [{ from: day, to: day }],
  builtAt: null,
});

/**
 * Recomputes one day of an organization (today: so far) (a day in its time zone) from the rows, in one
 * transaction: the day's chat rows, and the first replies (with their histogram) and the funnel of
 * the conversations started that day, replace the stored ones, and the day is marked built at `now`.
 * Every instance is included (a report leaves out deleted ones when it reads), and each row keeps the
 * lead's seller of the moment.
 */
export async function buildReportDay(
  db: Db,
  organization: { id: string; timezone: string },
  day: string,
  now: Date,
): Promise<void> {
  const range = oneDay(day);
  const tz = organization.timezone;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`delete from report_ai_days where organization_id = ${organization.id} and day = ${day}::date`,
    );
    await tx.execute(
      sql`delete from report_activity_days where organization_id = ${organization.id} and day = ${day}::date`,
    );
    for (const table of ['report_first_replies', 'report_response_buckets', 'report_funnel_days']) {
      await tx.execute(
        sql`delete from ${sql.raw(table)} where organization_id = ${organization.id} and day = ${day}::date`,
      );
    }
    await tx.execute(sql`insert into report_ai_days (day, instance_id, seller_id, ${AI_DAY_COUNTS}, organization_id)
      select d.*, ${organization.id}::uuid from (${aiDayRows(
        tz,
        organization.id,
        liveFilter('m.timestamp', { timezone: tz }, range),
        sql`i.organization_id = ${organization.id}`,
      )}) d`);
    await tx.execute(sql`insert into report_activity_days (day, hour, instance_id, seller_id, inbound, organization_id)
      select a.*, ${organization.id}::uuid from (${activityDayRows(
        tz,
        sql`m.organization_id = ${organization.id} and i.organization_id = ${organization.id}
          and ${liveFilter('m.timestamp', { timezone: tz }, range)}`,
      )}) a`);
    await tx.execute(sql`insert into report_first_replies (conversation_id, day, instance_id, seller_id,
        asked_at, reply_at, responder, own_at, organization_id)
      select f.*, ${organization.id}::uuid from (${firstReplyRows(
        tz,
        sql`c.organization_id = ${organization.id} and i.organization_id = ${organization.id}
          and ${liveFilter('c.created_at', { timezone: tz }, range)}`,
      )}) f`);
    await tx.execute(sql`insert into report_response_buckets (day, instance_id, seller_id, measure, seconds,
        conversations, organization_id)
      select b.*, ${organization.id}::uuid from (${bucketRows(
        sql`(select * from report_first_replies where organization_id = ${organization.id} and day = ${day}::date)`,
      )}) b`);
    const started = sql`c.organization_id = ${organization.id} and i.organization_id = ${organization.id}
      and ${liveFilter('c.created_at', { timezone: tz }, range)}`;
    await tx.execute(sql`insert into report_funnel_days (day, instance_id, seller_id, level, conversations, leads,
        ${FUNNEL_STATUS_COLUMNS}, organization_id)
      select f.*, ${organization.id}::uuid from (${funnelDayRows(tz, started)}) f`);
    await tx.execute(sql`insert into report_aggregate_days (organization_id, day, built_at)
      values (${organization.id}, ${day}::date, ${now.toISOString()}::timestamptz)
      on conflict (organization_id, day) do update set built_at = excluded.built_at`);
  });
}

/**
 * The days to build for an organization, most useful first: the asked days (however old), the last
 * `recentDays` when their build is older than `staleAfterMs` or was made before the day ended (late
 * messages land there), never today on its own (the reports read today from the rows), the built days whose leads changed since
 * (the funnel stores where they stood), then the days of the last year with
 * conversations that were never built, newest first. Never a future day.
 */
export async function daysToBuild(
  db: Db,
  organization: { id: string; timezone: string },
  now: Date,
  today: string,
  options: { recentDays: number; staleAfterMs: number; asked?: { from: string; to: string } },
): Promise<string[]> {
  const { asked, recentDays } = options;
  const staleBefore = new Date(now.getTime() - options.staleAfterMs).toISOString();
  const rows = await selectRows<{ day: string; kind: number }>(
    db,
    sql`with bounds as (select (${today}::date - ${AGGREGATE_HISTORY_DAYS}::int) as oldest)
      select d::date::text as day, 0 as kind from
        generate_series(${asked?.from ?? today}::date, least(${asked?.to ?? today}::date, ${today}::date),
          interval '1 day') d
      where ${asked ? sql`true` : sql`false`}
      union all
      select d::date::text, 2 from generate_series(${today}::date - ${recentDays}::int, ${today}::date - 1,
        interval '1 day') d
      where not exists (select 1 from report_aggregate_days b where b.organization_id = ${organization.id}
        and b.day = d::date and b.built_at >= ${staleBefore}::timestamptz
        and b.built_at >= ((b.day + 1)::timestamp at time zone ${organization.timezone}))
      union all
      select distinct b.day::text, 2 from leads l
      join conversations c on c.id = l.conversation_id
      join report_aggregate_days b on b.organization_id = ${organization.id}
        and b.day = (c.created_at at time zone ${organization.timezone})::date
      where l.organization_id = ${organization.id} and l.updated_at >= b.built_at
        and l.updated_at >= (select min(built_at) from report_aggregate_days
          where organization_id = ${organization.id})
        and b.day < ${today}::date
      union all
      select day::text, 3 from (
        select distinct (c.created_at at time zone ${organization.timezone})::date as day
        from conversations c, bounds
        where c.organization_id = ${organization.id}
          and c.created_at >= (oldest::timestamp at time zone ${organization.timezone})
          and c.created_at < (${today}::date::timestamp at time zone ${organization.timezone})
      ) started
      where not exists (select 1 from report_aggregate_days b
        where b.organization_id = ${organization.id} and b.day = started.day)
      order by kind, day desc`,
  );
  return [...new Set(rows.map((row) => row.day))];
}
