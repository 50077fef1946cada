import { sql } from 'drizzle-orm';
import type { SourcesReport } from '../../../contract/source-costs';
import type { DbOrTx } from '../../db/client';
import { inPeriod, type ReportScope, scopeFilter } from './scope';
import { num, secondsOrNull, selectRows, share } from './sql-rows';

interface SourceRow {
  kind: SourcesReport[number]['kind'];
  name: string;
  leads: unknown;
  won: unknown;
  first_response: unknown;
  visits: unknown;
  sales: unknown;
  spend: unknown;
}

/**
 * Per source: the leads that arrived in the period (their median first response and how many are
 * sold by now), leads with a visit dated in it and sales closed in it; the spend of the period's
 * months matched to a source by name without case. A source with spend and no lead still shows:
 * money spent on nothing is what the owner wants to see. The first response is looked up only for
 * the period's leads, each through its conversation's (conversation, time) message index.
 */
export async function sourcesReport(db: DbOrTx, scope: ReportScope): Promise<SourcesReport> {
  const rows = await selectRows<SourceRow>(
    db,
    sql`with lead_rows as (
        select l.id, l.conversation_id,
          coalesce(l.source ->> 'kind', 'unknown') as kind,
          coalesce(l.source ->> 'name', 'Sem origem registrada') as name,
          (${inPeriod('l.created_at', scope)}) as arrived,
          (l.status = 'closed_won') as won,
          (l.status = 'closed_won' and ${inPeriod('l.status_changed_at', scope)}) as sold,
          exists (
            select 1 from appointments a
            where a.lead_id = l.id and a.organization_id = ${scope.tenantId}
              and a.status <> 'cancelled' and ${inPeriod('a.starts_at', scope)}
          ) as visited
        from leads l
        join instances i on i.id = l.instance_id
        where l.organization_id = ${scope.tenantId} and ${scopeFilter(scope)}
      ),
      answered as (
        select r.id, extract(epoch from reply.at - asked.at)::float8 as seconds
        from lead_rows r
        join lateral (
          select m.timestamp as at from messages m
          where m.conversation_id = r.conversation_id and m.direction = 'in'
          order by m.timestamp limit 1
        ) asked on true
        join lateral (
          select m.timestamp as at from messages m
          where m.conversation_id = r.conversation_id and m.origin in ('ai', 'human')
            and m.timestamp >= asked.at
          order by m.timestamp limit 1
        ) reply on true
        where r.arrived
      ),
      counted as (
        select r.kind, r.name,
          count(*) filter (where r.arrived)::int as leads,
          count(*) filter (where r.arrived and r.won)::int as won,
          percentile_cont(0.5) within group (order by a.seconds) as first_response,
          count(*) filter (where r.visited)::int as visits,
          count(*) filter (where r.sold)::int as sales
        from lead_rows r left join answered a on a.id = r.id
        where r.arrived or r.sold or r.visited group by r.kind, r.name
      ),
      spent as (
        select lower(source) as key, min(source) as name, sum(amount)::float8 as spend
        from source_costs
        where organization_id = ${scope.tenantId}
          and month between substr(${scope.from}, 1, 7) and substr(${scope.to}, 1, 7)
        group by lower(source)
      )
      select coalesce(c.kind, 'unknown') as kind, coalesce(c.name, s.name) as name,
        coalesce(c.leads, 0) as leads, coalesce(c.won, 0) as won, c.first_response,
        coalesce(c.visits, 0) as visits, coalesce(c.sales, 0) as sales, coalesce(s.spend, 0) as spend
      from counted c
      full join spent s on s.key = lower(c.name)
      order by 7 desc, 3 desc, 2`,
  );
  return rows.map((row) => {
    const leads = num(row.leads);
    const sales = num(row.sales);
    const spend = num(row.spend);
    return {
      kind: row.kind,
      name: row.name,
      leads,
      firstResponseSeconds: secondsOrNull(row.first_response),
      visits: num(row.visits),
      sales,
      conversion: share(num(row.won), leads),
      spend,
      costPerLead: share(spend, leads),
      costPerSale: share(spend, sales),
    };
  });
}
