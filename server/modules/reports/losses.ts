import { sql } from 'drizzle-orm';
import { LOST_REASONS, SALE_CHANNELS } from '../../../contract/constants';
import type { LossesReport } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
import { inPeriod, type ReportScope, scopeFilter } from './scope';
import { num, selectRows, share } from './sql-rows';

/** The reason whose `{name}` the board fills with the dealer's name when the lead is lost. */
const DEALER_REASON = LOST_REASONS.find((reason) => reason.includes('{name}')) ?? '';
const DEALER_REASON_TAIL = DEALER_REASON.replace('{name}', '');
const CUSTOM_REASON = LOST_REASONS[LOST_REASONS.length - 1] ?? '';
const CUSTOM_CHANNEL = SALE_CHANNELS[SALE_CHANNELS.length - 1] ?? '';

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

interface BucketRow {
  status: 'closed_won' | 'closed_lost';
  label: string;
  count: unknown;
  value: unknown;
}

/** The sum of the sale values the sold dialog recorded; null when no sale of the period carries one. */
function soldValueOf(rows: readonly BucketRow[]): number | null {
  const values = rows
    .filter((row) => row.status === 'closed_won' && row.value !== null && row.value !== undefined)
    .map((row) => Number(row.value));
  return values.length > 0 ? values.reduce((sum, value) => sum + value, 0) : null;
}

/**
 * Leads closed in the period, bucketed into the board's fixed lists in SQL: the exact texts, the
 * dealer-named reason by its ending, anything typed by hand as the list's last entry.
 */
export async function lossesReport(db: DbOrTx, scope: ReportScope): Promise<LossesReport> {
  const fixedReasons = LOST_REASONS.filter((reason) => reason !== DEALER_REASON && reason !== CUSTOM_REASON);
  const fixedChannels = SALE_CHANNELS.filter((channel) => channel !== CUSTOM_CHANNEL);
  const rows = await selectRows<BucketRow>(
    db,
    sql`select l.status,
        case when l.status = 'closed_lost' then
          case when l.lost_reason in (${list(fixedReasons)}) then l.lost_reason
            when l.lost_reason like ${`%${DEALER_REASON_TAIL}`} then ${DEALER_REASON}
            else ${CUSTOM_REASON} end
        else
          case when l.sold_channel in (${list(fixedChannels)}) then l.sold_channel else ${CUSTOM_CHANNEL} end
        end as label,
        count(*)::int as count,
        sum(l.sale_value)::float8 as value
      from leads l
      join instances i on i.id = l.instance_id
      where l.organization_id = ${scope.tenantId} and l.status in ('closed_won', 'closed_lost')
        and ${inPeriod('l.status_changed_at', scope)} and ${scopeFilter(scope)}
      group by 1, 2`,
  );
  const countOf = (status: BucketRow['status'], label: string) =>
    num(rows.find((row) => row.status === status && row.label === label)?.count);
  const lost = rows
    .filter((row) => row.status === 'closed_lost')
    .reduce((sum, row) => sum + num(row.count), 0);
  const sold = rows
    .filter((row) => row.status === 'closed_won')
    .reduce((sum, row) => sum + num(row.count), 0);
  return {
    lost,
    sold,
    lostReasons: LOST_REASONS.map((reason) => {
      const count = countOf('closed_lost', reason);
      return { label: reason.replace('{name}', scope.organizationName), count, share: share(count, lost) };
    }),
    saleChannels: SALE_CHANNELS.map((channel) => {
      const count = countOf('closed_won', channel);
      return { label: channel, count, share: share(count, sold) };
    }),
    soldValue: soldValueOf(rows),
  };
}
