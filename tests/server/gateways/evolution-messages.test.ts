/** The Evolution adapter sends text, audio, media, presence and read receipts in the v2 wire format. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeEvolution, FakeInstance } from './fake-evolution';
import { gatewayFor, rejectionOf, startAcme } from './gateway-under-test';

let fake: FakeEvolution;
let instance: FakeInstance;
beforeEach(async () => ({ fake, instance } = await startAcme()));
afterEach(() => fake.stop());

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
