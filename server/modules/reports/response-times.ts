import { sql } from 'drizzle-orm';
import type { ResponseTimesReport } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
import { percentilesByGroup } from './aggregates/buckets';
import { type Coverage, resolveCoverage, storedFilter } from './aggregates/coverage';
import { liveFirstReplies, responseHistogramCte } from './first-replies';
import type { ReportScope } from './scope';
import { num, secondsOrNull, selectRows } from './sql-rows';

const UNANSWERED_LIMIT = 100;

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
 * First-response times: overall, by who answered, by instance, by seller (the seller's own first
 * message), in one statement over the response histogram (medians and p90s to its buckets, see
 * `aggregates/buckets.ts`), and the customers nobody answered. Whole past days come from the daily
 * pre-aggregates unless `coverage` says otherwise.
 */
export async function responseTimesReport(
  db: DbOrTx,
  scope: ReportScope,
  coverage?: Coverage,
): Promise<ResponseTimesReport> {
  const covered = coverage ?? (await resolveCoverage(db, scope));
  const groups = await selectRows<GroupRow & { conversations: unknown; user_id: string | null }>(
    db,
    sql`${responseHistogramCte(scope, covered)}, keyed as (
        select k.grp, k.key, h.seconds, h.conversations from hist h
        cross join lateral (values ('all', ''), ('responder', h.measure), ('instance', h.instance_id::text))
          as k(grp, key)
        where h.measure <> 'own'
        union all
        select 'seller', h.seller_id::text, h.seconds, h.conversations from hist h
        where h.measure = 'own' and h.seller_id is not null
      )
      select p.grp as by, p.key, p.conversations, p.count, p.median, p.p90, u.id as user_id,
        coalesce(i.name, trim(u.first_name || ' ' || u.last_name)) as name
      from (${percentilesByGroup(sql`keyed`)}) p
      left join instances i on p.grp = 'instance' and i.id::text = p.key
      left join users u on p.grp = 'seller' and u.id::text = p.key`,
  );
  // The customers nobody answered: the newest of the stored days (a partial index) and of the live ones.
  const stored =
    covered.storedDays.length === 0
      ? sql``
      : sql`union all (
          select r.conversation_id, r.instance_id, r.asked_at
          from report_first_replies r join instances i on i.id = r.instance_id
          where ${storedFilter(scope, covered)} and r.reply_at is null
          order by r.asked_at desc limit ${UNANSWERED_LIMIT})`;
  const unanswered = await selectRows<UnansweredRow>(
    db,
    sql`select w.id, c.contact_name, c.contact_number, i.name as instance_name, w.asked_at
      from (
        select f.id, f.instance_id, f.asked_at from (${liveFirstReplies(scope, covered)}) f
        where f.reply_at is null
        ${stored}
      ) w
      join conversations c on c.id = w.id join instances i on i.id = w.instance_id
      order by w.asked_at desc limit ${UNANSWERED_LIMIT}`,
  );
  const sellers = groups
    .filter((row) => row.by === 'seller' && row.user_id !== null)
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '', 'pt-BR'));
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
