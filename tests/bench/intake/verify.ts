import type { BenchDatabase } from '../lib/database';

/** What the intake left in the database for one organization, to check nothing was dropped. */
export interface IntakeRows {
  messages: number;
  conversations: number;
  leads: number;
  monitorByOutcome: Record<string, number>;
  jobsByKind: Record<string, number>;
}

const countsBy = (rows: Array<Record<string, unknown>>): Record<string, number> =>
  Object.fromEntries(rows.map((row) => [String(row.key), Number(row.n)]));

export async function intakeRows(bench: BenchDatabase, organizationId: string): Promise<IntakeRows> {
  const one = async (text: string) => Number((await bench.exec(text, [organizationId]))[0]?.n ?? 0);
  return {
    messages: await one('select count(*)::int as n from messages where organization_id = $1'),
    conversations: await one('select count(*)::int as n from conversations where organization_id = $1'),
    leads: await one('select count(*)::int as n from leads where organization_id = $1'),
    monitorByOutcome: countsBy(
      await bench.exec(
        'select final_outcome as key, count(*)::int as n from webhook_events where organization_id = $1 group by 1',
        [organizationId],
      ),
    ),
    jobsByKind: countsBy(
      await bench.exec(
        `select kind || ' (' || status || ')' as key, count(*)::int as n from jobs
         where organization_id = $1 group by 1 order by 1`,
        [organizationId],
      ),
    ),
  };
}

export const describeCounts = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .map(([key, n]) => `${key} ${n}`)
    .join(', ') || 'none';
