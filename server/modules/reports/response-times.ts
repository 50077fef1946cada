import { sql } from 'drizzle-orm';
import type { ResponseTimesReport } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
import { type Coverage, resolveCoverage } from './aggregates/coverage';
import { firstRepliesCte, percentilesOf } from './first-replies';
import type { ReportScope } from './scope';
import { num, secondsOrNull, selectRows } from './sql-rows';

const UNANSWERED_LIMIT = 100;

/** A `json_agg` column: null when it aggregated nothing; a string on drivers that do not parse json. */
function jsonRows<T>(value: unknown): T[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

interface GroupRow {
  by: 'all' | 'responder' | 'instance' | 'seller';
  key: string | null;
  name: string | null;
  count: unknown;
  median: unknown;
  p90: unknown;
}

interface UnansweredRow {
  id: string;
  contact_name: string;
  contact_number: string;
  instance_name: string;
  asked_at: string | Date;
}

/**
 * First-response times: overall, by who answered, by instance (one statement of grouping sets over
 * the conversations' first replies), by seller (the seller's own first message), and the customers
 * nobody answered. Whole past days come from the daily pre-aggregates unless `coverage` says otherwise.
 */
export async function responseTimesReport(
  db: DbOrTx,
  scope: ReportScope,
  coverage?: Coverage,
): Promise<ResponseTimesReport> {
  const covered = coverage ?? (await resolveCoverage(db, scope));
  // One statement, so the conversations' first replies are looked up once for the three answers.
  const [row] = await selectRows<{ groups: unknown; sellers: unknown; unanswered: unknown }>(
    db,
    sql`${firstRepliesCte(scope, covered)}
    select
      (select json_agg(g) from (
        select g.*, i.name from (
          select case when grouping(responder) = 0 then 'responder'
              when grouping(instance_id) = 0 then 'instance' else 'all' end as by,
            coalesce(responder, instance_id::text) as key,
            count(*)::int as conversations, count(reply_at)::int as count, ${percentilesOf('reply_at')}
          from firsts group by grouping sets ((), (responder), (instance_id))
        ) g left join instances i on g.by = 'instance' and i.id::text = g.key
      ) g) as groups,
      (select json_agg(s order by s.name) from (
        select g.key, trim(u.first_name || ' ' || u.last_name) as name, g.count, g.median, g.p90 from (
          select seller_id::text as key, count(own_at)::int as count, ${percentilesOf('own_at')}
          from firsts where seller_id is not null group by seller_id
        ) g join users u on u.id::text = g.key
      ) s) as sellers,
      (select json_agg(w order by w.asked_at desc) from (
        select f.id, c.contact_name, c.contact_number, i.name as instance_name, f.asked_at
        from firsts f join conversations c on c.id = f.id join instances i on i.id = f.instance_id
        where f.reply_at is null order by f.asked_at desc limit ${UNANSWERED_LIMIT}
      ) w) as unanswered`,
  );
  const groups = jsonRows<GroupRow & { conversations: unknown }>(row?.groups);
  const sellers = jsonRows<GroupRow>(row?.sellers);
  const unanswered = jsonRows<UnansweredRow>(row?.unanswered);
  const summary = (row: GroupRow | undefined) => ({
    count: num(row?.count),
    medianSeconds: secondsOrNull(row?.median),
    p90Seconds: secondsOrNull(row?.p90),
  });
  const all = groups.find((row) => row.by === 'all');
  const conversations = num(all?.conversations);
  return {
    aggregatedAt: covered.builtAt,
    conversations,
    overall: summary(all),
    byResponder: {
      ai: summary(groups.find((row) => row.by === 'responder' && row.key === 'ai')),
      human: summary(groups.find((row) => row.by === 'responder' && row.key === 'human')),
    },
    byInstance: groups
      .filter((row) => row.by === 'instance' && row.key)
      .map((row) => ({ instanceId: String(row.key), instanceName: row.name ?? '', ...summary(row) }))
      .sort((a, b) => a.instanceName.localeCompare(b.instanceName, 'pt-BR')),
    bySeller: sellers.map((row) => ({
      sellerId: String(row.key),
      sellerName: row.name ?? '',
      ...summary(row),
    })),
    unanswered: {
      count: conversations - summary(all).count,
      conversations: unanswered.map((row) => ({
        conversationId: row.id,
        contactName: row.contact_name,
        contactNumber: row.contact_number,
        instanceName: row.instance_name,
        since: new Date(row.asked_at).toISOString(),
      })),
    },
  };
}
