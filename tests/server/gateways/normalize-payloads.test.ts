import { describe, expect, it } from 'vitest';
import type { NormalizedEvent, NormalizedWebhook } from '../../../server/gateways/events';
import { normalizeEvolutionWebhook } from '../../../server/gateways/normalize';
import { loadPayload, payloadFiles } from '../../fixtures/evolution-payloads';

/**
 * Replays every real-format webhook body of the shared protocol folder. The folder is read at test
 * time: a new file is covered by the invariants at once, and by field assertions once listed below.
 */
const files = payloadFiles();

const load = (file: string): unknown => loadPayload(file);
const receivedAt = new Date('2025-11-03T12:00:00.000Z');
const run = (file: string): NormalizedWebhook => normalizeEvolutionWebhook(load(file), { receivedAt });
const only = (webhook: NormalizedWebhook): NormalizedEvent => {
  expect(webhook.events).toHaveLength(1);
  return webhook.events[0];
};
const seconds = (epoch: number) => new Date(epoch * 1000);

/** What each known file must normalise to (the meaningful fields only). */
const EXPECTED: Record<string, Partial<Record<string, unknown>>> = {
  'connection-update-connecting.json': {
    type: 'connection',
    state: 'connecting',
    statusReason: 200,
    needsNewQr: false,
    ownerJid: null,
  },
  'connection-update-open.json': {
    type: 'connection',
    state: 'open',
    statusReason: 200,
    needsNewQr: false,
    ownerJid: '5511940001234@s.whatsapp.net',
    ownerNumber: '5511940001234',
    profileName: 'Acme Store',
  },
  'fromme-typed-on-phone.json': {
    type: 'message',
    event: 'messages.upsert',
    gatewayMessageId: '9B7E3C1A5D2F40E68C1B3A5D7F9E0C24',
    fromMe: true,
    direction: 'out',
    sentBy: 'business_phone',
    contactNumber: '5511987654321',
    contactJid: '5511987654321@s.whatsapp.net',
    contactName: null,
    kind: 'text',
    content: 'Oi Maria, aqui é a Ana da loja. Já separei o seu pedido!',
    status: 'sent',
    timestamp: seconds(1762171001),
    timestampSource: 'whatsapp',
  },
  'inbound-audio-ptt-base64.json': {
    type: 'message',
    gatewayMessageId: '5F2C8A1E9D3B7046C1A5E8F2B9D04C37',
    fromMe: false,
    direction: 'in',
    sentBy: 'contact',
    contactNumber: '5511987654321',
    contactName: 'Maria Silva',
    kind: 'audio',
    messageType: 'audioMessage',
    content: '',
    contentIsPlaceholder: false,
    preview: '[Mensagem de voz]',
    status: 'received',
    timestamp: seconds(1762170721),
  },
  'inbound-ctwa-ad.json': {
    type: 'message',
    contactNumber: '5511976543210',
    kind: 'text',
    content: 'Olá! Tenho interesse neste anúncio.',
    referral: {
      sourceId: '120211234567890123',
      sourceType: 'ad',
      sourceUrl: 'https://fb.me/8xQm2AbCd',
      headline: 'Corolla XEi 2021 revisado, 1 dono',
      body: 'Chame no WhatsApp e agende seu test drive',
      ctwaClid: 'Afc9qW2mZKx7Rk1bX0dLs8eYtUq3Nn5v',
      app: 'instagram',
    },
  },
  'inbound-image-caption.json': {
    type: 'message',
    gatewayMessageId: '3A0D4B8F2C6E1A5937B0',
    fromMe: false,
    contactNumber: '5511987654321',
    contactName: 'Maria Silva',
    kind: 'image',
    content: 'Esse é o modelo que eu quero, tem no tamanho M?',
    preview: '[Imagem] Esse é o modelo que eu quero, tem no tamanho M?',
    timestamp: seconds(1762170911),
    device: 'ios',
  },
  'inbound-text.json': {
    type: 'message',
    referral: null,
    event: 'messages.upsert',
    gatewayMessageId: '3A5C1F0E2B7D9A4C6E81',
    fromMe: false,
    chatJid: '5511987654321@s.whatsapp.net',
    contactNumber: '5511987654321',
    contactJid: '5511987654321@s.whatsapp.net',
    contactLid: '208510935384161@lid',
    contactName: 'Maria Silva',
    kind: 'text',
    content: 'Olá! Vocês abrem no sábado?',
    contentIsPlaceholder: false,
    media: null,
    quotedGatewayMessageId: null,
    status: 'received',
    timestamp: seconds(1762170301),
    gatewayInstanceId: '7c2f9b4e-1d3a-4e8b-9f61-2a5d0c8e7b13',
  },
  'messages-update-read.json': {
    type: 'message_status',
    gatewayMessageId: '3EB0C2A19F7D4E0B6A58D3',
    chatJid: '5511987654321@s.whatsapp.net',
    contactNumber: '5511987654321',
    fromMe: true,
    status: 'read',
    gatewayStatus: 'READ',
  },
  'presence-update-composing.json': {
    type: 'presence',
    chatJid: '5511987654321@s.whatsapp.net',
    contactNumber: '5511987654321',
    presence: 'composing',
    lastSeen: null,
  },
  'qrcode-updated.json': { type: 'qrcode', pairingCode: null },
  'send-message-via-api.json': {
    type: 'message',
    event: 'send.message',
    gatewayMessageId: '3EB0C2A19F7D4E0B6A58D3',
    fromMe: true,
    direction: 'out',
    sentBy: 'gateway_api',
    contactNumber: '5511987654321',
    contactName: null,
    kind: 'text',
    content: 'Abrimos sim, das 9h às 14h. Quer agendar um horário?',
    status: 'pending',
    timestamp: seconds(1762170421),
  },
};

