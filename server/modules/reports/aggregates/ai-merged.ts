import { type SQL, sql } from 'drizzle-orm';
import type { ReportScope } from '../scope';
import { scopeFilter } from '../scope';
import { CHAT_DAY_COLUMNS, chatDayRows } from './chat-days';
import { type Coverage, liveFilter, storedFilter } from './coverage';

/**
 * The AI-and-people totals of the period from its chat days (stored for the covered days, computed
 * from the messages for the rest), joined exactly as one pass over the period's messages would count
 * them: a day's first answer also answers the customer messages left unanswered since the previous
 * answer in the period (`seg`: the answers so far, so `seg - 1` holds the days since that answer);
 * a conversation was taken over when a person wrote after the AI the same day or on a later day;
 * a follow-up is answered when the customer wrote after it the same day or on a later day.
 */
export function aiMergedSql(scope: ReportScope, coverage: Coverage): SQL {
  const live = chatDayRows(
    scope.timezone,
    sql`m.organization_id = ${scope.tenantId} and ${liveFilter('m.timestamp', scope, coverage)} and ${scopeFilter(scope)}`,
  );
  return sql`with cd as (
      select ${CHAT_DAY_COLUMNS} from (${live}) live
      union all
      select ${CHAT_DAY_COLUMNS} from report_chat_days r join instances i on i.id = r.instance_id
      where ${storedFilter(scope, coverage)}
    ), r as (
      select cd.*,
        count(first_answer) over (partition by conversation_id order by day) as seg,
        max(day) filter (where inbound > 0) over (partition by conversation_id) as last_inbound_day
      from cd
    ), tails as (
      select conversation_id, seg, sum(tail_inbound) as tail from r group by conversation_id, seg
    ), carried as (
      select r.first_answer, t.tail from r
      join tails t on t.conversation_id = r.conversation_id and t.seg = r.seg - 1
      where r.first_answer is not null
    ), taken as (
      select conversation_id from r group by conversation_id
      having bool_or(human_after_ai)
        or coalesce(min(day) filter (where has_ai) < max(day) filter (where has_human), false)
    )
    select
      coalesce(sum(inbound), 0)::int as customer_messages,
      (coalesce(sum(ai_answered), 0)
        + (select coalesce(sum(tail), 0) from carried where first_answer = 'ai'))::int as by_ai,
      (coalesce(sum(human_answered), 0)
        + (select coalesce(sum(tail), 0) from carried where first_answer = 'human'))::int as by_human,
      (select count(*) from taken)::int as takeovers,
      coalesce(sum(failures), 0)::int as failures,
      coalesce(sum(ai_messages), 0)::int as ai_messages,
      coalesce(sum(audio), 0)::int as audio,
      coalesce(sum(followups), 0)::int as followups,
      (coalesce(sum(followups_answered), 0) + coalesce(
        sum(followups - followups_answered) filter (where last_inbound_day > day), 0))::int as followups_answered
    from r`;
}
