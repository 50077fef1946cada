import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { buildQr } from '../../../../tests/web/dashboard/fixtures';
import { type QrDisplayInput, qrDisplayState } from './qrDisplayState';

const input = (overrides: Partial<QrDisplayInput> = {}): QrDisplayInput => ({
  instanceLoaded: true,
  connected: false,
  sawDisconnected: true,
  qr: buildQr(),
  qrError: null,
  ...overrides,
});

describe('qrDisplayState', () => {
  it('waits for the instance, or reports why it could not be read', () => {
    expect(qrDisplayState(input({ instanceLoaded: false }))).toEqual({ kind: 'loading' });
    const gone = new HttpError('404: Instância não encontrada', 404, { message: 'Instância não encontrada' });
    expect(qrDisplayState(input({ instanceLoaded: false, instanceError: gone }))).toEqual({
      kind: 'failure',
      message: 'Instância não encontrada',
    });
  });

  it('tells "already connected" from "connected while the dialog was open"', () => {
    expect(qrDisplayState(input({ connected: true, sawDisconnected: false })).kind).toBe('alreadyConnected');
    expect(qrDisplayState(input({ connected: true })).kind).toBe('connectedNow');
    expect(qrDisplayState(input({ qr: buildQr({ alreadyConnected: true, qrCode: null }) })).kind).toBe(
      'connectedNow',
    );
  });

  it('offers a new token for an expired one or a provider that refuses', () => {
    const expired = buildQr({ success: false, qrCode: null, tokenStatus: 'expired', requiresNewToken: true });
    expect(qrDisplayState(input({ qr: expired })).kind).toBe('tokenExpired');
    const refused = buildQr({ success: true, qrCode: null, tokenStatus: null, requiresNewToken: true });
    expect(qrDisplayState(input({ qr: refused })).kind).toBe('noPermission');
  });

  it('shows the QR, a pending state, or the failure message', () => {
    expect(qrDisplayState(input()).kind).toBe('qr');
    expect(qrDisplayState(input({ qr: buildQr({ qrCode: null, isTemporary: true }) })).kind).toBe('pending');
    expect(
      qrDisplayState(
        input({ qr: buildQr({ success: false, qrCode: null, tokenStatus: null, message: 'Fora do ar' }) }),
      ),
    ).toEqual({ kind: 'failure', message: 'Fora do ar' });
  });
});
