import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCloudGateway } from '../../../../server/gateways/cloud';
import { gatewayErrorMessagePtBr } from '../../../../server/gateways/error-messages';
import { GatewayError } from '../../../../server/gateways/errors';
import { FakeGraph } from './fake-graph';

let graph: FakeGraph;
beforeEach(async () => {
  graph = await FakeGraph.start();
  graph.addNumber({ id: '106540352242922', token: 'EAAG-token' });
});
afterEach(async () => {
  await graph.stop();
});

const ref = { name: '106540352242922', token: 'EAAG-token' };
const gateway = () => createCloudGateway({ baseUrl: graph.url, retry: { attempts: 1 } });

async function rejection(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof GatewayError)) throw new Error(`expected a GatewayError, got ${String(error)}`);
  return error;
}

describe('Cloud API adapter: sending', () => {
  it('sends text to /{phone-number-id}/messages with the bearer token and a reply context', async () => {
    const sent = await gateway().sendText(ref, {
      to: '5511987654321@s.whatsapp.net',
      text: 'Temos sim, o Onix 2022 está na loja.',
      quoted: { gatewayMessageId: 'wamid.CUSTOMER1' },
    });
    const [request] = graph.requestsTo('POST /106540352242922/messages');
    expect(request?.authorization).toBe('Bearer EAAG-token');
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511987654321',
      context: { message_id: 'wamid.CUSTOMER1' },
      type: 'text',
      text: { body: 'Temos sim, o Onix 2022 está na loja.' },
    });
    expect(sent).toMatchObject({
      gatewayMessageId: 'wamid.HBgN000001',
      remoteJid: '5511987654321@s.whatsapp.net',
      status: 'sent',
    });
  });

  it('uploads a voice note as multipart first, then sends it by media id', async () => {
    await gateway().sendAudio(ref, {
      to: '5511987654321',
      audio: { base64: Buffer.from('OggS-voice').toString('base64') },
    });
    const [upload] = graph.requestsTo('POST /106540352242922/media');
    expect(upload?.contentType).toMatch(/^multipart\/form-data/);
    expect(String(upload?.body)).toContain('name="messaging_product"');
    expect(String(upload?.body)).toContain('OggS-voice');
    const [send] = graph.requestsTo('POST /106540352242922/messages');
    expect(send?.body).toMatchObject({ type: 'audio', audio: { id: '10000000000' } });
  });

  it('sends an image by link with its caption, and a document with its file name', async () => {
    await gateway().sendMedia(ref, {
      to: '5511987654321',
      type: 'image',
      media: { url: 'https://loja.example/onix.jpg' },
      caption: 'Onix 2022, 35 mil km',
    });
    await gateway().sendMedia(ref, {
      to: '5511987654321',
      type: 'document',
      media: { url: 'https://loja.example/ficha.pdf' },
      fileName: 'ficha.pdf',
    });
    const [image, document] = graph.requestsTo('POST /106540352242922/messages');
    expect(image?.body).toMatchObject({
      type: 'image',
      image: { link: 'https://loja.example/onix.jpg', caption: 'Onix 2022, 35 mil km' },
    });
    expect(document?.body).toMatchObject({
      type: 'document',
      document: { link: 'https://loja.example/ficha.pdf', filename: 'ficha.pdf' },
    });
  });

  it('marks the last received message read with the typing indicator', async () => {
    await gateway().markRead(ref, [
      { remoteJid: '5511987654321@s.whatsapp.net', fromMe: false, gatewayMessageId: 'wamid.A' },
      { remoteJid: '5511987654321@s.whatsapp.net', fromMe: false, gatewayMessageId: 'wamid.B' },
    ]);
    expect(graph.requestsTo('POST /106540352242922/messages').map((r) => r.body)).toEqual([
      {
        messaging_product: 'whatsapp',
        status: 'read',
        message_id: 'wamid.B',
        typing_indicator: { type: 'text' },
      },
    ]);
  });
});

