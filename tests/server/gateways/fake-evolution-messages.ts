import type { FakeInstance, Json, Reply, RouteHandler } from './fake-evolution-replies';
import { error, isJson, jsonBody, schemaError, sleep } from './fake-evolution-replies';

/**
 * The fake's message and chat routes (PROTOCOL §4, §5): v2 flat bodies, the checks Evolution makes
 * before sending (instance connected, number on WhatsApp), `delay` blocking the call, and media
 * downloads from a store the test fills.
 */

export interface StoredMedia {
  base64: string;
  mimetype: string;
  mediaType: string;
  fileName: string;
}

export interface MessageWorld {
  /** Message id → media the store can decrypt. */
  media: Map<string, StoredMedia>;
  /** Numbers (digits) the onWhatsApp check rejects. */
  notOnWhatsApp: Set<string>;
  nextSentNumber: () => number;
}

export function messageRoutes(world: MessageWorld): Record<string, RouteHandler> {
  const sentMessage = (instance: FakeInstance, number: string, message: Json, messageType: string): Reply => {
    const sent = world.nextSentNumber();
    const remoteJid = number.includes('@') ? number : `${number.replace(/\D/g, '')}@s.whatsapp.net`;
    return {
      status: 201,
      body: {
        key: { remoteJid, fromMe: true, id: `3EB0FAKE${String(sent).padStart(6, '0')}` },
        pushName: 'Você',
        status: 'PENDING',
        message,
        contextInfo: null,
        messageType,
        messageTimestamp: 1762170421 + sent,
        instanceId: instance.id,
        source: 'web',
      },
    };
  };

  /** The checks every send makes before reaching WhatsApp. */
  const sendPrecheck = (instance: FakeInstance, body: Json): Reply | null => {
    if (typeof body.number !== 'string') return schemaError('number');
    if (instance.state !== 'open') return error(400, [`The "${instance.name}" instance is not connected`]);
    const digits = body.number.replace(/\D/g, '');
    if (!body.number.includes('@') && world.notOnWhatsApp.has(digits)) {
      return error(400, [{ jid: `${digits}@s.whatsapp.net`, exists: false, number: body.number }]);
    }
    return null;
  };

  return {
    'POST /message/sendText': async (instance, request) => {
      const body = jsonBody(request);
      if (typeof body.text !== 'string') return schemaError('text');
      if (!body.text.trim()) return error(400, ['Text is required']);
      const refused = sendPrecheck(instance, body);
      if (refused) return refused;
      if (typeof body.delay === 'number') await sleep(body.delay);
      return sentMessage(instance, String(body.number), { conversation: body.text }, 'conversation');
    },
    'POST /message/sendWhatsAppAudio': (instance, request) => {
      const body = jsonBody(request);
      if (typeof body.audio !== 'string') return schemaError('audio');
      const refused = sendPrecheck(instance, body);
      if (refused) return refused;
      const audio = { mimetype: 'audio/ogg; codecs=opus', ptt: true, seconds: 3 };
      return sentMessage(instance, String(body.number), { audioMessage: audio }, 'audioMessage');
    },
    'POST /message/sendMedia': (instance, request) => {
      const body = jsonBody(request);
      if (typeof body.mediatype !== 'string') return schemaError('mediatype');
      if (typeof body.media !== 'string') return schemaError('media');
      const refused = sendPrecheck(instance, body);
      if (refused) return refused;
      const isUrl = /^https?:\/\//.test(body.media);
      if (!isUrl && !/^[A-Za-z0-9+/]+=*$/.test(body.media)) {
        return error(400, ['Owned media must be a url or base64']);
      }
      if (body.mediatype === 'document' && !isUrl && typeof body.fileName !== 'string') {
        return error(400, ['fileName is required for documents sent as base64']);
      }
      const key = `${body.mediatype}Message`;
      const content = {
        mimetype: body.mimetype ?? null,
        caption: body.caption ?? null,
        fileName: body.fileName,
      };
      return sentMessage(instance, String(body.number), { [key]: content }, key);
    },
    'POST /chat/sendPresence': async (_instance, request) => {
      const body = jsonBody(request);
      for (const field of ['number', 'presence', 'delay']) {
        if (body[field] === undefined) return schemaError(field);
      }
      if (typeof body.delay === 'number') await sleep(body.delay);
      return { status: 201, body: { presence: body.presence } };
    },
    'POST /chat/markMessageAsRead': (_instance, request) => {
      const body = jsonBody(request);
      if (!Array.isArray(body.readMessages)) return schemaError('readMessages');
      return { status: 201, body: { message: 'Read messages', read: 'success' } };
    },
    'POST /chat/getBase64FromMediaMessage': (_instance, request) => {
      const body = jsonBody(request);
      const message = isJson(body.message) ? body.message : {};
      const key = isJson(message.key) ? message.key : {};
      const stored = typeof key.id === 'string' ? world.media.get(key.id) : undefined;
      if (!stored) return error(400, ['Error: Message not found']);
      return {
        status: 201,
        body: {
          mediaType: stored.mediaType,
          fileName: stored.fileName,
          size: { fileLength: Buffer.from(stored.base64, 'base64').length },
          mimetype: body.convertToMp4 === true ? 'audio/mp4' : stored.mimetype,
          base64: stored.base64,
          buffer: null,
        },
      };
    },
  };
}
