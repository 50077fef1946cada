import { describe, expect, it } from 'vitest';
import type { MessageEvent, NormalizedEvent } from '../../../server/gateways/events';
import { normalizeEvolutionWebhook } from '../../../server/gateways/normalize';

/**
 * Shapes the protocol sheet describes that have no payload file: LID addressing across versions,
 * groups and broadcasts, quotes, v1 bodies, by-events names, batches, Long values, every message
 * type the intake must not drop, and bodies that cannot be understood.
 */

const receivedAt = new Date('2025-11-03T12:00:00.000Z');

function envelope(event: string, data: unknown, extra: Record<string, unknown> = {}) {
  return {
    event,
    instance: 'acme-support',
    data,
    destination: 'https://app.example.com/webhooks/evolution',
    date_time: '2025-11-03T11:45:01.512Z',
    sender: '5511940001234@s.whatsapp.net',
    server_url: 'https://evo.example.com',
    apikey: null,
    ...extra,
  };
}

function upsertData(data: Record<string, unknown> = {}, key: Record<string, unknown> = {}) {
  return {
    key: { remoteJid: '5511987654321@s.whatsapp.net', fromMe: false, id: 'ABC123', ...key },
    pushName: 'Maria Silva',
    status: 'DELIVERY_ACK',
    message: { conversation: 'Oi' },
    messageType: 'conversation',
    messageTimestamp: 1762170301,
    instanceId: '7c2f9b4e-1d3a-4e8b-9f61-2a5d0c8e7b13',
    source: 'android',
    ...data,
  };
}

const upsert = (data: Record<string, unknown> = {}, key: Record<string, unknown> = {}) =>
  envelope('messages.upsert', upsertData(data, key));

const events = (body: unknown, options = {}): NormalizedEvent[] =>
  normalizeEvolutionWebhook(body, { receivedAt, ...options }).events;

function single(body: unknown, options = {}): NormalizedEvent {
  const list = events(body, options);
  expect(list).toHaveLength(1);
  return list[0] as NormalizedEvent;
}

function message(body: unknown, options = {}): MessageEvent {
  const event = single(body, options);
  if (event.type !== 'message') throw new Error(`expected a message, got ${JSON.stringify(event)}`);
  return event;
}

describe('normaliser: LID addressing (PROTOCOL §7.2)', () => {
  it('2.3.5+: a @lid chat takes the phone from key.remoteJidAlt and keeps the LID', () => {
    const event = message(
      upsert(
        {},
        {
          remoteJid: '208510935384161@lid',
          remoteJidAlt: '5511987654321@s.whatsapp.net',
          addressingMode: 'lid',
        },
      ),
    );
    expect(event).toMatchObject({
      chatJid: '208510935384161@lid',
      contactNumber: '5511987654321',
      contactJid: '5511987654321@s.whatsapp.net',
      contactLid: '208510935384161@lid',
    });
  });

  it('a @lid chat with no alternative gives no phone (LID digits are not a number) and replies to the LID', () => {
    const event = message(upsert({ pushName: null }, { remoteJid: '208510935384161@lid' }));
    expect(event).toMatchObject({
      contactNumber: null,
      contactJid: '208510935384161@lid',
      contactLid: '208510935384161@lid',
      contactName: null,
    });
  });

  it('2.3.0: the phone of a @lid chat in key.senderPn', () => {
    const event = message(
      upsert({}, { remoteJid: '208510935384161@lid', senderPn: '5511987654321@s.whatsapp.net' }),
    );
    expect(event.contactNumber).toBe('5511987654321');
  });

  it('2.3.1–2.3.4: remoteJid rewritten to the phone, LID in key.previousRemoteJid', () => {
    const event = message(upsert({}, { previousRemoteJid: '208510935384161@lid' }));
    expect(event).toMatchObject({ contactNumber: '5511987654321', contactLid: '208510935384161@lid' });
  });

  it('drops a device suffix from the JID', () => {
    const event = message(upsert({}, { remoteJid: '5511987654321:12@s.whatsapp.net' }));
    expect(event).toMatchObject({
      contactNumber: '5511987654321',
      contactJid: '5511987654321@s.whatsapp.net',
    });
  });
});

describe('normaliser: chats the intake skips', () => {
  it.each([
    ['120363025246125486@g.us', 'group'],
    ['status@broadcast', 'status_broadcast'],
    ['1762170301@broadcast', 'broadcast_list'],
    ['120363111111111111@newsletter', 'newsletter'],
  ])('%s → skipped (%s), with its id', (remoteJid, reason) => {
    expect(single(upsert({}, { remoteJid, participant: '5511987654321@s.whatsapp.net' }))).toEqual({
      type: 'skipped',
      reason,
      gatewayMessageId: 'ABC123',
      chatJid: remoteJid,
    });
  });
});

