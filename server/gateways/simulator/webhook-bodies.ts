/**
 * Evolution API v2 webhook bodies, as the simulator emits them: the same envelope and `data` shapes
 * as a real Evolution 2.3 server (PROTOCOL §3.3–3.4, ../../shared payload examples), so the intake
 * and everything after it run the real code path. Only what a simulated phone cannot have is left
 * out: WhatsApp CDN urls, media keys and hashes (the bytes always travel inline as `base64`).
 */

export interface EnvelopeFacts {
  /** The gateway's instance name (our `gatewayInstanceName`). */
  instanceName: string;
  /** The intake URL, as Evolution echoes the configured webhook URL. */
  destination: string;
  serverUrl: string;
  /** The connected number's JID; absent before the first login, as in Evolution. */
  sender: string | null;
  now: Date;
}

export interface EvolutionWebhookBody {
  event: string;
  instance: string;
  data: Record<string, unknown>;
  destination: string;
  date_time: string;
  sender?: string;
  server_url: string;
  apikey: null;
}

function envelope(event: string, facts: EnvelopeFacts, data: Record<string, unknown>): EvolutionWebhookBody {
  return {
    event,
    instance: facts.instanceName,
    data,
    destination: facts.destination,
    date_time: facts.now.toISOString(),
    ...(facts.sender ? { sender: facts.sender } : {}),
    server_url: facts.serverUrl,
    // Evolution sends the instance token here only when configured to expose it; ours never is.
    apikey: null,
  };
}

export const phoneJid = (digits: string): string => `${digits}@s.whatsapp.net`;

export type SimulatedConnection =
  | { state: 'connecting' }
  | { state: 'open'; ownerNumber: string; profileName: string }
  /** 401: logged out from the phone (or through the API); only a new scan reconnects. */
  | { state: 'close'; statusReason: number };

export function connectionUpdateBody(
  facts: EnvelopeFacts,
  connection: SimulatedConnection,
): EvolutionWebhookBody {
  const data: Record<string, unknown> = { instance: facts.instanceName };
  if (connection.state === 'open') {
    data.wuid = phoneJid(connection.ownerNumber);
    data.profileName = connection.profileName;
    data.profilePictureUrl = null;
  }
  data.state = connection.state;
  data.statusReason = connection.state === 'close' ? connection.statusReason : 200;
  return envelope('connection.update', facts, data);
}

export function qrcodeUpdatedBody(
  facts: EnvelopeFacts,
  qr: { code: string; base64: string },
): EvolutionWebhookBody {
  return envelope('qrcode.updated', facts, {
    qrcode: { instance: facts.instanceName, pairingCode: null, code: qr.code, base64: qr.base64 },
  });
}

export type CustomerContent =
  | { kind: 'text'; text: string }
  | {
      kind: 'image' | 'audio' | 'document';
      base64: string;
      mimetype: string;
      size: number;
      fileName?: string;
      caption?: string;
    };

export interface CustomerMessage {
  gatewayMessageId: string;
  /** The gateway's id of the instance (Evolution's `instanceId`); ours for the simulator. */
  gatewayInstanceId: string;
  contactNumber: string;
  contactName: string;
  timestamp: Date;
  content: CustomerContent;
}

/** Roughly how long a voice note of `size` bytes of Opus at ~16 kbit/s lasts, as WhatsApp reports. */
const voiceSeconds = (size: number): number => Math.max(1, Math.round(size / 2000));

function messageContent(content: CustomerContent): { messageType: string; message: Record<string, unknown> } {
  switch (content.kind) {
    case 'text':
      return { messageType: 'conversation', message: { conversation: content.text } };
    case 'image':
      return {
        messageType: 'imageMessage',
        message: {
          imageMessage: {
            mimetype: content.mimetype,
            ...(content.caption ? { caption: content.caption } : {}),
            fileLength: String(content.size),
          },
          base64: content.base64,
        },
      };
    case 'audio':
      // What the phone records is always a voice note (push-to-talk), never an audio file.
      return {
        messageType: 'audioMessage',
        message: {
          audioMessage: {
            mimetype: content.mimetype,
            fileLength: String(content.size),
            seconds: voiceSeconds(content.size),
            ptt: true,
          },
          base64: content.base64,
        },
      };
    case 'document': {
      const fileName = content.fileName ?? 'documento';
      return {
        messageType: 'documentMessage',
        message: {
          documentMessage: {
            mimetype: content.mimetype,
            title: fileName,
            fileName,
            ...(content.caption ? { caption: content.caption } : {}),
            fileLength: String(content.size),
          },
          base64: content.base64,
        },
      };
    }
  }
}

/** What the simulated customer typed or recorded, as `messages.upsert` from an Android phone. */
export function customerMessageBody(facts: EnvelopeFacts, message: CustomerMessage): EvolutionWebhookBody {
  const { messageType, message: content } = messageContent(message.content);
  return envelope('messages.upsert', facts, {
    key: { remoteJid: phoneJid(message.contactNumber), fromMe: false, id: message.gatewayMessageId },
    pushName: message.contactName,
    status: 'DELIVERY_ACK',
    message: content,
    messageType,
    messageTimestamp: Math.floor(message.timestamp.getTime() / 1000),
    instanceId: message.gatewayInstanceId,
    source: 'android',
  });
}
