import { sql } from 'drizzle-orm';
import { PLAN_KEYS, planOf } from '../../../contract/plans';
import type { Tx } from '../../db/client';
import { aiConfigs, instanceSettings, instances, jobs, messages, organizations } from '../../db/schema';
import { jsonOf, rowsOf } from '../../lib/sql-rows';
import { followUpKey } from '../followup';
import { type DecisionRow, type InstanceDecisionFacts, toDecisionFacts } from '../shared/decision-facts';

interface FactsRow extends DecisionRow {
  id: string;
  organizationId: string;
  plan: string;
  counted: number | null;
}

export type BatchFacts = InstanceDecisionFacts & { organizationId: string; plan: string };

/** The plans' message limits as the SQL reads them (an unknown plan counts as the default one). */
const planLimits = JSON.stringify(
  Object.fromEntries(PLAN_KEYS.map((key) => [key, planOf(key).maxMessagesPerMonth])),
);

/**
 * What the batch's decisions read, in ONE statement: the conversations' pending follow-ups are
 * cancelled (a customer replied) and each instance's decision facts are read with its organization's
 * plan and messages this month, counted up to the plan's limit plus the batch's own messages (already
 * stored, with the transaction's time) so the count stays cheap; unlimited plans count nothing.
 */
export async function readAndCancel(
  tx: Tx,
  instanceIds: readonly string[],
  conversationIds: readonly string[],
  inBatch: ReadonlyMap<string, number>,
): Promise<{ facts: Map<string, BatchFacts & { counted: number | null }>; cancelled: Map<string, number> }> {
  const o = organizations;
  const i = instances;
  const monthStart = sql`(date_trunc('month', now() at time zone ${o.timezone}) at time zone ${o.timezone})`;
  const limit = sql`(case when jsonb_exists(${planLimits}::jsonb, ${o.plan})
    then ${planLimits}::jsonb ->> ${o.plan} else ${planLimits}::jsonb ->> 'starter' end)::int`;
  const result = await tx.execute(sql`
    with cancelled as (
      update ${jobs} set status = 'cancelled', finished_at = now()
      where ${jobs.dedupeKey} = ANY(${`{${conversationIds.map((id) => `"${followUpKey(id)}"`).join(',')}}`}::text[])
        and ${jobs.status} = 'pending'
      returning ${jobs.dedupeKey} as key
    ),
    facts as (
      select ${i.id}::text as "id", ${i.organizationId}::text as "organizationId", ${o.plan} as "plan",
        ${i.aiEnabled} and ${i.deletedAt} is null as "aiEnabled",
        ${i.globalAiEnabled} and ${i.deletedAt} is null as "globalAiEnabled",
        ${i.consultorNotificationEnabled} as "consultorNotificationEnabled",
        ${i.consultorNotificationPhone} as "consultorNotificationPhone",
        ${o.globalAiEnabled} as "organizationAiEnabled", ${o.timezone} as "timeZone",
        ${aiConfigs.isActive} as "aiConfigActive", ${instanceSettings.values} as "settings",
        case when ${limit} is null then null else (
          select count(*)::int from (
            select 1 from ${messages} where ${messages.organizationId} = ${o.id} and ${messages.createdAt} >= ${monthStart}
            limit ${limit} + coalesce((${JSON.stringify(Object.fromEntries(inBatch))}::jsonb ->> ${o.id}::text)::int, 0)
          ) counted) end as "counted"
      from ${i}
      join ${o} on ${o.id} = ${i.organizationId}
      left join ${aiConfigs} on ${aiConfigs.instanceId} = ${i.id}
      left join ${instanceSettings} on ${instanceSettings.instanceId} = ${i.id}
      where ${i.id} = ANY(${`{${instanceIds.join(',')}}`}::uuid[])
    )
    select (select coalesce(json_agg(key), '[]'::json) from cancelled) as cancelled,
      (select coalesce(json_agg(facts), '[]'::json) from facts) as facts`);
  const [row] = rowsOf<{ cancelled: unknown; facts: unknown }>(result);
  const cancelled = new Map<string, number>();
  for (const key of jsonOf<string[]>(row?.cancelled ?? '[]')) {
    const conversationId = key.slice(key.indexOf(':') + 1);
    cancelled.set(conversationId, (cancelled.get(conversationId) ?? 0) + 1);
  }
  const facts = new Map(
    jsonOf<FactsRow[]>(row?.facts ?? '[]').map((fact) => [
      fact.id,
      {
        ...toDecisionFacts(fact),
        organizationId: fact.organizationId,
        plan: fact.plan,
        counted: fact.counted,
      },
    ]),
  );
  return { facts, cancelled };
}
