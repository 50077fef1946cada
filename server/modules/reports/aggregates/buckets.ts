import { type SQL, sql } from 'drizzle-orm';

/**
 * First-response seconds rounded down to their bucket: to the second under 10 minutes, to 10 s
 * under an hour, to the minute under a day, to 10 minutes beyond. Medians and p90s are computed
 * over these values, live or stored, so both readings agree and a period adds up days.
 */
export const bucketOf = (seconds: SQL): SQL => sql`(case
    when ${seconds} < 600 then floor(${seconds})
    when ${seconds} < 3600 then floor(${seconds} / 10) * 10
    when ${seconds} < 86400 then floor(${seconds} / 60) * 60
    else floor(${seconds} / 600) * 600 end)::float8`;

const secondsBetween = (from: string, to: string): SQL =>
  sql.raw(`extract(epoch from ${to} - ${from})::float8`);

/**
 * The histogram rows (the columns of `report_response_buckets` after `organization_id`) of the
 * first-reply rows `firsts` (a `from` item with `day`, `instance_id`, `seller_id`, `asked_at`,
 * `reply_at`, `responder`, `own_at`).
 */
export function bucketRows(firsts: SQL): SQL {
  return sql`select f.day, f.instance_id, f.seller_id, x.measure, x.seconds, count(*)::int as conversations
    from ${firsts} f
    cross join lateral (values
      (coalesce(f.responder, 'unanswered'),
        case when f.reply_at is not null then ${bucketOf(secondsBetween('f.asked_at', 'f.reply_at'))} end),
      ('own', case when f.own_at is not null then ${bucketOf(secondsBetween('f.asked_at', 'f.own_at'))} end)
    ) as x(measure, seconds)
    group by 1, 2, 3, 4, 5`;
}

/**
 * Median and p90 per group of a histogram `hist` (a `from` item with the text columns `grp` and `key`,
 * `seconds` and `conversations`), interpolated as `percentile_cont` does over the bucket values:
 * one row per group with `conversations` (all rows), `count` (those with seconds), `median`, `p90`.
 */
export function percentilesByGroup(hist: SQL): SQL {
  const rank = (p: number, bound: 'floor' | 'ceil') =>
    sql.raw(`min(seconds) filter (where upto > ${bound}(${p}::float8 * (n - 1)))`);
  const interpolate = (p: number, low: string, high: string) =>
    sql.raw(`${low} + (${high} - ${low}) * (${p}::float8 * (n - 1) - floor(${p}::float8 * (n - 1)))`);
  return sql`select g.grp, g.key, g.conversations, coalesce(q.n, 0)::int as count,
      ${interpolate(0.5, 'q.m0', 'q.m1')} as median, ${interpolate(0.9, 'q.p0', 'q.p1')} as p90
    from (
      select grp, key, sum(conversations)::int as conversations from ${hist} h group by grp, key
    ) g
    left join (
      select grp, key, max(n)::float8 as n,
        ${rank(0.5, 'floor')} as m0, ${rank(0.5, 'ceil')} as m1,
        ${rank(0.9, 'floor')} as p0, ${rank(0.9, 'ceil')} as p1
      from (
        select grp, key, seconds,
          sum(c) over (partition by grp, key order by seconds) as upto,
          sum(c) over (partition by grp, key) as n
        from (
          select grp, key, seconds, sum(conversations)::float8 as c from ${hist} h
          where seconds is not null group by grp, key, seconds
        ) w
      ) cum
      group by grp, key
    ) q on q.grp = g.grp and q.key is not distinct from g.key`;
}
