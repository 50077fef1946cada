import { describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../../server/gateways/events';
import { normalizeEvolutionWebhook } from '../../../server/gateways/normalize';

/** Receipts, connection, QR and presence events (PROTOCOL §2.2, §3.4). */

const single = (event: string, data: unknown): NormalizedEvent => {
  const list = normalizeEvolutionWebhook({ event, instance: 'acme-support', data }).events;
  expect(list).toHaveLength(1);
  return list[0];
};

describe('normaliser: messages.update receipts', () => {
  it.each([
    ['SERVER_ACK', 'sent'],
    ['DELIVERY_ACK', 'delivered'],
    ['READ', 'read'],
    ['PLAYED', 'read'],
    ['DELETED', 'deleted'],
    ['ERROR', 'failed'],
    [3, 'delivered'],
  ])('status %s → %s', (status, expected) => {
    const data = {
      keyId: 'OUT1',
      remoteJid: '5511987654321@s.whatsapp.net',
      fromMe: true,
      status,
      messageId: 'cuid',
    };
    expect(single('messages.update', data)).toMatchObject({
      type: 'message_status',
      gatewayMessageId: 'OUT1',
      status: expected,
      gatewayStatus: String(status),
    });
  });

  it('v1 bodies spread the key: the id is `id`', () => {
    const data = {
      remoteJid: '5511987654321@s.whatsapp.net',
      fromMe: true,
      id: 'V1OUT',
      status: 'READ',
      owner: 'acme',
    };
    expect(single('messages.update', data)).toMatchObject({ gatewayMessageId: 'V1OUT', status: 'read' });
  });

  it('a receipt in a group is skipped; one with no id is invalid; one with no status is ignored', () => {
    expect(
      single('messages.update', { keyId: 'G1', remoteJid: '1203630@g.us', status: 'READ' }),
    ).toMatchObject({
      type: 'skipped',
      reason: 'group',
    });
    expect(single('messages.update', { remoteJid: 'x@s.whatsapp.net', status: 'READ' })).toMatchObject({
      type: 'invalid',
    });
    expect(single('messages.update', { keyId: 'POLL1', pollUpdates: [{}] })).toMatchObject({
      type: 'ignored',
    });
  });
});

describe('normaliser: connection.update', () => {
  it('a terminal close (logged out) needs a new QR', () => {
    expect(
      single('connection.update', { instance: 'acme-support', state: 'close', statusReason: 401 }),
    ).toEqual({
      type: 'connection',
      state: 'close',
      statusReason: 401,
      needsNewQr: true,
      ownerJid: null,
      ownerNumber: null,
      profileName: null,
      profilePictureUrl: null,
    });
  });

  it('refused after the QR limit needs a new QR too', () => {
    const data = {
      instance: 'acme-support',
      state: 'refused',
      statusReason: 428,
      wuid: null,
      profileName: null,
    };
    expect(single('connection.update', data)).toMatchObject({
      state: 'refused',
      statusReason: 428,
      needsNewQr: true,
    });
  });

  it('an unknown state is ignored', () => {
    expect(single('connection.update', { state: 'teleporting' })).toMatchObject({ type: 'ignored' });
  });
});

describe('normaliser: qrcode.updated', () => {
  it('the QR limit message becomes a qrcode_limit event', () => {
    const data = { message: 'QR code limit reached, please login again', statusCode: 500 };
    expect(single('qrcode.updated', data)).toEqual({
      type: 'qrcode_limit',
      message: 'QR code limit reached, please login again',
      statusCode: 500,
    });
  });

  it('a pairing code travels with the QR', () => {
    const data = {
      qrcode: {
        instance: 'acme-support',
        pairingCode: 'WZYEH1YY',
        code: '2@abc',
        base64: 'data:image/png;base64,AA',
      },
    };
    expect(single('qrcode.updated', data)).toEqual({
      type: 'qrcode',
      qrCode: 'data:image/png;base64,AA',
      code: '2@abc',
      pairingCode: 'WZYEH1YY',
    });
  });

  it('neither QR nor message is invalid', () => {
    expect(single('qrcode.updated', { qrcode: {} })).toMatchObject({ type: 'invalid' });
  });
});

describe('normaliser: presence.update', () => {
  it('a LID chat whose entry is keyed by the phone JID, with a last-seen time', () => {
    const data = {
      id: '208510935384161@lid',
      presences: { '5511987654321@s.whatsapp.net': { lastKnownPresence: 'recording', lastSeen: 1762170301 } },
    };
    expect(single('presence.update', data)).toEqual({
      type: 'presence',
      chatJid: '208510935384161@lid',
      contactNumber: '5511987654321',
      presence: 'recording',
      lastSeen: new Date(1762170301000),
    });
  });

  it('group presence is skipped', () => {
    const data = {
      id: '1203630@g.us',
      presences: { 'x@s.whatsapp.net': { lastKnownPresence: 'composing' } },
    };
    expect(single('presence.update', data)).toMatchObject({ type: 'skipped', reason: 'group' });
  });
});
