import { eq } from 'drizzle-orm';
import type { InstanceSettings } from '../../../contract/instance-settings';
import type { DbOrTx } from '../../db/client';
import { instanceSettings, instances } from '../../db/schema';
import { resolveSettings } from '../config';

/**
 * Only the instance's settings, defaults applied, for the hooks that run on every message inside the
 * intake's or the send's transaction: one small read, without the AI config, keys and scraped text
 * `loadInstanceConfig` brings. The consultant's switch and number live on the instance row (the
 * dashboard card writes them), as in `loadInstanceConfig`.
 */
export async function loadInstanceSettings(db: DbOrTx, instanceId: string): Promise<InstanceSettings | null> {
  const [row] = await db
    .select({
      values: instanceSettings.values,
      consultorNotificationEnabled: instances.consultorNotificationEnabled,
      consultorNotificationPhone: instances.consultorNotificationPhone,
    })
    .from(instances)
    .leftJoin(instanceSettings, eq(instanceSettings.instanceId, instances.id))
    .where(eq(instances.id, instanceId));
  if (!row) return null;
  return {
    ...resolveSettings(row.values),
    consultorNotificationEnabled: row.consultorNotificationEnabled,
    consultorNotificationPhone: row.consultorNotificationPhone,
  };
}
