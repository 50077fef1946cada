import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  aiConfigs,
  conversations,
  instanceSettings,
  instances,
  organizations,
  scrapedKnowledge,
} from '../../db/schema';
import { type InstanceConfig, instanceConfigColumns, toInstanceConfig } from '../config';
import type { EngineDeps } from '../deps';
import type { OutboundTarget } from '../outbound/repository';
import {
  type ConversationFacts,
  decisionColumns,
  type InstanceDecisionFacts,
  toDecisionFacts,
} from '../shared/decision-facts';

/**
 * What the reply job reads about its conversation, each in one round trip (on PGlite every statement
 * is parsed and planned again, so the job's reads are few and joined).
 */

export interface ReplyChat {
  organizationId: string;
  instanceId: string;
  conversationId: string;
}

export type ReplyConversation = ConversationFacts & { contactName: string };

const conversationColumns = {
  contactNumber: conversations.contactNumber,
  contactName: conversations.contactName,
  isAiActive: conversations.isAiActive,
  aiPausedReason: conversations.aiPausedReason,
};

const conversationOf = (chat: ReplyChat) =>
  and(eq(conversations.id, chat.conversationId), eq(conversations.organizationId, chat.organizationId));

/**
 * At the start of the job: the instance's whole config (prompt, keys, site) with the decision's
 * switches and the conversation. Null when the instance row does not exist.
 */
export async function loadReplyStart(
  deps: EngineDeps,
  db: DbOrTx,
  chat: ReplyChat,
): Promise<{
  config: InstanceConfig;
  decision: InstanceDecisionFacts;
  conversation: ReplyConversation | null;
} | null> {
  const [row] = await db
    .select({
      ...instanceConfigColumns,
      aiEnabled: decisionColumns.aiEnabled,
      globalAiEnabled: decisionColumns.globalAiEnabled,
      conversation: conversationColumns,
    })
    .from(instances)
    .innerJoin(organizations, eq(organizations.id, instances.organizationId))
    .leftJoin(aiConfigs, eq(aiConfigs.instanceId, instances.id))
    .leftJoin(instanceSettings, eq(instanceSettings.instanceId, instances.id))
    .leftJoin(scrapedKnowledge, eq(scrapedKnowledge.instanceId, instances.id))
    // Conversations reference their instance: no instance row, no conversation either.
    .leftJoin(conversations, conversationOf(chat))
    .where(eq(instances.id, chat.instanceId));
  if (!row) return null;
  const config = toInstanceConfig(deps, row);
  // The same facts `loadDecisionFacts` reads, taken from the config instead of a second read.
  const decision: InstanceDecisionFacts = {
    organizationAiEnabled: config.organizationAiEnabled,
    instanceAiEnabled: row.aiEnabled,
    aiConfigActive: config.ai.isActive,
    instanceGlobalAiEnabled: row.globalAiEnabled,
    settings: config.settings,
    timeZone: config.timeZone,
  };
  return { config, decision, conversation: row.conversation };
}

/**
 * Before each part: the decision's facts and the conversation as they are now (an operator may have
 * switched something off meanwhile), with where the part goes, so the send does not read it again.
 * `target` is null when the send could not go there (instance deleted, conversation elsewhere).
 */
export async function loadPartCheck(
  db: DbOrTx,
  chat: ReplyChat,
): Promise<{
  instance: InstanceDecisionFacts;
  conversation: ReplyConversation | null;
  target: OutboundTarget | null;
} | null> {
  const [row] = await db
    .select({
      ...decisionColumns,
      instanceDeleted: sql<boolean>`${instances.deletedAt} is not null`,
      gateway: instances.gateway,
      gatewayInstanceName: instances.gatewayInstanceName,
      gatewayTokenEnc: instances.gatewayTokenEnc,
      conversation: {
        ...conversationColumns,
        contactJid: conversations.contactJid,
        instanceId: conversations.instanceId,
      },
    })
    .from(instances)
    .innerJoin(organizations, eq(organizations.id, instances.organizationId))
    .leftJoin(aiConfigs, eq(aiConfigs.instanceId, instances.id))
    .leftJoin(instanceSettings, eq(instanceSettings.instanceId, instances.id))
    .leftJoin(conversations, conversationOf(chat))
    .where(eq(instances.id, chat.instanceId));
  if (!row) return null;
  const { conversation, instanceDeleted, gateway, gatewayInstanceName, gatewayTokenEnc, ...facts } = row;
  if (!conversation) return { instance: toDecisionFacts(facts), conversation: null, target: null };
  const { contactJid, instanceId, ...current } = conversation;
  const target: OutboundTarget | null =
    instanceDeleted || instanceId !== chat.instanceId
      ? null
      : {
          conversationId: chat.conversationId,
          contactNumber: current.contactNumber,
          contactJid,
          instance: {
            id: chat.instanceId,
            organizationId: chat.organizationId,
            gateway,
            gatewayInstanceName,
            gatewayTokenEnc,
          },
        };
  return { instance: toDecisionFacts(facts), conversation: current, target };
}
