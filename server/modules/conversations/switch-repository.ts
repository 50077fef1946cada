import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { aiConfigs, conversations, instanceSettings, instances } from '../../db/schema';
import type { InstanceScope } from '../instances/repository';
import { visibleInstance } from './access';
import { aiSwitchChanges } from './ai-pause';

/** The two switches the inbox shows at the global, instance and conversation levels. */
export type SwitchKind = 'ai' | 'followup';

export interface SwitchResult {
  instanceIds: string[];
  /** Conversations whose flag actually changed. */
  conversations: number;
}

/**
 * Sets a switch on instances the caller may see (one, or all of them when `instanceId` is
 * undefined) and on every conversation of those instances. Meant to run inside one transaction,
 * so the inbox never shows an instance switched off with some of its conversations still on.
 * Conversations already in the wanted state are not rewritten.
 */
export async function applySwitch(
  tx: DbOrTx,
  tenantId: string,
  scope: InstanceScope,
  target: { instanceId?: string },
  kind: SwitchKind,
  enabled: boolean,
): Promise<SwitchResult> {
  const now = new Date();
  // Switching the AI on from the inbox turns on every switch of the instance, so the one state the
  // screens show (the instance's `aiActive`) follows; switching it off needs only one of them.
  const instanceFlag =
    kind === 'ai'
      ? enabled
        ? { globalAiEnabled: true, aiEnabled: true }
        : { globalAiEnabled: false }
      : { globalFollowupEnabled: enabled };
  const updated = await tx
    .update(instances)
    .set({ ...instanceFlag, updatedAt: now })
    .where(
      and(
        visibleInstance(tenantId, scope),
        target.instanceId === undefined ? undefined : eq(instances.id, target.instanceId),
      ),
    )
    .returning({ id: instances.id });
  const instanceIds = updated.map((row) => row.id);
  if (instanceIds.length === 0) return { instanceIds, conversations: 0 };
  if (kind === 'ai' && enabled) {
    await tx
      .update(aiConfigs)
      .set({ isActive: true })
      .where(and(eq(aiConfigs.organizationId, tenantId), inArray(aiConfigs.instanceId, instanceIds)));
  }

  const flag = kind === 'ai' ? conversations.isAiActive : conversations.isFollowUpActive;
  const changes = kind === 'ai' ? aiSwitchChanges(enabled) : { isFollowUpActive: enabled };
  const changed = await tx
    .update(conversations)
    .set({ ...changes, updatedAt: now })
    .where(
      and(
        eq(conversations.organizationId, tenantId),
        inArray(conversations.instanceId, instanceIds),
        ne(flag, enabled),
      ),
    )
    .returning({ id: conversations.id });
  return { instanceIds, conversations: changed.length };
}

export interface InstanceSwitchesRow {
  id: string;
  globalAiEnabled: boolean;
  globalFollowupEnabled: boolean;
  values: Record<string, unknown> | null;
}

/** An instance's switches and its stored behaviour settings, when the caller may see it. */
export async function findInstanceSwitches(
  db: DbOrTx,
  tenantId: string,
  scope: InstanceScope,
  instanceId: string,
): Promise<InstanceSwitchesRow | undefined> {
  const [row] = await db
    .select({
      id: instances.id,
      globalAiEnabled: instances.globalAiEnabled,
      globalFollowupEnabled: instances.globalFollowupEnabled,
      values: instanceSettings.values,
    })
    .from(instances)
    .leftJoin(instanceSettings, eq(instanceSettings.instanceId, instances.id))
    .where(and(visibleInstance(tenantId, scope), eq(instances.id, instanceId)));
  return row;
}