describe('normaliser: text, quotes and versions', () => {
  it('a quoted reply (2.1+): text in conversation, quote in top-level contextInfo.stanzaId', () => {
    const event = message(
      upsert({
        message: { conversation: 'Esse mesmo' },
        contextInfo: { stanzaId: '3EB0QUOTED', participant: 'x' },
      }),
    );
    expect(event).toMatchObject({
      kind: 'text',
      content: 'Esse mesmo',
      quotedGatewayMessageId: '3EB0QUOTED',
    });
  });

  it('a v1-style body: extendedTextMessage, string timestamp, owner field, quote inside the content', () => {
    const body = {
      event: 'messages.upsert',
      instance: 'acme-support',
      data: {
        key: { remoteJid: '5511987654321@s.whatsapp.net', fromMe: false, id: 'V1MSG' },
        pushName: 'Maria',
        message: {
          extendedTextMessage: { text: 'Tem na cor preta?', contextInfo: { stanzaId: 'V1QUOTED' } },
        },
        messageType: 'extendedTextMessage',
        messageTimestamp: '1762170301',
        owner: 'acme-support',
        source: 'ios',
      },
      destination: 'https://app.example.com/webhooks/evolution',
      date_time: '2025-11-03T08:45:01.512Z',
      sender: '5511940001234@s.whatsapp.net',
      server_url: 'https://evo.example.com',
      apikey: 'INSTANCE-TOKEN',
    };
    expect(message(body)).toMatchObject({
      gatewayMessageId: 'V1MSG',
      kind: 'text',
      content: 'Tem na cor preta?',
      quotedGatewayMessageId: 'V1QUOTED',
      messageType: 'extendedTextMessage',
      timestamp: new Date(1762170301 * 1000),
      timestampSource: 'whatsapp',
    });
  });

  it('reads timestamps sent as Long objects, digit strings or milliseconds', () => {
    const long = { low: 1762170301, high: 0, unsigned: false };
    expect(message(upsert({ messageTimestamp: long })).timestamp).toEqual(new Date(1762170301000));
    expect(message(upsert({ messageTimestamp: '1762170301' })).timestamp).toEqual(new Date(1762170301000));
    expect(message(upsert({ messageTimestamp: 1762170301000 })).timestamp).toEqual(new Date(1762170301000));
  });

  it('falls back to the envelope time, then to the arrival time, and says so', () => {
    expect(message(upsert({ messageTimestamp: undefined }))).toMatchObject({
      timestamp: new Date('2025-11-03T11:45:01.512Z'),
      timestampSource: 'envelope',
    });
    const body = { ...upsert({ messageTimestamp: null }), date_time: undefined };
    expect(message(body)).toMatchObject({ timestamp: receivedAt, timestampSource: 'received' });
  });

  it('keeps what the customer typed, leading and trailing spaces included', () => {
    expect(message(upsert({ message: { conversation: '  ok  ' } })).content).toBe('  ok  ');
  });
});

describe('normaliser: envelopes and event names', () => {
  it('reads the event from the by-events URL suffix when the body has none', () => {
    const { event: _event, ...body } = upsert();
    const webhook = normalizeEvolutionWebhook(body, { eventFromPath: 'messages-upsert', receivedAt });
    expect(webhook.event).toBe('messages.upsert');
    expect(webhook.events[0]?.type).toBe('message');
  });

  it('accepts UPPER_SNAKE and dashed names in the body', () => {
    expect(message({ ...upsert(), event: 'MESSAGES_UPSERT' }).gatewayMessageId).toBe('ABC123');
    expect(message({ ...upsert(), event: 'send-message' })).toMatchObject({
      event: 'send.message',
      sentBy: 'gateway_api',
    });
  });

  it('normalises every item when data is an array', () => {
    const first = upsertData();
    const second = { ...first, key: { ...first.key, id: 'DEF456' }, message: { conversation: 'Tudo bem?' } };
    const list = events(envelope('messages.upsert', [first, second]));
    expect(list.map((e) => (e.type === 'message' ? e.gatewayMessageId : e.type))).toEqual([
      'ABC123',
      'DEF456',
    ]);
  });

  it('accepts the raw JSON text of a body', () => {
    expect(message(JSON.stringify(upsert())).content).toBe('Oi');
  });

  it('ignores events the intake does not use, naming them', () => {
    expect(single(envelope('contacts.upsert', [{ remoteJid: 'x', pushName: 'y' }]))).toEqual({
      type: 'ignored',
      event: 'contacts.upsert',
      reason: 'event not used by the intake',
    });
    expect(single(envelope('CHATS_UPDATE', {}))).toMatchObject({ type: 'ignored', event: 'chats.update' });
  });

  it('reports an empty batch as ignored', () => {
    expect(single(envelope('messages.upsert', []))).toMatchObject({ type: 'ignored', reason: 'empty batch' });
  });
});

describe('normaliser: bodies that cannot be understood', () => {
  it.each([
    ['null', null],
    ['a number', 42],
    ['an array', [upsert()]],
    ['text that is not JSON', 'event=messages.upsert'],
    ['an object without event', { instance: 'acme-support', data: {} }],
  ])('%s → invalid, never an exception', (_label, body) => {
    expect(single(body)).toMatchObject({ type: 'invalid' });
  });

  it('a known event without data → invalid', () => {
    expect(single(envelope('messages.upsert', null))).toEqual({
      type: 'invalid',
      reason: 'messages.upsert: no data',
    });
  });

  it('a message without key.id → invalid naming the field', () => {
    const event = single(envelope('messages.upsert', { key: { remoteJid: '5511987654321@s.whatsapp.net' } }));
    expect(event.type).toBe('invalid');
    expect(event.type === 'invalid' && event.reason).toContain('key.id');
  });

  it('a chat address of no known form → invalid', () => {
    expect(single(upsert({}, { remoteJid: 'garbage' }))).toMatchObject({ type: 'invalid' });
  });

  it('survives wrong types everywhere without throwing', () => {
    const weird = [
      upsert({
        message: 'text',
        messageTimestamp: { nope: true },
        pushName: 7,
        status: [],
        contextInfo: 'x',
      }),
      upsert({ message: { imageMessage: 'not an object' }, messageType: 'imageMessage' }),
      envelope('messages.update', [null, 3, 'x', { keyId: 5 }]),
      envelope('connection.update', 'open'),
      envelope('qrcode.updated', { qrcode: 'x' }),
      envelope('presence.update', { id: 5, presences: null }),
      { event: 5, data: {} },
      { event: 'messages.upsert', data: { key: [], message: { conversation: {} } } },
    ];
    for (const body of weird) {
      const list = events(body);
      expect(list.length).toBeGreaterThan(0);
    }
  });
});
