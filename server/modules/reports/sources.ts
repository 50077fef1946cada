import { sql } from 'drizzle-orm';
import type { SourcesReport } from '../../../contract/source-costs';
import type { DbOrTx } from '../../db/client';
import { inPeriod, type ReportScope, scopeFilter } from './scope';
import { num, selectRows } from './sql-rows';

interface SourceRow {
  kind: SourcesReport[number]['kind'];
  name: string;
  leads: unknown;
  sales: unknown;
  spend: unknown;
}

/**
 * Leads that arrived in the period and sales closed in it, per source; the spend of the period's
 * months matched to a source by name without case. A source with spend and no lead still shows:
 * money spent on nothing is what the owner wants to see.
 */
export async function sourcesReport(db: DbOrTx, scope: ReportScope): Promise<SourcesReport> {
  const rows = await selectRows<SourceRow>(
    db,
    sql`with lead_rows as (
        select coalesce(l.source ->> 'kind', 'unknown') as kind,
          coalesce(l.source ->> 'name', 'Sem origem registrada') as name,
          (${inPeriod('l.created_at', scope)}) as arrived,
          (l.status = 'closed_won' and ${inPeriod('l.status_changed_at', scope)}) as sold
        from leads l
        join instances i on i.id = l.instance_id
        where l.organization_id = ${scope.tenantId} and ${scopeFilter(scope)}
      ),
      counted as (
        select kind, name, count(*) filter (where arrived)::int as leads, count(*) filter (where sold)::int as sales
        from lead_rows where arrived or sold group by kind, name
      ),
      spent as (
        select lower(source) as key, min(source) as name, sum(amount)::float8 as spend
        from source_costs
        where organization_id = ${scope.tenantId}
          and month between substr(${scope.from}, 1, 7) and substr(${scope.to}, 1, 7)
        group by lower(source)
      )
      select coalesce(c.kind, 'unknown') as kind, coalesce(c.name, s.name) as name,
        coalesce(c.leads, 0) as leads, coalesce(c.sales, 0) as sales, coalesce(s.spend, 0) as spend
      from counted c
      full join spent s on s.key = lower(c.name)
      order by 4 desc, 3 desc, 2`,
  );
  return rows.map((row) => {
    const sales = num(row.sales);
    const spend = num(row.spend);
    return {
      kind: row.kind,
      name: row.name,
      leads: num(row.leads),
      sales,
      spend,
      costPerSale: sales > 0 ? spend / sales : null,
    };
  });
}
