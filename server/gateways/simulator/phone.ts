import { envelopeFacts, nowOf, type SimulatorDeps } from './context';
import { phoneMessageId } from './message-ids';
import { type SimulatorInstanceRow, setSimulatorState } from './store';
import { type CustomerContent, connectionUpdateBody, customerMessageBody } from './webhook-bodies';

/**
 * The simulated phones: what the simulator page does as the business's phone (scanning the QR) and
 * as a customer's phone (writing to the business). Each action reaches the server only as the
 * webhook Evolution would send, and a delivery the intake refuses fails the action.
 */

export type { SimulatorInstanceRow } from './store';

/** The business's phone scans the QR shown while connecting: the instance opens. */
export async function scanQr(deps: SimulatorDeps, row: SimulatorInstanceRow): Promise<void> {
  await setSimulatorState(deps.db, row.id, { connectionState: 'open', qrCode: null });
  const body = connectionUpdateBody(envelopeFacts(deps, row, true), {
    state: 'open',
    ownerNumber: row.phone,
    profileName: row.name,
  });
  await deps.deliver({ instanceId: row.id, secret: row.webhookSecret }, body);
}

export interface CustomerInput {
  contactNumber: string;
  contactName: string;
  content: CustomerContent;
}

/** A customer writes (or records, or attaches) to the business number. */
export async function customerSends(
  deps: SimulatorDeps,
  row: SimulatorInstanceRow,
  input: CustomerInput,
): Promise<{ gatewayMessageId: string; timestamp: Date }> {
  const gatewayMessageId = phoneMessageId();
  const timestamp = nowOf(deps);
  const body = customerMessageBody(envelopeFacts(deps, row, true), {
    gatewayMessageId,
    gatewayInstanceId: row.id,
    contactNumber: input.contactNumber,
    contactName: input.contactName,
    timestamp,
    content: input.content,
  });
  await deps.deliver({ instanceId: row.id, secret: row.webhookSecret }, body);
  return { gatewayMessageId, timestamp };
}