describe('normaliser: every payload file of the protocol folder', () => {
  it('finds the payload folder and its files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s: is understood (never invalid), with its envelope facts', (file) => {
    const body = load(file) as { event: string; instance: string; apikey: string | null; date_time: string };
    const webhook = normalizeEvolutionWebhook(body, { receivedAt });
    expect(webhook.events.length).toBeGreaterThan(0);
    expect(webhook.events.filter((e) => e.type === 'invalid')).toEqual([]);
    expect(webhook.event).toBe(body.event);
    expect(webhook.instanceName).toBe(body.instance);
    expect(webhook.apikey).toBe(body.apikey);
    expect(webhook.dateTime).toEqual(new Date(body.date_time));
    // The same body arriving by-events (no name in the body, name in the URL suffix) reads the same.
    const { event, ...withoutName } = body;
    const byEvents = normalizeEvolutionWebhook(withoutName, {
      receivedAt,
      eventFromPath: `/api/webhooks/evolution/x/${event.replace(/\./g, '-')}`,
    });
    expect(byEvents.events).toEqual(webhook.events);
  });

  it.each(files.filter((f) => EXPECTED[f]))('%s: meaningful fields', (file) => {
    expect(only(run(file))).toMatchObject(EXPECTED[file] ?? {});
  });

  it('lists field expectations for every known file', () => {
    const unlisted = files.filter((f) => !EXPECTED[f]);
    // New files are still covered by the invariants above; this names them so they get field checks.
    expect(unlisted, `add field expectations for: ${unlisted.join(', ')}`).toEqual([]);
  });

  it('inbound-audio-ptt-base64.json: voice note media with its inline bytes', () => {
    const event = only(run('inbound-audio-ptt-base64.json'));
    expect(event.type === 'message' && event.media).toEqual({
      type: 'audio',
      mimetype: 'audio/ogg; codecs=opus',
      filename: null,
      size: 11634,
      seconds: 7,
      ptt: true,
      base64: expect.stringMatching(/^T2dnUwACQyM\//),
      url: null,
      transcript: null,
    });
  });

  it('inbound-image-caption.json: image media without bytes (to be fetched)', () => {
    const event = only(run('inbound-image-caption.json'));
    expect(event.type === 'message' && event.media).toMatchObject({
      type: 'image',
      mimetype: 'image/jpeg',
      size: 184512,
      ptt: false,
      base64: null,
    });
  });

  it('qrcode-updated.json: the PNG data URI and the raw code', () => {
    const event = only(run('qrcode-updated.json'));
    expect(event).toMatchObject({
      type: 'qrcode',
      qrCode: expect.stringMatching(/^data:image\/png;base64,iVBOR/),
      code: expect.stringMatching(/^2@w5Nheg/),
    });
  });
});
