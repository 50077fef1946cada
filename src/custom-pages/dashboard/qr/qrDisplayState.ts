import { HttpError } from 'react-admin';
import type { QrResponse } from '../../../../contract/dashboard';
import { serverMessageOf } from '../../../providers/httpError';

/** What the QR dialog shows (spec 1 §4 "QR dialog display states"). */
export type QrDisplay =
  | { kind: 'loading' }
  | { kind: 'alreadyConnected' }
  /** It was disconnected while the dialog was open and is now connected: success, then close. */
  | { kind: 'connectedNow' }
  | { kind: 'qr'; qrCode: string; pairingCode: string | null }
  /** The provider's token expired or is temporary: offer the token dialog. */
  | { kind: 'tokenExpired'; message?: string }
  /** The provider refuses to create instances with the current credentials: offer the token dialog. */
  | { kind: 'noPermission'; message?: string }
  | { kind: 'failure'; message?: string }
  /** No QR yet: 'Aguardando QR Code...' while polling continues. */
  | { kind: 'pending'; message?: string };

export interface QrDisplayInput {
  instanceLoaded: boolean;
  /** The instance could not be read (e.g. it was deleted meanwhile). */
  instanceError?: unknown;
  connected: boolean;
  /** Whether the instance was seen disconnected since the dialog opened. */
  sawDisconnected: boolean;
  qr: QrResponse | undefined;
  qrError: unknown;
}

/** Provider answers that a new token fixes, besides an expired one. */
const TOKEN_ERRORS = new Set(['gateway_not_configured', 'gateway_forbidden', 'gateway_unauthorized']);

const text = (message: string | undefined) => (message && message.trim() !== '' ? message : undefined);

export const qrDisplayState = ({
  instanceLoaded,
  instanceError,
  connected,
  sawDisconnected,
  qr,
  qrError,
}: QrDisplayInput): QrDisplay => {
  if (!instanceLoaded) {
    return instanceError ? { kind: 'failure', message: serverMessageOf(instanceError) } : { kind: 'loading' };
  }
  if (connected) return { kind: sawDisconnected ? 'connectedNow' : 'alreadyConnected' };
  if (qrError) {
    const message = serverMessageOf(qrError);
    return qrError instanceof HttpError && qrError.status === 403
      ? { kind: 'noPermission', message }
      : { kind: 'failure', message };
  }
  if (!qr) return { kind: 'loading' };
  if (qr.tokenStatus === 'expired') return { kind: 'tokenExpired', message: text(qr.message) };
  if (qr.requiresNewToken || (qr.error && TOKEN_ERRORS.has(qr.error))) {
    return { kind: 'noPermission', message: text(qr.message) };
  }
  if (!qr.success) return { kind: 'failure', message: text(qr.message) };
  if (qr.alreadyConnected) return { kind: sawDisconnected ? 'connectedNow' : 'alreadyConnected' };
  if (qr.qrCode) return { kind: 'qr', qrCode: qr.qrCode, pairingCode: qr.pairingCode ?? null };
  return { kind: 'pending', message: text(qr.message) };
};

/** While no QR is there yet, ask again this often. */
export const QR_PENDING_POLL_MS = 5_000;

export const isWaitingForQr = (display: QrDisplay): boolean =>
  display.kind === 'pending' || display.kind === 'loading';
