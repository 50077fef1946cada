import type { ConnectionState, MediaType, MessageStatus } from './events';

/**
 * The WhatsApp gateway as the rest of the server sees it. Every method either resolves with a typed
 * result or throws a `GatewayError` (see ./errors): callers never see HTTP, gateway JSON or gateway
 * quirks. Sends are already retried inside the adapter on time-outs and 5xx; a send that still
 * throws must be stored as failed, never dropped. A time-out does not prove the send failed: the
 * `send.message` webhook of a send we gave up on may still arrive, and should then update the record.
 */
export interface WhatsAppGateway {
  readonly kind: 'evolution' | 'simulator' | 'cloud';

  /** Checks the configured key against the gateway (token dialog, diagnostics). */
  verifyCredentials(): Promise<void>;

  /** Creates the instance with our webhook already configured; needs the gateway's global key. */
  createInstance(input: CreateInstanceInput): Promise<CreatedInstance>;
  /** Re-points the webhook (new public URL, rotated secret, events list). */
  setWebhook(instance: GatewayInstanceRef, webhook: WebhookTarget): Promise<void>;
  /** Starts connecting when closed and returns the QR to scan, or `open` when already connected. */
  connect(instance: GatewayInstanceRef, options?: { pairingNumber?: string }): Promise<QrState>;
  connectionState(instance: GatewayInstanceRef): Promise<ConnectionState>;
  /** Ends the WhatsApp session (a new QR is needed to reconnect). Already closed is not an error. */
  logout(instance: GatewayInstanceRef): Promise<{ outcome: 'logged_out' | 'already_closed' }>;
  /** Removes the instance from the gateway. Already gone is not an error. */
  deleteInstance(instance: GatewayInstanceRef): Promise<{ outcome: 'deleted' | 'not_found' }>;

  sendText(instance: GatewayInstanceRef, input: SendTextInput): Promise<SentMessage>;
  /** A voice note (push-to-talk), as if recorded on the phone. */
  sendAudio(instance: GatewayInstanceRef, input: SendAudioInput): Promise<SentMessage>;
  sendMedia(instance: GatewayInstanceRef, input: SendMediaInput): Promise<SentMessage>;
  /** Shows 'typing…' (or another presence) for `durationMs`; resolves when it ends. */
  sendPresence(instance: GatewayInstanceRef, input: SendPresenceInput): Promise<void>;
  markRead(instance: GatewayInstanceRef, messages: readonly ReadReceiptKey[]): Promise<void>;
  /** Downloads and decrypts a received media message. */
  fetchMedia(instance: GatewayInstanceRef, input: FetchMediaInput): Promise<FetchedMedia>;
  /** Message templates: only the official Cloud API has them (absent on the other gateways). */
  readonly templates?: TemplateGateway;
}

/**
 * Which instance a call is about. `token` is the instance's own key when we have it: the adapter then
 * uses it instead of the configured (global or organization) key, so a leaked instance key reaches
 * one number only.
 */
export interface GatewayInstanceRef {
  name: string;
  token?: string | null;
}

/** Where the gateway posts events, and the shared secret it must present on every post. */
export interface WebhookTarget {
  url: string;
  secret: string;
  /** Gateway event names to subscribe to; the adapter's default list when omitted. */
  events?: readonly string[];
}

export interface CreateInstanceInput {
  instanceName: string;
  webhook: WebhookTarget;
  /** Our own choice of instance key; the gateway generates one when omitted. */
  token?: string;
  /** Start connecting at once and return the first QR (default true). */
  startConnecting?: boolean;
  /** Ask for a pairing code for this number as well as the QR. */
  pairingNumber?: string;
}

export interface CreatedInstance {
  instanceName: string;
  /** The gateway's own id of the instance, when it reports one. */
  gatewayInstanceId: string | null;
  /** The instance key to store (encrypted) for later per-instance calls. */
  token: string;
  state: ConnectionState;
  /** The first QR when `startConnecting`; null otherwise. */
  qr: QrState | null;
}

/** How long one QR stays scannable before WhatsApp rotates it (Baileys `qrTimeout`). */
export const QR_LIFETIME_MS = 45_000;

export type QrState =
  /** A QR to show; it rotates about every `QR_LIFETIME_MS` (also pushed as `qrcode.updated`). */
  | { state: 'qr'; qrCode: string; code: string | null; pairingCode: string | null; count: number }
  /** No QR generated yet (`{count:0}`): poll again shortly or wait for the webhook. */
  | { state: 'pending'; count: number; pairingCode: string | null }
  | { state: 'open' }
  /** Too many QRs without a scan: the gateway gave up; call `connect` again for a new cycle. */
  | { state: 'qr_limit' };

