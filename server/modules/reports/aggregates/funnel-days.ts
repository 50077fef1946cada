import { type SQL, sql } from 'drizzle-orm';
import { LEAD_STATUSES } from '../../../../contract/constants';
import { SELLER_OF_LEAD } from '../scope';

/** The status counts of `report_funnel_days`, in its column order. */
export const FUNNEL_STATUS_COLUMNS = sql.raw(LEAD_STATUSES.join(', '));

/**
 * The conversations `c` matching `where` (over `c`, `i`, `l`) per start day (in `timezone`),
 * instance, seller and AI qualification, with where their leads stand now: the columns of
 * `report_funnel_days`.
 */
export function funnelDayRows(timezone: string, where: SQL): SQL {
  const statuses = sql.join(
    LEAD_STATUSES.map(
      (status) => sql`count(*) filter (where l.status = ${status})::int as ${sql.raw(status)}`,
    ),
    sql`, `,
  );
  return sql`select (c.created_at at time zone ${timezone})::date as day, c.instance_id,
      ${SELLER_OF_LEAD} as seller_id, coalesce(l.qualification_level, 'none') as level,
      count(*)::int as conversations, count(l.id)::int as leads, ${statuses}
    from conversations c
    join instances i on i.id = c.instance_id
    left join leads l on l.conversation_id = c.id
    where ${where}
    group by 1, 2, 3, 4`;
}
