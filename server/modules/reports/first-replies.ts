import { type SQL, sql } from 'drizzle-orm';
import { bucketRows } from './aggregates/buckets';
import { type Coverage, liveConversations, storedFilter } from './aggregates/coverage';
import { type ReportScope, SELLER_OF_LEAD } from './scope';

/**
 * One row per conversation `c` matching `where` (over `c`, `i`, `l`) whose customer wrote: its
 * São Paulo (organization's) start day, when the customer first wrote (`asked_at`), the first
 * answer after it from the AI or a person (`reply_at`, `responder`), and the first message after it
 * from the lead's own seller (`own_at`; a message typed on the business phone counts as the
 * seller's). Each lookup walks one conversation's messages through their (conversation, time) index.
 */
export function firstReplyRows(timezone: string, where: SQL): SQL {
  return sql`select conv.id, conv.day, conv.instance_id, conv.seller_id, asked.at as asked_at,
      reply.at as reply_at, reply.origin as responder, own.at as own_at
    from (
      select c.id, c.instance_id, ${SELLER_OF_LEAD} as seller_id,
        (c.created_at at time zone ${timezone})::date as day
      from conversations c
      join instances i on i.id = c.instance_id
      left join leads l on l.conversation_id = c.id
      where ${where}
    ) conv
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
    ) own on true`;
}

/** The live days' first-reply rows of the scope (over `c`, `i`, `l`). */
export const liveFirstReplies = (scope: ReportScope, coverage: Coverage): SQL =>
  firstReplyRows(scope.timezone, liveConversations(scope, coverage));

/**
 * A `with` list ending in `hist`: the first-response histogram of the conversations started in the
 * period (`instance_id`, `seller_id`, `measure`, `seconds`, `conversations`), read from
 * `report_response_buckets` for the covered days and computed from the messages for the rest.
 */
export function responseHistogramCte(scope: ReportScope, coverage: Coverage): SQL {
  const live = bucketRows(sql`(${liveFirstReplies(scope, coverage)})`);
  const stored =
    coverage.storedDays.length === 0
      ? sql``
      : sql`union all
        select r.instance_id, r.seller_id, r.measure, r.seconds, r.conversations
        from report_response_buckets r join instances i on i.id = r.instance_id
        where ${storedFilter(scope, coverage)}`;
  return sql`with hist as (
      select instance_id, seller_id, measure, seconds, conversations from (${live}) live
      ${stored}
    )`;
}
