import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { InstanceListFilter } from '../../../contract/instances';
import type { DbOrTx } from '../../db/client';
import {
  aiConfigs,
  aiReplyHealth,
  cloudNumbers,
  conversations,
  instanceSettings,
  instances,
  users,
} from '../../db/schema';
import { type ListParams, likePattern } from '../../lib/list-query';

/** What the API shows of an instance; never the gateway token or the webhook secret. */
const instanceColumns = {
  id: instances.id,
  organizationId: instances.organizationId,
  userId: instances.userId,
  name: instances.name,
  phone: instances.phone,
  notificationPhone: instances.notificationPhone,
  notificationName: instances.notificationName,
  gateway: instances.gateway,
  isConnected: instances.isConnected,
  aiEnabled: instances.aiEnabled,
  bikerHubEnabled: instances.bikerHubEnabled,
  globalAiEnabled: instances.globalAiEnabled,
  globalFollowupEnabled: instances.globalFollowupEnabled,
  consultorNotificationEnabled: instances.consultorNotificationEnabled,
  consultorNotificationPhone: instances.consultorNotificationPhone,
  scrapingEnabled: instances.scrapingEnabled,
  scrapingUrl: instances.scrapingUrl,
  scrapingSchedule: instances.scrapingSchedule,
  createdAt: instances.createdAt,
  deletedAt: instances.deletedAt,
};

export type InstanceRecord = Pick<typeof instances.$inferSelect, keyof typeof instanceColumns>;

/** An instance with its owner's name, as lists and the dashboard show it. */
export type InstanceWithOwner = InstanceRecord & {
  ownerFirstName: string;
  ownerLastName: string;
  /** The AI config's own switch; null before the instance has a config (its default applies). */
  aiConfigActive: boolean | null;
  lastAiFailureAt: Date | null;
  lastAiFailure: string | null;
  aiKeyRejectedAt: Date | null;
  /** An official number's facts as Meta last reported them; null on the other gateways. */
  cloudVerifiedName: string | null;
  cloudQualityRating: string | null;
  cloudMessagingLimitTier: string | null;
};

const withOwnerColumns = {
  ...instanceColumns,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  aiConfigActive: aiConfigs.isActive,
  lastAiFailureAt: aiReplyHealth.lastFailureAt,
  lastAiFailure: aiReplyHealth.lastFailure,
  aiKeyRejectedAt: aiReplyHealth.keyRejectedAt,
  cloudVerifiedName: cloudNumbers.verifiedName,
  cloudQualityRating: cloudNumbers.qualityRating,
  cloudMessagingLimitTier: cloudNumbers.messagingLimitTier,
};

/** Instances with their owner, AI config switch and reply health (one row per instance). */
const withOwner = (db: DbOrTx) =>
  db
    .select(withOwnerColumns)
    .from(instances)
    .innerJoin(users, eq(users.id, instances.userId))
    .leftJoin(aiConfigs, eq(aiConfigs.instanceId, instances.id))
    .leftJoin(aiReplyHealth, eq(aiReplyHealth.instanceId, instances.id))
    .leftJoin(cloudNumbers, eq(cloudNumbers.instanceId, instances.id));

export type InstanceSortField =
  | 'id'
  | 'name'
  | 'phone'
  | 'userId'
  | 'isConnected'
  | 'aiEnabled'
  | 'createdAt';

const SORT_COLUMNS: Record<InstanceSortField, SQL> = {
  id: sql`${instances.id}`,
  name: sql`lower(${instances.name})`,
  phone: sql`${instances.phone}`,
  userId: sql`${instances.userId}`,
  isConnected: sql`${instances.isConnected}`,
  aiEnabled: sql`${instances.aiEnabled}`,
  createdAt: sql`${instances.createdAt}`,
};

const live = (tenantId: string) => and(eq(instances.organizationId, tenantId), isNull(instances.deletedAt));

/** Limits what a caller sees: a seller only its own instances. */
export interface InstanceScope {
  ownerId?: string;
}

function scopeConditions(tenantId: string, scope: InstanceScope): SQL | undefined {
  return and(live(tenantId), scope.ownerId ? eq(instances.userId, scope.ownerId) : undefined);
}

function filterConditions(filter: InstanceListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const search = or(
      ilike(instances.name, pattern),
      ilike(instances.phone, pattern),
      sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
    );
    if (search) conditions.push(search);
  }
  if (filter.userId) conditions.push(eq(instances.userId, filter.userId));
  if (filter.id !== undefined) conditions.push(inArray(instances.id, [filter.id].flat()));
  return conditions;
}

