import { type SQL, sql } from 'drizzle-orm';
import { inPeriod, type ReportScope, SELLER_OF_LEAD, scopeFilter } from './scope';

/**
 * A `with` list ending in `firsts`: one row per conversation started in the period whose customer
 * wrote, with when the customer first wrote (`asked_at`), the first answer after it from the AI or a
 * person (`reply_at`, `responder`), and the first message after it from the lead's own seller
 * (`own_at`; a message typed on the business phone counts as the seller's). Each lookup walks one
 * conversation's messages through their (conversation, time) index.
 */
export function firstRepliesCte(scope: ReportScope): SQL {
  return sql`with conv as (
      select c.id, c.instance_id, ${SELLER_OF_LEAD} as seller_id
      from conversations c
      join instances i on i.id = c.instance_id
      left join leads l on l.conversation_id = c.id
      where c.organization_id = ${scope.tenantId} and ${inPeriod('c.created_at', scope)} and ${scopeFilter(scope)}
    ), firsts as (
      select conv.id, conv.instance_id, conv.seller_id, asked.at as asked_at,
        reply.at as reply_at, reply.origin as responder, own.at as own_at
      from conv
      join lateral (
        select m.timestamp as at from messages m
        where m.conversation_id = conv.id and m.direction = 'in'
        order by m.timestamp limit 1
      ) asked on true
      left join lateral (
        select m.timestamp as at, m.origin from messages m
        where m.conversation_id = conv.id and m.origin in ('ai', 'human') and m.timestamp >= asked.at
        order by m.timestamp limit 1
      ) reply on true
      left join lateral (
        select m.timestamp as at from messages m
        where m.conversation_id = conv.id and m.origin = 'human' and m.timestamp >= asked.at
          and coalesce(m.sender_user_id, conv.seller_id) = conv.seller_id
        order by m.timestamp limit 1
      ) own on true
    )`;
}

/** Median and 90th percentile, in seconds, of `finish - asked_at` where `finish` is set. */
export const percentilesOf = (finish: string): SQL => {
  const seconds = sql.raw(`extract(epoch from ${finish} - asked_at)`);
  return sql`percentile_cont(0.5) within group (order by ${seconds}) as median,
    percentile_cont(0.9) within group (order by ${seconds}) as p90`;
};
