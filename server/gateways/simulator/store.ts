import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { instances, simulatorMessages } from '../../db/schema';

/**
 * The simulator's own side of the database. The simulator plays a gateway server, which knows
 * instances by their gateway name and has no notion of tenants, so these functions are addressed
 * by instance name or id; the tenant checks happen in the API modules before anything gets here.
 */

export interface SimulatorInstanceRow {
  id: string;
  organizationId: string;
  name: string;
  phone: string;
  gatewayInstanceName: string;
  webhookSecret: string;
  isConnected: boolean;
  /** The simulated gateway's state: close → connecting (QR shown) → open (scanned). */
  connectionState: string;
  qrCode: string | null;
}

const columns = {
  id: instances.id,
  organizationId: instances.organizationId,
  name: instances.name,
  phone: instances.phone,
  gatewayInstanceName: instances.gatewayInstanceName,
  webhookSecret: instances.webhookSecret,
  isConnected: instances.isConnected,
  connectionState: instances.connectionState,
  qrCode: instances.qrCode,
};

/** A live simulator instance by its gateway name (unique per gateway kind). */
export async function findSimulatorInstanceByName(
  db: DbOrTx,
  gatewayInstanceName: string,
): Promise<SimulatorInstanceRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(instances)
    .where(
      and(
        eq(instances.gateway, 'simulator'),
        eq(instances.gatewayInstanceName, gatewayInstanceName),
        isNull(instances.deletedAt),
      ),
    );
  return row;
}

export interface SimulatorStateChange {
  connectionState: 'close' | 'connecting' | 'open';
  qrCode: string | null;
  qrUpdatedAt?: Date;
}

export async function setSimulatorState(
  db: DbOrTx,
  instanceId: string,
  change: SimulatorStateChange,
): Promise<void> {
  await db
    .update(instances)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(instances.id, instanceId), eq(instances.gateway, 'simulator')));
}

export type SimulatorOutboxKind = typeof simulatorMessages.$inferInsert.kind;

export interface SimulatorOutboxEntry {
  instanceId: string;
  contactNumber: string;
  gatewayMessageId: string;
  kind: SimulatorOutboxKind;
  content: string;
  mediaMimetype?: string | null;
  mediaBase64?: string | null;
  createdAt: Date;
}

/** What the business sent, as the simulated phone received it. */
export async function insertSimulatorMessage(db: DbOrTx, entry: SimulatorOutboxEntry): Promise<void> {
  await db.insert(simulatorMessages).values(entry);
}
