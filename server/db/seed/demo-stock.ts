import { demoStock } from '../../gateways/crm/demo/stock';
import { encryptSecret } from '../../lib/crypto';
import { applyCrmStock } from '../../stock/crm-stock';
import { queueCrmSync } from '../../stock/sync-job';
import type { DbOrTx } from '../client';
import { crmConfigs, crmSyncRuns } from '../schema';

/** The demo CRM's login, as a new user would type it on /autocerto-settings. */
const DEMO_CRM_LOGIN = 'demo';
const SYNC_INTERVAL_MINUTES = 30;

/**
 * The demo organization linked to the built-in demo CRM and its first sync already done: the lot in
 * `/estoque`, the run on /autocerto-settings, the next sync queued. Without it a fresh start shows
 * an empty stock and the AI says there are no cars.
 */
export async function seedDemoStock(
  tx: DbOrTx,
  input: { organizationId: string; userId: string; publicUrl: string; encryptionKey: Buffer; now: Date },
): Promise<void> {
  const { organizationId, now } = input;
  const [link] = await tx
    .insert(crmConfigs)
    .values({
      organizationId,
      userId: input.userId,
      username: DEMO_CRM_LOGIN,
      passwordEnc: encryptSecret(input.encryptionKey, DEMO_CRM_LOGIN),
      provider: 'demo',
      syncInterval: SYNC_INTERVAL_MINUTES,
      lastSync: now,
      lastSyncStatus: 'success',
    })
    .returning({ id: crmConfigs.id });
  if (!link) throw new Error('demo CRM link not created');
  const counts = await applyCrmStock(tx, organizationId, demoStock(input.publicUrl), now);
  await tx.insert(crmSyncRuns).values({
    organizationId,
    configId: link.id,
    trigger: 'manual',
    status: 'success',
    startedAt: now,
    finishedAt: now,
    stockInserted: counts.inserted,
    stockUpdated: counts.updated,
    stockRemoved: counts.removed,
    stockUnchanged: counts.unchanged,
  });
  await queueCrmSync(
    tx,
    organizationId,
    new Date(now.getTime() + SYNC_INTERVAL_MINUTES * 60_000),
    'schedule',
  );
}
