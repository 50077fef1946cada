import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { aiConfigs, instanceSettings, instances } from '../../db/schema';
import type { InstanceScope } from './repository';

/**
 * Queries of the dashboard's gateway calls. Unlike repository.ts these read the gateway columns
 * (instance name, encrypted key, webhook secret), which never leave the server.
 */

const gatewayColumns = {
  id: instances.id,
  organizationId: instances.organizationId,
  userId: instances.userId,
  name: instances.name,
  phone: instances.phone,
  gateway: instances.gateway,
  gatewayInstanceName: instances.gatewayInstanceName,
  gatewayTokenEnc: instances.gatewayTokenEnc,
  webhookSecret: instances.webhookSecret,
  isConnected: instances.isConnected,
  connectionState: instances.connectionState,
  qrCode: instances.qrCode,
  aiEnabled: instances.aiEnabled,
  globalAiEnabled: instances.globalAiEnabled,
  consultorNotificationEnabled: instances.consultorNotificationEnabled,
  consultorNotificationPhone: instances.consultorNotificationPhone,
};

export type InstanceGatewayRow = Pick<typeof instances.$inferSelect, keyof typeof gatewayColumns>;

/** SQLSTATE 23503 anywhere in the cause chain (drizzle wraps driver errors). */
function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (candidate.code === '23503') return true;
    current = candidate.cause;
  }
  return false;
}

const live = (tenantId: string, id: string, scope: InstanceScope = {}) =>
  and(
    eq(instances.organizationId, tenantId),
    eq(instances.id, id),
    isNull(instances.deletedAt),
    scope.ownerId ? eq(instances.userId, scope.ownerId) : undefined,
  );

export async function findInstanceGatewayRow(
  db: DbOrTx,
  tenantId: string,
  id: string,
  scope: InstanceScope = {},
): Promise<InstanceGatewayRow | undefined> {
  const [row] = await db
    .select(gatewayColumns)
    .from(instances)
    .where(live(tenantId, id, scope));
  return row;
}

/**
 * Sets the stored connection as the gateway reports it; true only when `isConnected` actually
 * changed, so the caller emits the live event once even when the intake already applied the same
 * change. A QR only survives while connecting.
 */
export async function setConnected(
  db: DbOrTx,
  tenantId: string,
  id: string,
  connected: boolean,
  connectionState: string,
): Promise<boolean> {
  const changes = { connectionState, ...(connectionState === 'connecting' ? {} : { qrCode: null }) };
  const rows = await db
    .update(instances)
    .set({ ...changes, isConnected: connected, updatedAt: new Date() })
    .where(and(live(tenantId, id), ne(instances.isConnected, connected)))
    .returning({ id: instances.id });
  if (rows.length > 0) return true;
  await db.update(instances).set(changes).where(live(tenantId, id));
  return false;
}

export async function saveQrCode(
  db: DbOrTx,
  tenantId: string,
  id: string,
  qrCode: string,
  at: Date,
): Promise<void> {
  await db
    .update(instances)
    .set({ qrCode, qrUpdatedAt: at, connectionState: 'connecting', updatedAt: at })
    .where(live(tenantId, id));
}

export type InstanceFlagChanges = Partial<
  Pick<
    typeof instances.$inferInsert,
    | 'aiEnabled'
    | 'globalAiEnabled'
    | 'consultorNotificationEnabled'
    | 'consultorNotificationPhone'
    | 'gatewayTokenEnc'
  >
>;

export async function updateInstanceFlags(
  db: DbOrTx,
  tenantId: string,
  id: string,
  changes: InstanceFlagChanges,
): Promise<boolean> {
  const rows = await db
    .update(instances)
    .set({ ...changes, updatedAt: new Date() })
    .where(live(tenantId, id))
    .returning({ id: instances.id });
  return rows.length > 0;
}

/**
 * Removes an instance the gateway refused to create, with its default rows, so no trace of a failed
 * creation stays behind. Should anything already point at it (a webhook that raced the failure),
 * it is soft-deleted instead.
 */
export async function discardInstance(db: DbOrTx, tenantId: string, id: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx
        .delete(aiConfigs)
        .where(and(eq(aiConfigs.organizationId, tenantId), eq(aiConfigs.instanceId, id)));
      await tx
        .delete(instanceSettings)
        .where(and(eq(instanceSettings.organizationId, tenantId), eq(instanceSettings.instanceId, id)));
      await tx.delete(instances).where(and(eq(instances.organizationId, tenantId), eq(instances.id, id)));
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const at = new Date();
    await db.update(instances).set({ deletedAt: at, updatedAt: at }).where(live(tenantId, id));
  }
}

export interface AiConfigSummary {
  provider: string;
  prompt: string;
  hasApiKey: boolean;
  isActive: boolean;
}

export async function findAiConfigSummary(
  db: DbOrTx,
  tenantId: string,
  instanceId: string,
): Promise<AiConfigSummary | undefined> {
  const [row] = await db
    .select({
      provider: aiConfigs.provider,
      prompt: aiConfigs.prompt,
      apiKeyEnc: aiConfigs.apiKeyEnc,
      isActive: aiConfigs.isActive,
    })
    .from(aiConfigs)
    .where(and(eq(aiConfigs.organizationId, tenantId), eq(aiConfigs.instanceId, instanceId)));
  if (!row) return undefined;
  return {
    provider: row.provider,
    prompt: row.prompt,
    hasApiKey: Boolean(row.apiKeyEnc),
    isActive: row.isActive,
  };
}
