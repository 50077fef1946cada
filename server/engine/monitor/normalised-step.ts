import type { NormalizedEvent } from '../../gateways/events';
import type { MonitorTrail } from './trail';

/** The 'normalised' step of an event: what the body turned out to be, in a few facts. */
export function recordNormalised(event: NormalizedEvent, trail: MonitorTrail): void {
  switch (event.type) {
    case 'message':
      trail.add('normalised', 'success', {
        details: {
          type: event.type,
          kind: event.kind,
          sentBy: event.sentBy,
          chatJid: event.chatJid,
          timestamp: event.timestamp.toISOString(),
          timestampSource: event.timestampSource,
        },
      });
      return;
    case 'message_status':
      trail.add('normalised', 'success', {
        details: { type: event.type, status: event.status, gatewayStatus: event.gatewayStatus },
      });
      return;
    case 'connection':
      trail.add('normalised', 'success', {
        details: { type: event.type, state: event.state, statusReason: event.statusReason },
      });
      return;
    case 'qrcode':
      trail.add('normalised', 'success', { details: { type: event.type } });
      return;
    case 'qrcode_limit':
      trail.add('normalised', 'warning', { details: { type: event.type, message: event.message } });
      return;
    case 'presence':
      trail.add('normalised', 'success', { details: { type: event.type, presence: event.presence } });
      return;
    case 'skipped':
      trail.add('normalised', 'info', {
        details: { type: event.type, reason: event.reason, chatJid: event.chatJid },
      });
      return;
    case 'ignored':
      trail.add('normalised', 'info', { details: { type: event.type, reason: event.reason } });
      return;
    case 'invalid':
      trail.add('normalised', 'failure', { error: event.reason });
      return;
  }
}
