import { and, count, eq, gte, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { AI_CONFIG_DEFAULTS } from '../../../contract/ai-config';
import type { DbOrTx } from '../../db/client';
import { aiConfigs, conversations, instances, messages, organizations } from '../../db/schema';

/** Limits the figures to what the caller sees: a seller only its own instances. */
export interface StatsScope {
  ownerId?: string;
}

/** Live instances of the tenant within the scope; conversations and messages are joined to it. */
function liveInstances(tenantId: string, scope: StatsScope): SQL | undefined {
  return and(
    eq(instances.organizationId, tenantId),
    isNull(instances.deletedAt),
    scope.ownerId ? eq(instances.userId, scope.ownerId) : undefined,
  );
}

const asNumber = (value: unknown): number => Number(value ?? 0);

export async function countInstances(
  db: DbOrTx,
  tenantId: string,
  scope: StatsScope,
): Promise<{ total: number; aiActive: number }> {
  const [row] = await db
    .select({
      total: count(),
      // The same rule as the card's badge (instances/mappers.ts isAiActive).
      aiActive: sql<number>`count(*) filter (where ${instances.aiEnabled} and ${instances.globalAiEnabled}
        and coalesce(${aiConfigs.isActive}, ${AI_CONFIG_DEFAULTS.isActive}))`.mapWith(Number),
    })
    .from(instances)
    .leftJoin(aiConfigs, eq(aiConfigs.instanceId, instances.id))
    .where(liveInstances(tenantId, scope));
  return { total: asNumber(row?.total), aiActive: asNumber(row?.aiActive) };
}

/** Conversations with a message since `since`, and conversations handed to a consultant. */
export async function countConversations(
  db: DbOrTx,
  tenantId: string,
  scope: StatsScope,
  since: Date,
): Promise<{ active: number; transferred: number }> {
  const [row] = await db
    .select({
      active:
        sql<number>`count(*) filter (where ${conversations.lastMessageAt} >= ${since.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
      transferred:
        sql<number>`count(*) filter (where ${isNotNull(conversations.transferredToConsultantAt)})`.mapWith(
          Number,
        ),
    })
    .from(conversations)
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .where(and(eq(conversations.organizationId, tenantId), liveInstances(tenantId, scope)));
  return { active: asNumber(row?.active), transferred: asNumber(row?.transferred) };
}

/**
 * Of the conversations where the customer wrote since `since`, how many got an AI or follow-up
 * message at or after the customer's first message of that window. Starts from the conversations'
 * last customer time and reaches messages only through their (conversation, time) index.
 */
export async function countAiAnswered(
  db: DbOrTx,
  tenantId: string,
  scope: StatsScope,
  since: Date,
): Promise<{ asked: number; answered: number }> {
  const from = since.toISOString();
  const answered = sql`exists (
    select 1 from ${messages} as reply
    where reply.conversation_id = ${conversations.id}
      and reply.origin in ('ai', 'followup')
      and reply.timestamp >= (
        select min(inbound.timestamp) from ${messages} as inbound
        where inbound.conversation_id = ${conversations.id}
          and inbound.direction = 'in'
          and inbound.timestamp >= ${from}::timestamptz))`;
  const [row] = await db
    .select({
      asked: count(),
      answered: sql<number>`count(*) filter (where ${answered})`.mapWith(Number),
    })
    .from(conversations)
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .where(
      and(
        eq(conversations.organizationId, tenantId),
        liveInstances(tenantId, scope),
        gte(conversations.lastCustomerMessageAt, since),
      ),
    );
  return { asked: asNumber(row?.asked), answered: asNumber(row?.answered) };
}

/**
 * Messages whose WhatsApp time falls on the calendar day of `now` in the organization's time zone.
 * A message is stored after it was sent, so `created_at` is bounded below by its day too (a day of
 * margin absorbs clock skew): that bound lets the (organization, created_at) index do the work.
 */
export async function countMessagesOfDay(
  db: DbOrTx,
  tenantId: string,
  scope: StatsScope,
  now: Date,
): Promise<number> {
  const zone = sql`(select ${organizations.timezone} from ${organizations} where ${organizations.id} = ${tenantId})`;
  const dayStart = sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${zone}) at time zone ${zone})`;
  const [row] = await db
    .select({ total: count() })
    .from(messages)
    .innerJoin(instances, eq(instances.id, messages.instanceId))
    .where(
      and(
        eq(messages.organizationId, tenantId),
        liveInstances(tenantId, scope),
        sql`${messages.createdAt} >= ${dayStart} - interval '1 day'`,
        sql`${messages.timestamp} >= ${dayStart}`,
        sql`${messages.timestamp} < ${dayStart} + interval '1 day'`,
      ),
    );
  return asNumber(row?.total);
}
