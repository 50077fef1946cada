import { type SQL, sql } from 'drizzle-orm';
import { SELLER_OF_LEAD } from '../scope';

/**
 * The customer messages matching `where` (over `m`, `i`, `l`) per day and hour in `timezone`,
 * instance and seller: the columns of `report_activity_days`.
 */
export function activityDayRows(timezone: string, where: SQL): SQL {
  const local = sql`(m.timestamp at time zone ${timezone})`;
  return sql`select ${local}::date as day, extract(hour from ${local})::int as hour, m.instance_id,
      ${SELLER_OF_LEAD} as seller_id, count(*)::int as inbound
    from messages m
    join instances i on i.id = m.instance_id
    left join leads l on l.conversation_id = m.conversation_id
    where m.direction = 'in' and ${where}
    group by 1, 2, 3, 4`;
}
