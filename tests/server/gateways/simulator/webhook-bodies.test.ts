import { describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../../../server/gateways/events';
import { normalizeEvolutionWebhook } from '../../../../server/gateways/normalize';
import {
  connectionUpdateBody,
  customerMessageBody,
  type EnvelopeFacts,
  type EvolutionWebhookBody,
  qrcodeUpdatedBody,
} from '../../../../server/gateways/simulator/webhook-bodies';
import { loadPayload } from '../../../fixtures/evolution-payloads';

/**
 * The simulator's webhooks must be Evolution's: the same envelope and data shapes as the shared
 * real-format examples, and the events the normaliser reads from them.
 */

const example = (file: string): unknown => loadPayload(file);

const facts = (connected: boolean): EnvelopeFacts => ({
  instanceName: 'loja-centro-1a2b3c4d',
  destination: 'https://app.vendai.test/api/webhooks/evolution/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
  serverUrl: 'https://app.vendai.test',
  sender: connected ? '5511940001234@s.whatsapp.net' : null,
  now: new Date('2025-11-03T11:45:01.512Z'),
});

const at = new Date('2025-11-03T11:45:01.000Z');
const message = (content: Parameters<typeof customerMessageBody>[1]['content']) =>
  customerMessageBody(facts(true), {
    gatewayMessageId: '5F2C8A1E9D3B7046C1A5E8F2B9D04C37',
    gatewayInstanceId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    contactNumber: '5511987654321',
    contactName: 'Maria Silva',
    timestamp: at,
    content,
  });

const only = (body: EvolutionWebhookBody): NormalizedEvent => {
  const webhook = normalizeEvolutionWebhook(JSON.parse(JSON.stringify(body)), { receivedAt: at });
  expect(webhook.events).toHaveLength(1);
  return webhook.events[0];
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every key of `ours` exists in `theirs` with the same kind of value (null stands for "not known"). */
function expectShapeWithin(ours: unknown, theirs: unknown, path = 'body'): void {
  if (!isObject(ours)) {
    if (ours !== null) expect(typeof ours, path).toBe(typeof theirs);
    return;
  }
  expect(isObject(theirs), path).toBe(true);
  if (!isObject(theirs)) return;
  for (const [key, value] of Object.entries(ours)) {
    expect(Object.keys(theirs), `${path}.${key}`).toContain(key);
    expectShapeWithin(value, theirs[key], `${path}.${key}`);
  }
}

const sameKeys = (ours: unknown, theirs: unknown) =>
  expect(Object.keys(ours as object).sort()).toEqual(Object.keys(theirs as object).sort());

describe('simulator webhooks against the real-format examples', () => {
  it('connection.update connecting and open', () => {
    const connecting = connectionUpdateBody(facts(false), { state: 'connecting' });
    const connectingExample = example('connection-update-connecting.json') as Record<string, unknown>;
    sameKeys(connecting, connectingExample);
    sameKeys(connecting.data, connectingExample.data);

    const open = connectionUpdateBody(facts(true), {
      state: 'open',
      ownerNumber: '5511940001234',
      profileName: 'Loja',
    });
    const openExample = example('connection-update-open.json') as Record<string, unknown>;
    sameKeys(open, openExample);
    sameKeys(open.data, openExample.data);
    expectShapeWithin(open, openExample);
  });

  it('qrcode.updated', () => {
    const body = qrcodeUpdatedBody(facts(false), {
      code: '2@simulador,x',
      base64: 'data:image/svg+xml;base64,PHN2Zz4=',
    });
    const qrExample = example('qrcode-updated.json') as Record<string, unknown>;
    sameKeys(body, qrExample);
    expectShapeWithin(body, qrExample);
  });

  it('messages.upsert text, voice note and image', () => {
    const text = message({ kind: 'text', text: 'Olá!' });
    const textExample = example('inbound-text.json') as Record<string, unknown>;
    sameKeys(text, textExample);
    sameKeys(text.data, textExample.data);
    expectShapeWithin(text, textExample);

    const audio = message({ kind: 'audio', base64: 'T2dnUw==', mimetype: 'audio/ogg; codecs=opus', size: 4 });
    expectShapeWithin(audio, example('inbound-audio-ptt-base64.json'));

    // That example came without inline bytes (`base64: false` webhooks); compare the rest.
    const image = message({
      kind: 'image',
      base64: '/9j/4A==',
      mimetype: 'image/jpeg',
      size: 4,
      caption: 'Esse',
    });
    const { base64: _bytes, ...imageContent } = image.data.message as Record<string, unknown>;
    expectShapeWithin(
      { ...image, data: { ...image.data, message: imageContent } },
      example('inbound-image-caption.json'),
    );
  });
});

describe('what the intake reads from the simulator webhooks', () => {
  it('connection and QR events', () => {
    expect(only(connectionUpdateBody(facts(false), { state: 'connecting' }))).toMatchObject({
      type: 'connection',
      state: 'connecting',
    });
    expect(
      only(
        connectionUpdateBody(facts(true), {
          state: 'open',
          ownerNumber: '5511940001234',
          profileName: 'Loja',
        }),
      ),
    ).toMatchObject({ type: 'connection', state: 'open', ownerNumber: '5511940001234', profileName: 'Loja' });
    expect(only(connectionUpdateBody(facts(true), { state: 'close', statusReason: 401 }))).toMatchObject({
      type: 'connection',
      state: 'close',
      statusReason: 401,
      needsNewQr: true,
    });
    expect(
      only(qrcodeUpdatedBody(facts(false), { code: '2@x', base64: 'data:image/svg+xml;base64,AA==' })),
    ).toEqual({
      type: 'qrcode',
      qrCode: 'data:image/svg+xml;base64,AA==',
      code: '2@x',
      pairingCode: null,
    });
  });

  it('a customer text', () => {
    expect(only(message({ kind: 'text', text: 'Vocês abrem no sábado?' }))).toMatchObject({
      type: 'message',
      event: 'messages.upsert',
      gatewayMessageId: '5F2C8A1E9D3B7046C1A5E8F2B9D04C37',
      fromMe: false,
      direction: 'in',
      sentBy: 'contact',
      contactNumber: '5511987654321',
      contactName: 'Maria Silva',
      timestamp: at,
      timestampSource: 'whatsapp',
      kind: 'text',
      content: 'Vocês abrem no sábado?',
      media: null,
    });
  });

  it('a voice note, an image with caption and a document, with their bytes inline', () => {
    expect(
      only(message({ kind: 'audio', base64: 'T2dnUw==', mimetype: 'audio/ogg; codecs=opus', size: 6000 })),
    ).toMatchObject({
      kind: 'audio',
      preview: '[Mensagem de voz]',
      media: {
        type: 'audio',
        ptt: true,
        base64: 'T2dnUw==',
        mimetype: 'audio/ogg; codecs=opus',
        size: 6000,
        seconds: 3,
      },
    });
    expect(
      only(
        message({
          kind: 'image',
          base64: '/9j/4A==',
          mimetype: 'image/jpeg',
          size: 4,
          caption: 'Tem no tamanho M?',
        }),
      ),
    ).toMatchObject({
      kind: 'image',
      content: 'Tem no tamanho M?',
      media: { type: 'image', base64: '/9j/4A==' },
    });
    expect(
      only(
        message({
          kind: 'document',
          base64: 'JVBERg==',
          mimetype: 'application/pdf',
          size: 4,
          fileName: 'cnh.pdf',
        }),
      ),
    ).toMatchObject({
      kind: 'document',
      media: { type: 'document', filename: 'cnh.pdf', mimetype: 'application/pdf' },
    });
  });
});