export async function listInstances(
  db: DbOrTx,
  tenantId: string,
  scope: InstanceScope,
  params: ListParams<InstanceSortField, InstanceListFilter>,
): Promise<{ rows: InstanceWithOwner[]; total: number }> {
  const where = and(scopeConditions(tenantId, scope), ...filterConditions(params.filter));
  const direction = params.sort.order === 'ASC' ? asc : desc;
  const rows = await withOwner(db)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[params.sort.field]), asc(instances.id))
    .limit(params.limit)
    .offset(params.offset);
  const [totals] = await db
    .select({ total: count() })
    .from(instances)
    .innerJoin(users, eq(users.id, instances.userId))
    .where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function findInstance(
  db: DbOrTx,
  tenantId: string,
  id: string,
  scope: InstanceScope = {},
): Promise<InstanceWithOwner | undefined> {
  const [row] = await withOwner(db).where(and(scopeConditions(tenantId, scope), eq(instances.id, id)));
  return row;
}

export interface ChatCounts {
  aiChats: number;
  consultorChats: number;
}

/** Conversation counts of several instances in one grouped query. */
export async function countChats(
  db: DbOrTx,
  tenantId: string,
  instanceIds: readonly string[],
): Promise<Map<string, ChatCounts>> {
  const counts = new Map<string, ChatCounts>();
  if (instanceIds.length === 0) return counts;
  const rows = await db
    .select({
      instanceId: conversations.instanceId,
      aiChats: sql<number>`count(*) filter (where ${conversations.isAiActive})`.mapWith(Number),
      consultorChats:
        sql<number>`count(*) filter (where ${conversations.transferredToConsultantAt} is not null)`.mapWith(
          Number,
        ),
    })
    .from(conversations)
    .where(
      and(eq(conversations.organizationId, tenantId), inArray(conversations.instanceId, [...instanceIds])),
    )
    .groupBy(conversations.instanceId);
  for (const row of rows)
    counts.set(row.instanceId, { aiChats: row.aiChats, consultorChats: row.consultorChats });
  return counts;
}

/** The live instances of several users in one query (the users list shows them per user). */
export async function listLiveInstancesOfUsers(
  db: DbOrTx,
  tenantId: string,
  userIds: readonly string[],
): Promise<InstanceRecord[]> {
  if (userIds.length === 0) return [];
  return db
    .select(instanceColumns)
    .from(instances)
    .where(and(live(tenantId), inArray(instances.userId, [...userIds])))
    .orderBy(asc(instances.createdAt), asc(instances.id));
}

export async function countLiveInstances(db: DbOrTx, tenantId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(instances).where(live(tenantId));
  return row?.total ?? 0;
}

export type NewInstance = Pick<
  typeof instances.$inferInsert,
  | 'userId'
  | 'name'
  | 'phone'
  | 'notificationPhone'
  | 'notificationName'
  | 'bikerHubEnabled'
  | 'gateway'
  | 'gatewayInstanceName'
  | 'gatewayTokenEnc'
  | 'webhookSecret'
>;

export async function insertInstance(db: DbOrTx, tenantId: string, values: NewInstance): Promise<string> {
  const [row] = await db
    .insert(instances)
    .values({ ...values, organizationId: tenantId })
    .returning({ id: instances.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The AI configuration and behaviour settings rows every instance has from birth. */
export async function insertInstanceDefaults(
  db: DbOrTx,
  tenantId: string,
  instanceId: string,
  defaults: { ai: Partial<typeof aiConfigs.$inferInsert>; settings: Record<string, unknown> },
): Promise<void> {
  await db.insert(aiConfigs).values({ ...defaults.ai, instanceId, organizationId: tenantId });
  await db
    .insert(instanceSettings)
    .values({ instanceId, organizationId: tenantId, values: defaults.settings });
}

export type InstanceChanges = Partial<
  Pick<typeof instances.$inferInsert, 'name' | 'phone' | 'notificationPhone' | 'notificationName'>
>;

export async function updateInstance(
  db: DbOrTx,
  tenantId: string,
  id: string,
  changes: InstanceChanges,
): Promise<boolean> {
  const rows = await db
    .update(instances)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(live(tenantId), eq(instances.id, id)))
    .returning({ id: instances.id });
  return rows.length > 0;
}

export async function softDeleteInstance(
  db: DbOrTx,
  tenantId: string,
  id: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(instances)
    .set({ deletedAt: at, updatedAt: at })
    .where(and(live(tenantId), eq(instances.id, id)))
    .returning({ id: instances.id });
  return rows.length > 0;
}

export async function softDeleteInstancesOfUser(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  at: Date,
): Promise<string[]> {
  const rows = await db
    .update(instances)
    .set({ deletedAt: at, updatedAt: at })
    .where(and(live(tenantId), eq(instances.userId, userId)))
    .returning({ id: instances.id });
  return rows.map((row) => row.id);
}
