import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { conversations, instances } from '../../db/schema';
import { type InstanceConfig, loadInstanceConfig } from '../config';
import type { DecisionFacts } from './decide';

/**
 * The instance switches the AI config does not carry: the card's and the system-settings' ones.
 * A deleted instance answers nobody.
 */
async function instanceSwitches(
  db: DbOrTx,
  instanceId: string,
): Promise<{ aiEnabled: boolean; globalAiEnabled: boolean }> {
  const [row] = await db
    .select({ aiEnabled: instances.aiEnabled, globalAiEnabled: instances.globalAiEnabled })
    .from(instances)
    .where(and(eq(instances.id, instanceId), isNull(instances.deletedAt)));
  return row ?? { aiEnabled: false, globalAiEnabled: false };
}

export interface ConversationFacts {
  contactNumber: string;
  isAiActive: boolean;
  aiPausedReason: string | null;
  isNew: boolean;
}

export function decisionFacts(
  config: InstanceConfig,
  switches: { aiEnabled: boolean; globalAiEnabled: boolean },
  conversation: ConversationFacts,
  now: Date,
): DecisionFacts {
  return {
    organizationAiEnabled: config.organizationAiEnabled,
    instanceAiEnabled: switches.aiEnabled,
    aiConfigActive: config.ai.isActive,
    instanceGlobalAiEnabled: switches.globalAiEnabled,
    settings: config.settings,
    timeZone: config.timeZone,
    conversation,
    now,
  };
}

/** The instance's AI config and settings (defaults applied), read in the caller's transaction. */
export async function loadInstanceConfigFor(
  app: FastifyInstance,
  db: DbOrTx,
  instanceId: string,
): Promise<InstanceConfig> {
  return loadInstanceConfig(app, db, instanceId);
}

/** Everything the decision needs about an instance, read in the caller's transaction. */
export async function loadInstanceFacts(
  app: FastifyInstance,
  db: DbOrTx,
  instanceId: string,
): Promise<{ config: InstanceConfig; switches: { aiEnabled: boolean; globalAiEnabled: boolean } }> {
  const [config, switches] = await Promise.all([
    loadInstanceConfigFor(app, db, instanceId),
    instanceSwitches(db, instanceId),
  ]);
  return { config, switches };
}

/** The conversation as it is now (the reply job re-checks it: an operator may have switched it off). */
export async function loadConversationFacts(
  db: DbOrTx,
  tenantId: string,
  conversationId: string,
): Promise<ConversationFacts | null> {
  const [row] = await db
    .select({
      contactNumber: conversations.contactNumber,
      isAiActive: conversations.isAiActive,
      aiPausedReason: conversations.aiPausedReason,
    })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.organizationId, tenantId)));
  return row ? { ...row, isNew: false } : null;
}
