import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import { CLOUD_SIMULATOR_PREFIX } from '../../../../server/config';
import { instances, messages, simulatorMessages } from '../../../../server/db/schema';
import { DEMO_CLOUD_NUMBER, seedDemoCloudNumber } from '../../../../server/db/seed/demo-cloud';
import { type CloudGateway, createCloudGateway, phoneNumberIdOf } from '../../../../server/gateways/cloud';
import { decryptSecret } from '../../../../server/lib/crypto';
import { type EngineApp, engineApp } from '../../engine/app';
import { createOrganization, signedInUser } from '../../helpers/app';

/**
 * The app on a controlled clock, listening on a free port so the `cloud` adapter reaches the
 * built-in simulator over real HTTP, with the demo's official number seeded in one organization.
 */
export interface SimulatorWorld {
  t: EngineApp;
  instanceId: string;
  organizationId: string;
  headers: { authorization: string };
  /** The simulator's Graph root, as the server's configuration gives it. */
  graphUrl: string;
  phoneNumberId: string;
  /** The number's bearer token, as stored (encrypted) by the seed. */
  token: string;
  adapter: CloudGateway;
  close(): Promise<void>;
}

export async function startSimulatorWorld(): Promise<SimulatorWorld> {
  const t = await engineApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const graphUrl = `http://127.0.0.1:${port}${CLOUD_SIMULATOR_PREFIX}`;
  // The address is known once listening; the server's own config points there, as main.ts's does.
  t.app.config.cloudSimulatorUrl = graphUrl;
  const org = await createOrganization(t.db, { plan: 'enterprise' });
  const admin = await signedInUser({ ...t, close: t.close }, 'admin', org.id);
  const instanceId = await seedDemoCloudNumber(t.db, {
    organizationId: org.id,
    userId: admin.id,
    encryptionKey: t.app.config.encryptionKey,
    prompt: 'Você é o assistente de vendas da loja.',
  });
  const [row] = await t.db.select().from(instances).where(eq(instances.id, instanceId));
  const token = decryptSecret(t.app.config.encryptionKey, row?.gatewayTokenEnc ?? '');
  return {
    t,
    instanceId,
    organizationId: org.id,
    headers: admin.headers,
    graphUrl,
    phoneNumberId: phoneNumberIdOf(row?.gatewayInstanceName ?? ''),
    token,
    adapter: createCloudGateway({ baseUrl: graphUrl, retry: { attempts: 1 } }),
    close: () => t.close(),
  };
}

export { DEMO_CLOUD_NUMBER };

/** What the customer's phone received from the official number, oldest first (typing apart). */
export async function phoneOf(w: SimulatorWorld, contact: string) {
  const rows = await w.t.db
    .select()
    .from(simulatorMessages)
    .where(and(eq(simulatorMessages.instanceId, w.instanceId), eq(simulatorMessages.contactNumber, contact)))
    .orderBy(asc(simulatorMessages.createdAt));
  return {
    messages: rows.filter((r) => r.kind !== 'presence'),
    presences: rows.filter((r) => r.kind === 'presence'),
  };
}

export async function storedMessages(w: SimulatorWorld) {
  return w.t.db
    .select()
    .from(messages)
    .where(eq(messages.instanceId, w.instanceId))
    .orderBy(asc(messages.createdAt));
}
