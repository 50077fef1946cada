import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { aiConfigs, instanceSettings, instances, logs } from '../../db/schema';
import { visibleInstance } from '../conversations/access';
import type { InstanceScope } from '../instances/repository';

/** The instance columns the settings dialog reads and writes. */
export interface ConfigInstanceRow {
  id: string;
  organizationId: string;
  name: string;
  globalAiEnabled: boolean;
  globalFollowupEnabled: boolean;
  consultorNotificationEnabled: boolean;
  consultorNotificationPhone: string | null;
  scrapingEnabled: boolean;
  scrapingUrl: string | null;
  scrapingSchedule: 'hourly' | 'daily' | 'manual';
  aiMemoryResetAt: Date | null;
  settings: Record<string, unknown> | null;
}

/** A live instance of the tenant the caller may see (a seller: its own), with its stored settings. */
export async function findConfigInstance(
  db: DbOrTx,
  tenantId: string,
  scope: InstanceScope,
  instanceId: string,
  options: { lock?: boolean } = {},
): Promise<ConfigInstanceRow | undefined> {
  const query = db
    .select({
      id: instances.id,
      organizationId: instances.organizationId,
      name: instances.name,
      globalAiEnabled: instances.globalAiEnabled,
      globalFollowupEnabled: instances.globalFollowupEnabled,
      consultorNotificationEnabled: instances.consultorNotificationEnabled,
      consultorNotificationPhone: instances.consultorNotificationPhone,
      scrapingEnabled: instances.scrapingEnabled,
      scrapingUrl: instances.scrapingUrl,
      scrapingSchedule: instances.scrapingSchedule,
      aiMemoryResetAt: instances.aiMemoryResetAt,
      settings: instanceSettings.values,
    })
    .from(instances)
    .leftJoin(instanceSettings, eq(instanceSettings.instanceId, instances.id))
    .where(and(visibleInstance(tenantId, scope), eq(instances.id, instanceId)));
  const [row] = options.lock ? await query.for('update', { of: instances }) : await query;
  return row;
}

export type InstanceColumnChanges = Partial<
  Pick<
    typeof instances.$inferInsert,
    | 'consultorNotificationEnabled'
    | 'consultorNotificationPhone'
    | 'scrapingEnabled'
    | 'scrapingUrl'
    | 'scrapingSchedule'
    | 'aiMemoryResetAt'
  >
>;

export async function updateInstanceColumns(
  db: DbOrTx,
  tenantId: string,
  instanceId: string,
  changes: InstanceColumnChanges,
  at: Date,
): Promise<void> {
  await db
    .update(instances)
    .set({ ...changes, updatedAt: at })
    .where(and(eq(instances.organizationId, tenantId), eq(instances.id, instanceId)));
}

export async function saveSettingsValues(
  db: DbOrTx,
  tenantId: string,
  instanceId: string,
  values: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await db
    .insert(instanceSettings)
    .values({ instanceId, organizationId: tenantId, values, updatedAt: at })
    .onConflictDoUpdate({ target: instanceSettings.instanceId, set: { values, updatedAt: at } });
}

export type AiConfigRow = typeof aiConfigs.$inferSelect;
export type AiConfigValues = Omit<typeof aiConfigs.$inferInsert, 'instanceId' | 'organizationId'>;

export async function findAiConfig(
  db: DbOrTx,
  tenantId: string,
  instanceId: string,
): Promise<AiConfigRow | undefined> {
  const [row] = await db
    .select()
    .from(aiConfigs)
    .where(and(eq(aiConfigs.organizationId, tenantId), eq(aiConfigs.instanceId, instanceId)));
  return row;
}

export async function saveAiConfig(
  db: DbOrTx,
  tenantId: string,
  instanceId: string,
  values: AiConfigValues,
): Promise<AiConfigRow> {
  const [row] = await db
    .insert(aiConfigs)
    .values({ ...values, instanceId, organizationId: tenantId })
    .onConflictDoUpdate({ target: aiConfigs.instanceId, set: values })
    .returning();
  if (!row) throw new Error('ai config upsert returned no row');
  return row;
}

/** A line of the organization's logs (/logslogs). */
export async function writeLogLine(db: DbOrTx, line: typeof logs.$inferInsert): Promise<void> {
  await db.insert(logs).values(line);
}
