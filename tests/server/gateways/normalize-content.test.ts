import { describe, expect, it } from 'vitest';
import type { MessageEvent } from '../../../server/gateways/events';
import { normalizeEvolutionWebhook } from '../../../server/gateways/normalize';

/** Every kind of message content a customer can send, none dropped (PROTOCOL §3.4). */

function message(content: Record<string, unknown>, messageType: string, extra: Record<string, unknown> = {}) {
  const body = {
    event: 'messages.upsert',
    instance: 'acme-support',
    data: {
      key: { remoteJid: '5511987654321@s.whatsapp.net', fromMe: false, id: 'MSG1' },
      pushName: 'Maria Silva',
      message: content,
      messageType,
      messageTimestamp: 1762170301,
      ...extra,
    },
  };
  const [event] = normalizeEvolutionWebhook(body, { receivedAt: new Date(0) }).events;
  if (event?.type !== 'message') throw new Error(`expected a message, got ${JSON.stringify(event)}`);
  return event;
}

const pick = (event: MessageEvent) => ({
  kind: event.kind,
  content: event.content,
  contentIsPlaceholder: event.contentIsPlaceholder,
  preview: event.preview,
});

describe('normaliser: media', () => {
  it('a document with caption, unwrapped from documentWithCaptionMessage, sized from a Long', () => {
    const document = {
      mimetype: 'application/pdf',
      fileName: 'proposta.pdf',
      caption: 'Segue a proposta',
      fileLength: { low: 245760, high: 0, unsigned: true },
      contextInfo: { stanzaId: 'QUOTED1' },
    };
    const event = message(
      { documentWithCaptionMessage: { message: { documentMessage: document } } },
      'documentWithCaptionMessage',
    );
    expect(pick(event)).toEqual({
      kind: 'document',
      content: 'Segue a proposta',
      contentIsPlaceholder: false,
      preview: '[Documento] proposta.pdf Segue a proposta',
    });
    expect(event.media).toMatchObject({
      type: 'document',
      mimetype: 'application/pdf',
      filename: 'proposta.pdf',
      size: 245760,
    });
    expect(event.quotedGatewayMessageId).toBe('QUOTED1');
  });

  it('a document without file name falls back to its title', () => {
    const event = message(
      { documentMessage: { title: 'Tabela', mimetype: 'application/pdf' } },
      'documentMessage',
    );
    expect(event.media?.filename).toBe('Tabela');
  });

  it('a video, a round video note, a sticker and an audio file (not a voice note)', () => {
    expect(
      message({ videoMessage: { mimetype: 'video/mp4', seconds: 12 } }, 'videoMessage').media,
    ).toMatchObject({
      type: 'video',
      seconds: 12,
    });
    expect(message({ ptvMessage: { mimetype: 'video/mp4' } }, 'ptvMessage').kind).toBe('video');
    expect(pick(message({ stickerMessage: { mimetype: 'image/webp' } }, 'stickerMessage'))).toEqual({
      kind: 'sticker',
      content: '',
      contentIsPlaceholder: false,
      preview: '[Figurinha]',
    });
    const audio = message({ audioMessage: { mimetype: 'audio/mpeg', ptt: false } }, 'audioMessage');
    expect(audio.media?.ptt).toBe(false);
    expect(audio.preview).toBe('[Áudio]');
  });

  it('view-once and disappearing wrappers are unwrapped; inline bytes and S3 url are read', () => {
    const event = message(
      {
        viewOnceMessageV2: { message: { imageMessage: { mimetype: 'image/jpeg', caption: 'só uma vez' } } },
        base64: 'data:image/jpeg;base64,/9j/4AAQ',
        mediaUrl: 'https://s3.example.com/media/1.jpg',
      },
      'viewOnceMessageV2',
    );
    expect(event.media).toMatchObject({
      type: 'image',
      base64: '/9j/4AAQ',
      url: 'https://s3.example.com/media/1.jpg',
    });
    expect(event.content).toBe('só uma vez');
    const ephemeral = message(
      { ephemeralMessage: { message: { conversation: 'some em 24h' } } },
      'ephemeralMessage',
    );
    expect(pick(ephemeral)).toMatchObject({ kind: 'text', content: 'some em 24h' });
  });

  it("keeps the gateway's transcript of a voice note", () => {
    const event = message(
      {
        audioMessage: { mimetype: 'audio/ogg; codecs=opus', ptt: true },
        speechToText: 'quero saber o preço',
      },
      'audioMessage',
    );
    expect(event.media?.transcript).toBe('quero saber o preço');
  });
});

