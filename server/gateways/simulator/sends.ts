import { GatewayError } from '../errors';
import type {
  GatewayInstanceRef,
  MediaSource,
  ReadReceiptKey,
  Recipient,
  SendAudioInput,
  SendMediaInput,
  SendPresenceInput,
  SendTextInput,
  SentMessage,
} from '../port';
import { rawBase64 } from '../send-input';
import { sniffAudioMimetype } from './audio-format';
import { nowOf, requireInstance, type SimulatorDeps, waitFor } from './context';
import { apiMessageId } from './message-ids';
import { insertSimulatorMessage, type SimulatorInstanceRow, type SimulatorOutboxEntry } from './store';
import { phoneJid } from './webhook-bodies';

/**
 * What the business sends lands in the simulated customer's phone (the simulator_messages table),
 * after the same checks Evolution makes: the instance must be connected and the number a phone.
 */

async function requireOpen(
  deps: SimulatorDeps,
  ref: GatewayInstanceRef,
  operation: string,
): Promise<SimulatorInstanceRow> {
  const row = await requireInstance(deps, ref, operation);
  if (row.connectionState === 'open') return row;
  throw new GatewayError({
    kind: 'rejected',
    status: 400,
    operation,
    reason: 'not_connected',
    gatewayMessage: `The "${row.gatewayInstanceName}" instance is not connected`,
  });
}

/** Digits of a number or of a phone JID; a simulated phone has no LID or group. */
function contactOf(to: Recipient, operation: string): string {
  const digits = to.split('@')[0]?.replace(/\D/g, '') ?? '';
  const isPhone = !to.includes('@') || to.endsWith('@s.whatsapp.net');
  if (isPhone && digits.length >= 8 && digits.length <= 15) return digits;
  throw new GatewayError({
    kind: 'rejected',
    status: 400,
    operation,
    reason: 'number_not_on_whatsapp',
    gatewayMessage: `${to} is not on WhatsApp`,
  });
}

async function deliverToPhone(
  deps: SimulatorDeps,
  ref: GatewayInstanceRef,
  operation: string,
  input: { to: Recipient; delayMs?: number },
  entry: Omit<SimulatorOutboxEntry, 'instanceId' | 'contactNumber' | 'gatewayMessageId' | 'createdAt'>,
  messageType: string,
): Promise<SentMessage> {
  const row = await requireOpen(deps, ref, operation);
  const contactNumber = contactOf(input.to, operation);
  await waitFor(deps, input.delayMs);
  const gatewayMessageId = apiMessageId();
  const createdAt = nowOf(deps);
  await insertSimulatorMessage(deps.db, {
    ...entry,
    instanceId: row.id,
    contactNumber,
    gatewayMessageId,
    createdAt,
  });
  // The simulated phone has the message the moment it is stored: delivered, not merely sent.
  return {
    gatewayMessageId,
    remoteJid: phoneJid(contactNumber),
    status: 'delivered',
    timestamp: createdAt,
    messageType,
  };
}

/**
 * Inline bytes are kept for the phone to show; a URL is noted on the text's last line (the
 * simulator never fetches it: the phone's browser loads it, see `mediaUrlOf`).
 */
function mediaColumns(
  media: MediaSource,
  caption: string | undefined,
): { content: string; mediaBase64: string | null } {
  if ('base64' in media) return { content: caption ?? '', mediaBase64: rawBase64(media.base64) };
  return { content: [caption, media.url].filter(Boolean).join('\n'), mediaBase64: null };
}

/** The URL a media message sent by URL carries on its last line, and the caption before it. */
export function mediaUrlOf(content: string): { url: string; caption: string } | null {
  const lines = content.split('\n');
  const url = lines.at(-1) ?? '';
  if (!/^https?:\/\/\S+$/.test(url)) return null;
  return { url, caption: lines.slice(0, -1).join('\n') };
}

export async function sendText(
  deps: SimulatorDeps,
  ref: GatewayInstanceRef,
  input: SendTextInput,
): Promise<SentMessage> {
  if (!input.text.trim()) {
    throw new GatewayError({
      kind: 'bad_request',
      status: 400,
      operation: 'sendText',
      gatewayMessage: 'Text is required',
    });
  }
  return deliverToPhone(deps, ref, 'sendText', input, { kind: 'text', content: input.text }, 'conversation');
}

export async function sendAudio(
  deps: SimulatorDeps,
  ref: GatewayInstanceRef,
  input: SendAudioInput,
): Promise<SentMessage> {
  const columns = mediaColumns(input.audio, undefined);
  const mediaMimetype = columns.mediaBase64
    ? sniffAudioMimetype(columns.mediaBase64, 'audio/ogg; codecs=opus')
    : 'audio/ogg; codecs=opus';
  return deliverToPhone(
    deps,
    ref,
    'sendAudio',
    input,
    { kind: 'audio', ...columns, mediaMimetype },
    'audioMessage',
  );
}

export async function sendMedia(
  deps: SimulatorDeps,
  ref: GatewayInstanceRef,
  input: SendMediaInput,
): Promise<SentMessage> {
  const columns = mediaColumns(input.media, input.caption);
  const content =
    input.type === 'document' && input.fileName
      ? [input.fileName, columns.content].filter(Boolean).join('\n')
      : columns.content;
  const mediaMimetype =
    input.mimetype ??
    (input.type === 'audio' && columns.mediaBase64
      ? sniffAudioMimetype(columns.mediaBase64, 'audio/mpeg')
      : null);
  return deliverToPhone(
    deps,
    ref,
    'sendMedia',
    input,
    { kind: input.type, ...columns, content, mediaMimetype },
    `${input.type}Message`,
  );
}

/** Shown on the phone as "digitando…"/"gravando…"; blocks for the duration as Evolution does. */
export async function sendPresence(
  deps: SimulatorDeps,
  ref: GatewayInstanceRef,
  input: SendPresenceInput,
): Promise<void> {
  const row = await requireOpen(deps, ref, 'sendPresence');
  const contactNumber = contactOf(input.to, 'sendPresence');
  await insertSimulatorMessage(deps.db, {
    instanceId: row.id,
    contactNumber,
    gatewayMessageId: apiMessageId(),
    kind: 'presence',
    content: input.presence,
    createdAt: nowOf(deps),
  });
  await waitFor(deps, input.durationMs);
}

/** The simulated phone shows no ticks, so a read receipt only needs a connected instance. */
export async function markRead(
  deps: SimulatorDeps,
  ref: GatewayInstanceRef,
  keys: readonly ReadReceiptKey[],
): Promise<void> {
  if (keys.length === 0) return;
  await requireOpen(deps, ref, 'markRead');
}