describe('Cloud API adapter: number and media', () => {
  it('reads the number facts with the fields Meta documents', async () => {
    const facts = await gateway().phoneNumber(ref);
    expect(graph.requests[0]?.query.fields).toContain('messaging_limit_tier');
    expect(facts).toMatchObject({
      display_phone_number: '+55 11 4000-1234',
      verified_name: 'Loja Demo Veículos',
      quality_rating: 'GREEN',
      messaging_limit_tier: 'TIER_1K',
    });
  });

  it('downloads media in two steps, the second with the bearer token', async () => {
    graph.media.set('778899', { bytes: Buffer.from('JPEGDATA'), mime: 'image/jpeg', token: 'EAAG-token' });
    const media = await gateway().fetchMedia(ref, {
      webhookData: {
        from: '5511987654321',
        id: 'wamid.IMG',
        timestamp: '1764340000',
        type: 'image',
        image: { id: '778899', mime_type: 'image/jpeg', caption: 'O meu carro' },
      },
    });
    expect(media.bytes.toString()).toBe('JPEGDATA');
    expect(media).toMatchObject({ mimetype: 'image/jpeg', type: 'image', caption: 'O meu carro' });
    expect(graph.requests.map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([
      'GET /778899 Bearer EAAG-token',
      'GET /media-bytes/778899 Bearer EAAG-token',
    ]);
  });
});

describe('Cloud API adapter: errors', () => {
  it('maps an invalid token (190) to unauthorized with a pt-BR text', async () => {
    const error = await rejection(gateway().phoneNumber({ ...ref, token: 'expired' }));
    expect(error).toMatchObject({ kind: 'unauthorized', reason: 'token_invalid', status: 401 });
    expect(gatewayErrorMessagePtBr(error)).toMatch(/token de acesso/);
  });

  it('maps rate limits (130429, 80007) to rate_limited', async () => {
    graph.failNext('/106540352242922/messages', 400, 130429, 'Rate limit hit');
    graph.failNext('/106540352242922/messages', 429, 80007, 'Rate limit issues');
    for (let i = 0; i < 2; i++) {
      const error = await rejection(gateway().sendText(ref, { to: '5511987654321', text: 'Oi' }));
      expect(error).toMatchObject({ kind: 'rejected', reason: 'rate_limited', operation: 'sendText' });
    }
  });

  it('maps re-engagement (131047) and a recipient not on WhatsApp (131026)', async () => {
    graph.failNext('/106540352242922/messages', 400, 131047, 'Re-engagement message', 'More than 24 hours');
    graph.failNext('/106540352242922/messages', 400, 131026, 'Message undeliverable');
    const late = await rejection(gateway().sendText(ref, { to: '5511987654321', text: 'Oi' }));
    expect(late.reason).toBe('reengagement_required');
    expect(gatewayErrorMessagePtBr(late)).toMatch(/24 horas/);
    const missing = await rejection(gateway().sendText(ref, { to: '5511987654321', text: 'Oi' }));
    expect(gatewayErrorMessagePtBr(missing)).toBe('Este número não tem WhatsApp.');
  });

  it('maps an unknown phone number id to not_found', async () => {
    const error = await rejection(gateway().phoneNumber({ name: '999', token: 'EAAG-token' }));
    expect(error.kind).toBe('not_found');
  });

  it('names the official API, not Evolution, when Meta refuses a call', async () => {
    graph.failNext('/106540352242922/messages', 400, 100, 'Invalid parameter', 'text.body is too long');
    const refused = await rejection(gateway().sendText(ref, { to: '5511987654321', text: 'Oi' }));
    expect(refused.gateway).toBe('cloud');
    expect(gatewayErrorMessagePtBr(refused)).toBe(
      'O WhatsApp oficial (Cloud API) recusou a requisição: (#100) — Invalid parameter — text.body is too long.',
    );
    await graph.stop();
    const down = await rejection(gateway().sendText(ref, { to: '5511987654321', text: 'Oi' }));
    expect(gatewayErrorMessagePtBr(down)).toBe(
      'O WhatsApp oficial (Cloud API) está indisponível no momento. Tente novamente.',
    );
    graph = await FakeGraph.start();
  });
});
