import { and, count, eq, gte, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  aiConfigs,
  conversations,
  instanceSettings,
  instances,
  messages,
  organizations,
  webhookEvents,
} from '../../db/schema';
import { AI_PAUSE_REASONS } from '../conversations/ai-pause';

/** What the diagnostic reads of one instance: its switches, AI config, gateway columns and traffic. */

/** Pauses a person chose (inbox switch, an operator's answer, the phone taking over). */
export const HUMAN_PAUSE_REASONS = [AI_PAUSE_REASONS.manual, AI_PAUSE_REASONS.humanReply, 'human_takeover'];
/** Pauses the pipeline's own rules made (first contact to a human, a hot lead handed over). */
export const AUTOMATIC_PAUSE_REASONS = ['first_contact_human', 'hot_lead'];

export async function loadInstanceFacts(
  db: DbOrTx,
  tenantId: string,
  id: string,
  ownerId: string | undefined,
) {
  const [row] = await db
    .select({
      id: instances.id,
      organizationId: instances.organizationId,
      name: instances.name,
      phone: instances.phone,
      gateway: instances.gateway,
      gatewayInstanceName: instances.gatewayInstanceName,
      gatewayTokenEnc: instances.gatewayTokenEnc,
      isConnected: instances.isConnected,
      aiEnabled: instances.aiEnabled,
      globalAiEnabled: instances.globalAiEnabled,
      globalFollowupEnabled: instances.globalFollowupEnabled,
      bikerHubEnabled: instances.bikerHubEnabled,
      organizationAiEnabled: organizations.globalAiEnabled,
      organizationKeyEnc: organizations.evolutionApiKeyEnc,
      organizationTokenEnc: organizations.evolutionTokenEnc,
      provider: aiConfigs.provider,
      model: aiConfigs.model,
      prompt: aiConfigs.prompt,
      apiKeyEnc: aiConfigs.apiKeyEnc,
      configActive: aiConfigs.isActive,
      qualificationProvider: aiConfigs.qualificationProvider,
      qualificationApiKeyEnc: aiConfigs.qualificationApiKeyEnc,
      settings: instanceSettings.values,
    })
    .from(instances)
    .innerJoin(organizations, eq(organizations.id, instances.organizationId))
    .leftJoin(aiConfigs, eq(aiConfigs.instanceId, instances.id))
    .leftJoin(instanceSettings, eq(instanceSettings.instanceId, instances.id))
    .where(
      and(
        eq(instances.organizationId, tenantId),
        eq(instances.id, id),
        isNull(instances.deletedAt),
        ownerId ? eq(instances.userId, ownerId) : undefined,
      ),
    );
  return row;
}
export type InstanceFacts = NonNullable<Awaited<ReturnType<typeof loadInstanceFacts>>>;

const inList = (column: typeof conversations.aiPausedReason, values: readonly string[]) =>
  sql`${column} in (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

export async function conversationCounts(db: DbOrTx, tenantId: string, instanceId: string) {
  const [row] = await db
    .select({
      total: count(),
      aiActive: sql<number>`count(*) filter (where ${conversations.isAiActive})`.mapWith(Number),
      humanTakenOver: sql<number>`count(*) filter (where not ${conversations.isAiActive} and ${inList(
        conversations.aiPausedReason,
        HUMAN_PAUSE_REASONS,
      )})`.mapWith(Number),
      automaticallyPaused: sql<number>`count(*) filter (where not ${conversations.isAiActive} and ${inList(
        conversations.aiPausedReason,
        AUTOMATIC_PAUSE_REASONS,
      )})`.mapWith(Number),
    })
    .from(conversations)
    .where(and(eq(conversations.organizationId, tenantId), eq(conversations.instanceId, instanceId)));
  const total = row?.total ?? 0;
  const aiActive = row?.aiActive ?? 0;
  return {
    total,
    aiActive,
    aiInactive: total - aiActive,
    humanTakenOver: row?.humanTakenOver ?? 0,
    automaticallyPaused: row?.automaticallyPaused ?? 0,
  };
}

/** Customer messages, AI replies and operators' replies since `since`. */
export async function messageCounts(db: DbOrTx, tenantId: string, instanceId: string, since: Date) {
  const [row] = await db
    .select({
      inbound: sql<number>`count(*) filter (where ${messages.direction} = 'in')`.mapWith(Number),
      ai: sql<number>`count(*) filter (where ${messages.origin} = 'ai')`.mapWith(Number),
      human: sql<number>`count(*) filter (where ${messages.origin} = 'human')`.mapWith(Number),
    })
    .from(messages)
    .where(
      and(
        eq(messages.organizationId, tenantId),
        eq(messages.instanceId, instanceId),
        gte(messages.createdAt, since),
      ),
    );
  const [last] = await db
    .select({ at: max(messages.createdAt) })
    .from(messages)
    .where(
      and(
        eq(messages.organizationId, tenantId),
        eq(messages.instanceId, instanceId),
        eq(messages.origin, 'ai'),
      ),
    );
  return { inbound: row?.inbound ?? 0, ai: row?.ai ?? 0, human: row?.human ?? 0, lastAiAt: last?.at ?? null };
}

/** Whether the gateway has reached our webhook for this instance lately (real traffic, tests excluded). */
export async function webhookSeenSince(db: DbOrTx, tenantId: string, instanceId: string, since: Date) {
  const [row] = await db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.organizationId, tenantId),
        eq(webhookEvents.instanceId, instanceId),
        eq(webhookEvents.isTest, false),
        gte(webhookEvents.startedAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
