import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { instances } from '../../db/schema';
import type { ConnectionState } from '../../gateways/events';

export interface ConnectionChange {
  wasConnected: boolean;
  isConnected: boolean;
}

/**
 * Records the gateway's connection state. The previous value is read under the row lock in the same
 * statement, so two state changes racing each other still report each transition once. Once the number
 * is connected the last QR is useless, so it is cleared.
 */
export async function applyConnectionState(
  tx: Tx,
  instanceId: string,
  state: ConnectionState,
): Promise<ConnectionChange | null> {
  const connected = state === 'open';
  const previous = tx
    .select({ id: instances.id, isConnected: instances.isConnected })
    .from(instances)
    .where(eq(instances.id, instanceId))
    .for('update')
    .as('previous');
  const [row] = await tx
    .update(instances)
    .set({
      isConnected: connected,
      connectionState: state,
      qrCode: connected ? null : sql`${instances.qrCode}`,
      updatedAt: new Date(),
    })
    .from(previous)
    .where(eq(instances.id, previous.id))
    .returning({ wasConnected: previous.isConnected });
  return row ? { wasConnected: row.wasConnected, isConnected: connected } : null;
}

/**
 * Keeps the latest QR for the connect dialog; null clears it (the gateway hit its QR limit and the
 * dialog must ask for a new connection).
 */
export async function applyQrCode(tx: Tx, instanceId: string, qrCode: string | null): Promise<void> {
  await tx
    .update(instances)
    .set({ qrCode, qrUpdatedAt: new Date(), updatedAt: new Date() })
    .where(eq(instances.id, instanceId));
}