describe('normaliser: other types become readable pt-BR text', () => {
  it('location, with name, address and coordinates', () => {
    const location = {
      degreesLatitude: -23.5614,
      degreesLongitude: -46.6559,
      name: 'Loja',
      address: 'Av. Paulista, 1000',
    };
    expect(pick(message({ locationMessage: location }, 'locationMessage'))).toEqual({
      kind: 'location',
      content: '[Localização] Loja, Av. Paulista, 1000 (-23.5614, -46.6559)',
      contentIsPlaceholder: true,
      preview: '[Localização] Loja, Av. Paulista, 1000 (-23.5614, -46.6559)',
    });
    expect(message({ liveLocationMessage: {} }, 'liveLocationMessage').content).toBe(
      '[Localização em tempo real]',
    );
  });

  it('a shared contact with the number of its vCard, and several contacts', () => {
    const vcard =
      'BEGIN:VCARD\nVERSION:3.0\nFN:João\nTEL;type=CELL;waid=5511912345678:+55 11 91234-5678\nEND:VCARD';
    expect(message({ contactMessage: { displayName: 'João', vcard } }, 'contactMessage').content).toBe(
      '[Contato] João — 5511912345678',
    );
    const list = { contacts: [{ displayName: 'Ana' }, { displayName: 'Bia' }] };
    expect(message({ contactsArrayMessage: list }, 'contactsArrayMessage').content).toBe(
      '[Contatos] Ana, Bia',
    );
  });

  it('a reaction names its emoji and target; a removed reaction says so', () => {
    const event = message({ reactionMessage: { key: { id: 'TARGET1' }, text: '👍' } }, 'reactionMessage');
    expect(event).toMatchObject({
      kind: 'reaction',
      content: '[Reação 👍]',
      reaction: { emoji: '👍', targetGatewayMessageId: 'TARGET1' },
    });
    expect(
      message({ reactionMessage: { key: { id: 'TARGET1' }, text: '' } }, 'reactionMessage').content,
    ).toBe('[Reação removida]');
  });

  it('a poll with its options', () => {
    const poll = { name: 'Melhor horário?', options: [{ optionName: 'Manhã' }, { optionName: 'Tarde' }] };
    expect(message({ pollCreationMessageV3: poll }, 'pollCreationMessageV3').content).toBe(
      '[Enquete] Melhor horário? (Manhã / Tarde)',
    );
  });

  it("a tapped button or list row is the customer's answer, not a placeholder", () => {
    const button = message(
      { buttonsResponseMessage: { selectedDisplayText: 'Quero agendar' } },
      'buttonsResponseMessage',
    );
    expect(pick(button)).toMatchObject({
      kind: 'interactive_reply',
      content: 'Quero agendar',
      contentIsPlaceholder: false,
    });
    const row = message({ listResponseMessage: { title: 'Financiamento' } }, 'listResponseMessage');
    expect(row.content).toBe('Financiamento');
  });

  it('an unknown type and an empty message still arrive, as placeholders', () => {
    expect(pick(message({ someNewMessage: { x: 1 } }, 'someNewMessage'))).toEqual({
      kind: 'other',
      content: '[Mensagem não suportada]',
      contentIsPlaceholder: true,
      preview: '[Mensagem não suportada]',
    });
    expect(message({ groupInviteMessage: {} }, 'groupInviteMessage').content).toBe('[Convite de grupo]');
    // Keys named like Object's own members are content keys like any other.
    expect(message({ constructor: {} }, 'constructor').content).toBe('[Mensagem não suportada]');
    expect(message({ toStringMessage: {} }, 'toStringMessage').kind).toBe('other');
    const empty = message({}, 'unknown', { message: null });
    expect(empty).toMatchObject({ kind: 'other', content: '[Mensagem sem conteúdo]' });
  });

  it('protocol traffic (revokes) is ignored, not stored as a message', () => {
    const body = {
      event: 'messages.upsert',
      data: {
        key: { remoteJid: '5511987654321@s.whatsapp.net', fromMe: false, id: 'P1' },
        message: { protocolMessage: { type: 0, key: { id: 'OLD' } } },
        messageType: 'protocolMessage',
      },
    };
    expect(normalizeEvolutionWebhook(body).events).toEqual([
      {
        type: 'ignored',
        event: 'messages.upsert',
        reason: 'protocolMessage is protocol traffic, not a message',
      },
    ]);
  });
});
