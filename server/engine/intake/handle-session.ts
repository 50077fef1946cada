import type { Tx } from '../../db/client';
import type {
  ConnectionEvent,
  MessageStatusEvent,
  QrCodeEvent,
  QrCodeLimitEvent,
} from '../../gateways/events';
import type { MonitorTrail } from '../monitor/trail';
import type { HandledEvent } from './handled';
import type { IntakeInstance } from './instance';
import { applyConnectionState, applyQrCode } from './instance-state';
import { applyMessageStatus } from './message-status';

/** Events about the number and its messages rather than a new message: no AI decision follows. */
const settled = (live: HandledEvent['live'] = []): HandledEvent => ({
  outcome: 'no_ai_response',
  live,
});

/**
 * The number's own state (connection, QR): recorded as what it is, so the monitor shows no
 * "No AI Response" for it and the instance's webhook counts leave it out.
 */
const connectionEvent = (live: HandledEvent['live'] = []): HandledEvent => ({
  ...settled(live),
  outcome: 'connection_event',
});

/** `messages.update`: a delivery or read receipt moves our message's status forward, never back. */
export async function handleMessageStatus(
  tx: Tx,
  instance: IntakeInstance,
  event: MessageStatusEvent,
  trail: MonitorTrail,
): Promise<HandledEvent> {
  if (event.status === 'deleted') {
    // The schema has no "revoked" mark yet; the monitor keeps the fact.
    trail.add('stored', 'info', { details: { changed: false, reason: 'message revoked by its sender' } });
    return settled();
  }
  const change = await applyMessageStatus(
    tx,
    instance.organizationId,
    instance.id,
    event.gatewayMessageId,
    event.status,
    event.error ?? null,
  );
  trail.add('stored', change ? 'success' : 'info', {
    details: change
      ? { messageId: change.messageId, status: change.status }
      : { changed: false, reason: 'no message with this id on the instance' },
  });
  return settled();
}

/** `connection.update`: the instance's state; the dashboard hears only of real transitions. */
export async function handleConnection(
  tx: Tx,
  instance: IntakeInstance,
  event: ConnectionEvent,
  trail: MonitorTrail,
): Promise<HandledEvent> {
  const change = await applyConnectionState(tx, instance.id, event.state);
  const changed = change !== null && change.wasConnected !== change.isConnected;
  trail.add('stored', 'success', {
    details: { state: event.state, isConnected: change?.isConnected, changed, needsNewQr: event.needsNewQr },
  });
  if (!changed) return connectionEvent();
  const type = change.isConnected ? 'instance_connected' : 'instance_disconnected';
  return connectionEvent([{ type, instanceId: instance.id }]);
}

/** `qrcode.updated`: the QR to scan, or (at the gateway's QR limit) none until the user reconnects. */
export async function handleQrCode(
  tx: Tx,
  instance: IntakeInstance,
  event: QrCodeEvent | QrCodeLimitEvent,
  trail: MonitorTrail,
): Promise<HandledEvent> {
  const qrCode = event.type === 'qrcode' ? (event.qrCode ?? event.code) : null;
  await applyQrCode(tx, instance.id, qrCode);
  trail.add('stored', event.type === 'qrcode' ? 'success' : 'warning', {
    details: event.type === 'qrcode' ? { qrCode: 'updated' } : { qrCode: 'cleared', reason: event.message },
  });
  return connectionEvent([{ type: 'qrcode_updated', instanceId: instance.id }]);
}