/** A WhatsApp number as digits (country code first), or a JID exactly as received (…@lid included). */
export type Recipient = string;

export interface QuotedMessage {
  gatewayMessageId: string;
  /** The quoted text; without it the gateway looks the original up in its own store. */
  text?: string;
}

interface SendCommon {
  to: Recipient;
  /** Shows typing (or recording) for this long before sending; the call blocks meanwhile. */
  delayMs?: number;
  quoted?: QuotedMessage;
}

export interface SendTextInput extends SendCommon {
  text: string;
  linkPreview?: boolean;
}

/** Media as raw base64 (a `data:` prefix is removed) or as a public https URL. */
export type MediaSource = { base64: string } | { url: string };

export interface SendAudioInput extends SendCommon {
  audio: MediaSource;
}

export interface SendMediaInput extends SendCommon {
  type: Exclude<MediaType, 'sticker'>;
  media: MediaSource;
  mimetype?: string;
  caption?: string;
  /** Required for a base64 document (the gateway cannot guess its name). */
  fileName?: string;
}

export type PresenceKind = 'composing' | 'recording' | 'paused' | 'available' | 'unavailable';

export interface SendPresenceInput {
  to: Recipient;
  presence: PresenceKind;
  durationMs: number;
}

export interface ReadReceiptKey {
  /** The chat JID as received. */
  remoteJid: string;
  fromMe: boolean;
  gatewayMessageId: string;
}

export interface SentMessage {
  gatewayMessageId: string;
  /** The JID the gateway actually sent to (after its own number checks). */
  remoteJid: string;
  status: MessageStatus;
  timestamp: Date | null;
  messageType: string | null;
}

export type FetchMediaInput =
  /** Looked up in the gateway's own store by id (needs it to keep messages). */
  | { gatewayMessageId: string; convertAudioToMp4?: boolean }
  /** The webhook's `data` object as received: works without the gateway's store. */
  | { webhookData: unknown; convertAudioToMp4?: boolean }
  /** The Cloud API's media id (it keeps no message store: media is reached by its own id). */
  | { gatewayMediaId: string; convertAudioToMp4?: boolean };

export interface FetchedMedia {
  bytes: Buffer;
  mimetype: string | null;
  fileName: string | null;
  type: MediaType | null;
  caption: string | null;
}

/** A template as submitted for review: the body's `{{n}}` variables with one example each. */
export interface TemplateSubmission {
  name: string;
  language: string;
  category: string;
  body: string;
  examples: readonly string[];
  header?: string | null;
  /** A picture or document header: its sample goes to Meta's review (PROTOCOL §7). */
  headerMedia?: TemplateHeaderSample | null;
  footer?: string | null;
  buttons: readonly string[];
}

export interface TemplateHeaderSample {
  kind: 'image' | 'document';
  bytes: Buffer;
  mimeType: string;
  fileName: string;
}

/** What became of a media header's sample: the handle Meta reviews, the media id sends may use. */
export interface SubmittedHeaderMedia {
  handle: string;
  mediaId: string;
}

/** A media header's file in a send: a public link (a car's photo) or a media id of the number. */
export type TemplateHeaderParam =
  | { kind: 'image'; link: string }
  | { kind: 'image'; id: string }
  | { kind: 'document'; id: string; filename: string };

/** A template as the account reports it. */
export interface AccountTemplate {
  externalId: string;
  name: string;
  language: string;
  /** Meta's status as sent (APPROVED, PENDING, REJECTED, PAUSED, DISABLED…). */
  status: string;
  category: string | null;
  rejectionReason: string | null;
  body: string | null;
  /** A text header's text. */
  header: string | null;
  /** A picture or document header's kind (Meta lists no file of it we could send). */
  headerMedia: 'image' | 'document' | null;
}

export interface SendTemplateInput {
  to: Recipient;
  name: string;
  language: string;
  /** The body's values, `{{1}}` first. */
  variables: readonly string[];
  /** Required by a template with a picture or document header. */
  header?: TemplateHeaderParam;
}

/**
 * The account's templates (Cloud API). `account` is the WhatsApp Business Account id the number
 * belongs to; sending goes through the number itself, like any message.
 */
export interface TemplateGateway {
  submit(
    instance: GatewayInstanceRef,
    account: string,
    template: TemplateSubmission,
  ): Promise<{ externalId: string; status: string; headerMedia: SubmittedHeaderMedia | null }>;
  list(instance: GatewayInstanceRef, account: string): Promise<AccountTemplate[]>;
  send(instance: GatewayInstanceRef, input: SendTemplateInput): Promise<SentMessage>;
}
