import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RealtimeEvent } from '../../../../contract/realtime';
import { testConfig } from '../../../../server/config';
import type { Db } from '../../../../server/db/client';
import { aiConfigs, instanceSettings, instances } from '../../../../server/db/schema';
import { encryptSecret } from '../../../../server/lib/crypto';

/** Helpers shared by the dashboard and simulator tests. */

/** Every live event published to an organization from now on. */
export function recordEvents(app: FastifyInstance): {
  events: Array<{ organizationId: string; event: RealtimeEvent }>;
} {
  const record = { events: [] as Array<{ organizationId: string; event: RealtimeEvent }> };
  app.events.subscribe((organizationId, event) => record.events.push({ organizationId, event }));
  return record;
}

/** Waits until `check` passes (events travel through LISTEN/NOTIFY, so they arrive a moment later). */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 3_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

export async function instanceRowOf(db: Db, id: string): Promise<typeof instances.$inferSelect> {
  const [row] = await db.select().from(instances).where(eq(instances.id, id));
  if (!row) throw new Error(`instance ${id} not found`);
  return row;
}

/** An instance row on the given gateway with its default rows, bypassing the API (fixtures). */
export async function gatewayInstanceRow(
  db: Db,
  organizationId: string,
  userId: string,
  options: { gateway: 'evolution' | 'simulator'; token?: string; name?: string; connected?: boolean },
): Promise<typeof instances.$inferSelect> {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(instances)
    .values({
      organizationId,
      userId,
      name: options.name ?? `Loja ${suffix}`,
      phone: '5511940001234',
      gateway: options.gateway,
      gatewayInstanceName: `loja-${suffix}`,
      gatewayTokenEnc: options.token ? encryptSecret(testConfig().encryptionKey, options.token) : null,
      webhookSecret: randomBytes(32).toString('base64url'),
      isConnected: options.connected ?? false,
      connectionState: options.connected ? 'open' : 'close',
    })
    .returning();
  if (!row) throw new Error('instance not created');
  await db.insert(aiConfigs).values({ instanceId: row.id, organizationId });
  await db.insert(instanceSettings).values({ instanceId: row.id, organizationId, values: {} });
  return row;
}
