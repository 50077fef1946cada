import { eq, sql } from 'drizzle-orm';
import { AI_CONFIG_DEFAULTS, type InstanceSettings } from '../../../contract/ai-config';
import type { DbOrTx } from '../../db/client';
import { aiConfigs, instanceSettings, instances, organizations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { type InstanceConfig, loadInstanceConfig, resolveSettings } from '../config';
import type { EngineDeps } from '../deps';
import type { DecisionFacts } from './ai-decision';

export interface ConversationFacts {
  contactNumber: string;
  isAiActive: boolean;
  aiPausedReason: string | null;
}

/** What the decision needs about an instance: its switches, the AI config's, settings and time zone. */
export interface InstanceDecisionFacts {
  organizationAiEnabled: boolean;
  instanceAiEnabled: boolean;
  aiConfigActive: boolean;
  instanceGlobalAiEnabled: boolean;
  /** Defaults applied; the consultant's switch and number from the instance row, as in loadInstanceConfig. */
  settings: InstanceSettings;
  timeZone: string;
}

export function decisionFacts(
  instance: InstanceDecisionFacts,
  conversation: ConversationFacts & { isNew: boolean },
  now: Date,
): DecisionFacts {
  return { ...instance, conversation, now };
}

/**
 * The instance's columns the decision reads, in one row with its organization, AI config switch and
 * settings: one round trip on every customer message (the full config carries keys and the scraped
 * site, which the decision does not need). A deleted instance answers nobody.
 */
export const decisionColumns = {
  aiEnabled: sql<boolean>`${instances.aiEnabled} and ${instances.deletedAt} is null`,
  globalAiEnabled: sql<boolean>`${instances.globalAiEnabled} and ${instances.deletedAt} is null`,
  consultorNotificationEnabled: instances.consultorNotificationEnabled,
  consultorNotificationPhone: instances.consultorNotificationPhone,
  organizationAiEnabled: organizations.globalAiEnabled,
  timeZone: organizations.timezone,
  aiConfigActive: aiConfigs.isActive,
  settings: instanceSettings.values,
};

export type DecisionRow = {
  aiEnabled: boolean;
  globalAiEnabled: boolean;
  consultorNotificationEnabled: boolean;
  consultorNotificationPhone: string | null;
  organizationAiEnabled: boolean;
  timeZone: string;
  aiConfigActive: boolean | null;
  settings: Record<string, unknown> | null;
};

export function toDecisionFacts(row: DecisionRow): InstanceDecisionFacts {
  return {
    organizationAiEnabled: row.organizationAiEnabled,
    instanceAiEnabled: row.aiEnabled,
    aiConfigActive: row.aiConfigActive ?? AI_CONFIG_DEFAULTS.isActive,
    instanceGlobalAiEnabled: row.globalAiEnabled,
    settings: {
      ...resolveSettings(row.settings),
      consultorNotificationEnabled: row.consultorNotificationEnabled,
      consultorNotificationPhone: row.consultorNotificationPhone,
    },
    timeZone: row.timeZone,
  };
}

/** Everything the decision needs about an instance, read in the caller's transaction. */
export async function loadDecisionFacts(db: DbOrTx, instanceId: string): Promise<InstanceDecisionFacts> {
  const [row] = await db
    .select(decisionColumns)
    .from(instances)
    .innerJoin(organizations, eq(organizations.id, instances.organizationId))
    .leftJoin(aiConfigs, eq(aiConfigs.instanceId, instances.id))
    .leftJoin(instanceSettings, eq(instanceSettings.instanceId, instances.id))
    .where(eq(instances.id, instanceId));
  if (!row) throw notFound('Instância não encontrada');
  return toDecisionFacts(row);
}

/** The instance's AI config and settings (defaults applied), read in the caller's transaction. */
export async function loadInstanceConfigFor(
  deps: EngineDeps,
  db: DbOrTx,
  instanceId: string,
): Promise<InstanceConfig> {
  return loadInstanceConfig(deps, db, instanceId);
}
