import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gatewayErrorMessagePtBr } from '../../../server/gateways/error-messages';
import { GatewayError } from '../../../server/gateways/errors';
import type { FakeEvolution as Fake, FakeInstance } from './fake-evolution';
import { FakeEvolution } from './fake-evolution';
import { gatewayFor, rejectionOf } from './gateway-under-test';

let fake: Fake;
let instance: FakeInstance;
beforeEach(async () => {
  fake = await FakeEvolution.start();
  instance = fake.addInstance({ name: 'acme', state: 'open' });
});
afterEach(async () => {
  await fake.stop();
});

const ref = () => ({ name: 'acme', token: instance.token });

describe('Evolution adapter: sending', () => {
  it('sends text in the v2 flat body with the instance key, and returns the gateway id', async () => {
    const { gateway } = gatewayFor(fake);
    const sent = await gateway.sendText(ref(), {
      to: '5511987654321',
      text: 'Abrimos sim, das 9h às 14h.',
      quoted: { gatewayMessageId: '3A5C1F0E2B7D9A4C6E81', text: 'Vocês abrem no sábado?' },
      linkPreview: false,
    });
    const [request] = fake.requestsTo('POST /message/sendText/acme');
    expect(request?.apikey).toBe(instance.token);
    expect(request?.body).toEqual({
      number: '5511987654321',
      text: 'Abrimos sim, das 9h às 14h.',
      quoted: { key: { id: '3A5C1F0E2B7D9A4C6E81' }, message: { conversation: 'Vocês abrem no sábado?' } },
      linkPreview: false,
    });
    expect(sent).toEqual({
      gatewayMessageId: '3EB0FAKE000001',
      remoteJid: '5511987654321@s.whatsapp.net',
      status: 'pending',
      timestamp: new Date(1762170422 * 1000),
      messageType: 'conversation',
    });
  });

  it('passes a delay and keeps the call open for it (the time-out grows with the delay)', async () => {
    const { gateway } = gatewayFor(fake, { timeoutMs: 150 });
    await gateway.sendText(ref(), { to: '5511987654321', text: 'Oi', delayMs: 300 });
    expect(fake.requestsTo('POST /message/sendText')[0]?.body).toMatchObject({ delay: 300 });
    expect(fake.requestsTo('POST /message/sendText')).toHaveLength(1);
  });

  it('sends a voice note through sendWhatsAppAudio, stripping a data: prefix', async () => {
    const { gateway } = gatewayFor(fake);
    const sent = await gateway.sendAudio(ref(), {
      to: '208510935384161@lid',
      audio: { base64: 'data:audio/ogg;base64,T2dnUwACAAAA' },
    });
    expect(fake.requestsTo('POST /message/sendWhatsAppAudio/acme')[0]?.body).toEqual({
      number: '208510935384161@lid',
      audio: 'T2dnUwACAAAA',
      encoding: true,
    });
    expect(sent).toMatchObject({ remoteJid: '208510935384161@lid', messageType: 'audioMessage' });
  });

  it('sends an image by URL and a document as base64 with its file name', async () => {
    const { gateway } = gatewayFor(fake);
    await gateway.sendMedia(ref(), {
      to: '5511987654321',
      type: 'image',
      media: { url: 'https://cdn.vendai.test/carro.jpg' },
      mimetype: 'image/jpeg',
      caption: 'Esse é o modelo',
    });
    await gateway.sendMedia(ref(), {
      to: '5511987654321',
      type: 'document',
      media: { base64: 'JVBERi0xLjQK' },
      mimetype: 'application/pdf',
      fileName: 'proposta.pdf',
    });
    const bodies = fake.requestsTo('POST /message/sendMedia/acme').map((r) => r.body);
    expect(bodies).toEqual([
      {
        number: '5511987654321',
        mediatype: 'image',
        media: 'https://cdn.vendai.test/carro.jpg',
        mimetype: 'image/jpeg',
        caption: 'Esse é o modelo',
      },
      {
        number: '5511987654321',
        mediatype: 'document',
        media: 'JVBERi0xLjQK',
        mimetype: 'application/pdf',
        fileName: 'proposta.pdf',
      },
    ]);
  });

  it('refuses a base64 document without a file name before calling the gateway', async () => {
    const { gateway } = gatewayFor(fake);
    const error = await rejectionOf(
      gateway.sendMedia(ref(), { to: '5511987654321', type: 'document', media: { base64: 'JVBERi0x' } }),
    );
    expect(error).toMatchObject({ kind: 'bad_request', status: null, operation: 'sendMedia' });
    expect(fake.requests).toHaveLength(0);
  });

  it('sends composing presence with number, presence and delay, and waits for it', async () => {
    const { gateway } = gatewayFor(fake, { timeoutMs: 150 });
    const started = Date.now();
    await gateway.sendPresence(ref(), { to: '5511987654321', presence: 'composing', durationMs: 250 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    expect(fake.requestsTo('POST /chat/sendPresence/acme')[0]?.body).toEqual({
      number: '5511987654321',
      presence: 'composing',
      delay: 250,
    });
  });

  it('marks messages as read with the v2 readMessages body, and skips an empty list', async () => {
    const { gateway } = gatewayFor(fake);
    await gateway.markRead(ref(), []);
    await gateway.markRead(ref(), [
      { remoteJid: '5511987654321@s.whatsapp.net', fromMe: false, gatewayMessageId: '3A5C1F0E2B7D9A4C6E81' },
    ]);
    const requests = fake.requestsTo('POST /chat/markMessageAsRead');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({
      readMessages: [
        { remoteJid: '5511987654321@s.whatsapp.net', fromMe: false, id: '3A5C1F0E2B7D9A4C6E81' },
      ],
    });
  });

  it('fetches media bytes by message id, and by webhook data without its inline bytes', async () => {
    fake.media.set('5F2C8A1E9D3B7046C1A5E8F2B9D04C37', {
      base64: Buffer.from('OggS-voice').toString('base64'),
      mimetype: 'audio/ogg; codecs=opus',
      mediaType: 'audioMessage',
      fileName: '5F2C8A1E9D3B7046C1A5E8F2B9D04C37.oga',
    });
    const { gateway } = gatewayFor(fake);
    const byId = await gateway.fetchMedia(ref(), { gatewayMessageId: '5F2C8A1E9D3B7046C1A5E8F2B9D04C37' });
    expect(byId).toEqual({
      bytes: Buffer.from('OggS-voice'),
      mimetype: 'audio/ogg; codecs=opus',
      fileName: '5F2C8A1E9D3B7046C1A5E8F2B9D04C37.oga',
      type: 'audio',
      caption: null,
    });
    const data = {
      key: {
        remoteJid: '5511987654321@s.whatsapp.net',
        fromMe: false,
        id: '5F2C8A1E9D3B7046C1A5E8F2B9D04C37',
      },
      message: { audioMessage: { mimetype: 'audio/ogg; codecs=opus' }, base64: 'AAAA' },
    };
    const converted = await gateway.fetchMedia(ref(), { webhookData: data, convertAudioToMp4: true });
    expect(converted.mimetype).toBe('audio/mp4');
    expect(fake.requestsTo('POST /chat/getBase64FromMediaMessage/acme').map((r) => r.body)).toEqual([
      { message: { key: { id: '5F2C8A1E9D3B7046C1A5E8F2B9D04C37' } }, convertToMp4: false },
      {
        message: { key: data.key, message: { audioMessage: { mimetype: 'audio/ogg; codecs=opus' } } },
        convertToMp4: true,
      },
    ]);
  });
});

describe('Evolution adapter: send failures', () => {
  it('maps a number not on WhatsApp (400 with exists:false) to rejected, no retry', async () => {
    fake.notOnWhatsApp.add('5511900000000');
    const { gateway, sleeps } = gatewayFor(fake);
    const error = await rejectionOf(gateway.sendText(ref(), { to: '5511900000000', text: 'Oi' }));
    expect(error).toMatchObject({
      kind: 'rejected',
      reason: 'number_not_on_whatsapp',
      status: 400,
      retryable: false,
      gatewayMessage: '5511900000000 is not on WhatsApp',
    });
    expect(sleeps).toEqual([]);
    expect(fake.requestsTo('POST /message/sendText')).toHaveLength(1);
  });

  it('maps a schema error (nested array message) to bad_request, no retry', async () => {
    fake.inject('POST /message/sendText', {
      status: 400,
      body: {
        status: 400,
        error: 'Bad Request',
        response: { message: [['instance requires property "text"']] },
      },
    });
    const { gateway, sleeps } = gatewayFor(fake);
    const error = await rejectionOf(gateway.sendText(ref(), { to: '5511987654321', text: 'Oi' }));
    expect(error).toMatchObject({
      kind: 'bad_request',
      status: 400,
      gatewayMessage: 'instance requires property "text"',
      operation: 'sendText',
      gateway: 'evolution',
    });
    expect(sleeps).toEqual([]);
    expect(error).toBeInstanceOf(GatewayError);
    expect(gatewayErrorMessagePtBr(error as GatewayError)).toBe(
      'O Evolution recusou a requisição: instance requires property "text".',
    );
  });

  it('maps a disconnected instance and Baileys failures to rejected', async () => {
    const { gateway } = gatewayFor(fake);
    fake.inject('POST /message/sendText', {
      status: 400,
      body: { status: 400, error: 'Bad Request', response: { message: ['Error: Connection Closed'] } },
    });
    expect(await rejectionOf(gateway.sendText(ref(), { to: '5511987654321', text: 'Oi' }))).toMatchObject({
      kind: 'rejected',
      reason: 'not_connected',
    });
    instance.state = 'close';
    expect(await rejectionOf(gateway.sendText(ref(), { to: '5511987654321', text: 'Oi' }))).toMatchObject({
      kind: 'rejected',
      reason: 'not_connected',
      gatewayMessage: 'The "acme" instance is not connected',
    });
  });

  it('refuses blank text locally', async () => {
    const { gateway } = gatewayFor(fake);
    expect(await rejectionOf(gateway.sendText(ref(), { to: '5511987654321', text: '   ' }))).toMatchObject({
      kind: 'bad_request',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('retries a send on 500 with exponential backoff and jitter, then succeeds', async () => {
    const failure = {
      status: 500,
      body: { status: 500, error: 'Internal Server Error', response: { message: ['boom'] } },
    };
    fake.inject('POST /message/sendText', failure, failure);
    const { gateway, sleeps } = gatewayFor(fake, { random: () => 0.5 });
    const sent = await gateway.sendText(ref(), { to: '5511987654321', text: 'Oi' });
    expect(sent.gatewayMessageId).toMatch(/^3EB0FAKE/);
    expect(fake.requestsTo('POST /message/sendText')).toHaveLength(3);
    // Equal jitter: half of 100·2^(n-1) plus random·half → 75 then 150 with random 0.5.
    expect(sleeps).toEqual([75, 150]);
  });

  it('gives up after the bounded attempts and throws the last typed error', async () => {
    const failure = { status: 502, body: '<html>Bad Gateway</html>' };
    fake.inject('POST /message/sendWhatsAppAudio', failure, failure, failure, failure);
    const { gateway, sleeps } = gatewayFor(fake, { random: () => 0 });
    const error = await rejectionOf(
      gateway.sendAudio(ref(), { to: '5511987654321', audio: { url: 'https://x.test/a.ogg' } }),
    );
    expect(error).toMatchObject({
      kind: 'unavailable',
      status: 502,
      retryable: true,
      operation: 'sendAudio',
    });
    expect(fake.requestsTo('POST /message/sendWhatsAppAudio')).toHaveLength(3);
    expect(sleeps).toEqual([50, 100]);
  });

  it('retries a dropped connection (network error) and succeeds', async () => {
    fake.inject('POST /message/sendMedia', { dropConnection: true });
    const { gateway } = gatewayFor(fake);
    const sent = await gateway.sendMedia(ref(), {
      to: '5511987654321',
      type: 'image',
      media: { url: 'https://cdn.vendai.test/carro.jpg' },
    });
    expect(sent.messageType).toBe('imageMessage');
    expect(fake.requestsTo('POST /message/sendMedia')).toHaveLength(2);
  });

  it('times out a slow gateway with a typed timeout error, retrying within the bound', async () => {
    fake.inject('POST /message/sendText', { delayMs: 400 }, { delayMs: 400 });
    const { gateway, sleeps } = gatewayFor(fake, { timeoutMs: 100, retry: { attempts: 2 } });
    const error = await rejectionOf(gateway.sendText(ref(), { to: '5511987654321', text: 'Oi' }));
    expect(error).toMatchObject({ kind: 'timeout', status: null, retryable: true, operation: 'sendText' });
    expect(sleeps).toHaveLength(1);
  });

  it('does not retry a presence that timed out (it is cosmetic)', async () => {
    fake.inject('POST /chat/sendPresence', { delayMs: 400 });
    const { gateway, sleeps } = gatewayFor(fake, { timeoutMs: 100 });
    const error = await rejectionOf(
      gateway.sendPresence(ref(), { to: '5511987654321', presence: 'composing', durationMs: 0 }),
    );
    expect(error).toMatchObject({ kind: 'timeout', operation: 'sendPresence' });
    expect(sleeps).toEqual([]);
  });

  it('reads an unreadable 2xx as unavailable/invalid_response without retrying', async () => {
    fake.inject('POST /message/sendText', { status: 201, body: { unexpected: true } });
    const { gateway, sleeps } = gatewayFor(fake);
    const error = await rejectionOf(gateway.sendText(ref(), { to: '5511987654321', text: 'Oi' }));
    expect(error).toMatchObject({ kind: 'unavailable', reason: 'invalid_response', retryable: false });
    expect(sleeps).toEqual([]);
  });
});
