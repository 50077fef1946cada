/**
 * Gateway events after normalisation: what the intake stores and reacts to, whatever gateway (or
 * gateway version) produced them. Field names follow the `conversations` and `messages` columns so
 * the intake maps them one to one.
 */

export type MediaType = 'image' | 'audio' | 'video' | 'document' | 'sticker';

/** What a message is. Media kinds match `messages.media_type`; the rest become placeholder text. */
export type MessageKind =
  | 'text'
  | MediaType
  | 'reaction'
  | 'location'
  | 'contact'
  | 'poll'
  | 'interactive_reply'
  | 'other';

/** `messages.status` values. */
export type MessageStatus = 'received' | 'pending' | 'sent' | 'delivered' | 'read' | 'failed';

/** Who produced a message, as far as the gateway can tell. */
export type MessageSentBy =
  /** The customer wrote it. */
  | 'contact'
  /** Typed on the business phone, WhatsApp Web or another linked device: a human took over. */
  | 'business_phone'
  /** Sent through the gateway's API (our own replies echo back this way). */
  | 'gateway_api';

export interface MessageMedia {
  type: MediaType;
  mimetype: string | null;
  filename: string | null;
  /** Bytes, as WhatsApp declared them. */
  size: number | null;
  /** Length of an audio or video. */
  seconds: number | null;
  /** A recorded voice note (push-to-talk), not an audio file. */
  ptt: boolean;
  /** Raw base64 (no `data:` prefix) when the webhook carried the bytes; else fetch them. */
  base64: string | null;
  /** A durable copy's URL when the gateway stores media (S3/MinIO); never WhatsApp's encrypted CDN. */
  url: string | null;
  /** A transcript the gateway already made of a voice note. */
  transcript: string | null;
  /** The gateway's media id, when media is fetched by it (Cloud API) rather than by the message id. */
  gatewayMediaId?: string | null;
}

/**
 * A click-to-WhatsApp ad's referral, whatever gateway delivered it: Evolution's
 * `contextInfo.externalAdReply` (+ `entryPointConversionApp`), the Cloud API's message `referral`.
 */
export interface MessageReferral {
  /** The ad's id (`sourceId` / `source_id`). */
  sourceId: string | null;
  /** `ad` or `post` as the gateway says. */
  sourceType: string | null;
  sourceUrl: string | null;
  headline: string | null;
  body: string | null;
  /** Meta's click id (`ctwaClid` / `ctwa_clid`). */
  ctwaClid: string | null;
  /** The app the ad ran on (`facebook`, `instagram`), when the gateway says. */
  app: string | null;
}

export interface MessageEvent {
  type: 'message';
  /** `messages.upsert` or `send.message`. */
  event: 'messages.upsert' | 'send.message';
  /** WhatsApp's id (`key.id`): the dedupe key with the instance. */
  gatewayMessageId: string;
  fromMe: boolean;
  direction: 'in' | 'out';
  sentBy: MessageSentBy;
  /** The chat JID exactly as received (`…@s.whatsapp.net` or `…@lid`). */
  chatJid: string;
  /** Digits of the customer's phone; null when WhatsApp only gave a LID (never LID digits). */
  contactNumber: string | null;
  /** Where to reply: the phone JID when known, else the chat JID as received. */
  contactJid: string;
  /** The customer's LID (`…@lid`) when WhatsApp gave one, to merge both forms of one contact. */
  contactLid: string | null;
  /** The customer's display name; null on our own messages (pushName is then the business's). */
  contactName: string | null;
  /** WhatsApp's own time of the message: the order of the chat. */
  timestamp: Date;
  /** Where `timestamp` came from; only 'whatsapp' is exact. */
  timestampSource: 'whatsapp' | 'envelope' | 'received';
  kind: MessageKind;
  /** The gateway's message type, untouched (e.g. `conversation`, `audioMessage`). */
  messageType: string;
  /** Text or caption; for types without text a pt-BR placeholder such as '[Localização]'. */
  content: string;
  /** True when `content` is a placeholder rather than what the person wrote. */
  contentIsPlaceholder: boolean;
  /** One line for lists (`last_message`): content, or '[Imagem]' / '[Áudio]' for bare media. */
  preview: string;
  media: MessageMedia | null;
  quotedGatewayMessageId: string | null;
  reaction: { emoji: string; targetGatewayMessageId: string | null } | null;
  status: MessageStatus;
  /** Device family WhatsApp guessed from the id (android, ios, web…), for diagnostics. */
  device: string | null;
  /** The gateway's id of the instance (Evolution `instanceId`), for diagnostics. */
  gatewayInstanceId: string | null;
  /** The ad the customer clicked to write, when the message came from one (sets the lead's source). */
  referral: MessageReferral | null;
}

export interface MessageStatusEvent {
  type: 'message_status';
  gatewayMessageId: string;
  chatJid: string | null;
  contactNumber: string | null;
  fromMe: boolean;
  /** `messages.status`, or 'deleted' when the sender revoked the message. */
  status: Exclude<MessageStatus, 'received'> | 'deleted';
  /** The gateway's value (SERVER_ACK, DELIVERY_ACK, READ, PLAYED…). */
  gatewayStatus: string;
  /** Why a `failed` message failed, in pt-BR, when the gateway said (Cloud API `errors[]`). */
  error?: string | null;
}

/** News about the account rather than a chat (Cloud API): a template's review, the number's quality. */
export interface AccountUpdateEvent {
  type: 'account_update';
  field: 'template_status' | 'phone_quality';
  /** What changed, as Meta named it (APPROVED, REJECTED, DOWNGRADE, FLAGGED…). */
  change: string;
  /** The template's name or the number as displayed. */
  subject: string;
  /** A rejection reason or the number's current messaging limit. */
  detail: string | null;
  /** The number's quality went down: the organization's admins are told. */
  qualityDropped: boolean;
  /** A template review's Meta id and language: one name may exist in several languages. */
  template?: { externalId: string; language: string | null };
}

export type ConnectionState = 'open' | 'connecting' | 'close' | 'refused';

export interface ConnectionEvent {
  type: 'connection';
  state: ConnectionState;
  statusReason: number | null;
  /** Logged out, banned, or QR limit: only a new QR scan brings the number back. */
  needsNewQr: boolean;
  /** The connected number's JID and digits, once open. */
  ownerJid: string | null;
  ownerNumber: string | null;
  profileName: string | null;
  profilePictureUrl: string | null;
}

export interface QrCodeEvent {
  type: 'qrcode';
  /** PNG data URI, ready for `<img src>`; null in the rare body that only has the raw string. */
  qrCode: string | null;
  /** The raw QR string. */
  code: string | null;
  pairingCode: string | null;
}

export interface QrCodeLimitEvent {
  type: 'qrcode_limit';
  message: string;
  statusCode: number | null;
}

export interface PresenceEvent {
  type: 'presence';
  chatJid: string;
  contactNumber: string | null;
  /** composing, recording, paused, available, unavailable (kept as sent if new ones appear). */
  presence: string;
  lastSeen: Date | null;
}

export type SkipReason = 'group' | 'status_broadcast' | 'broadcast_list' | 'newsletter';

export interface SkippedEvent {
  type: 'skipped';
  reason: SkipReason;
  gatewayMessageId: string | null;
  chatJid: string | null;
}

export interface IgnoredEvent {
  type: 'ignored';
  /** The event name as received, when there was one. */
  event: string | null;
  reason: string;
}

export interface InvalidEvent {
  type: 'invalid';
  reason: string;
}

export type NormalizedEvent =
  | MessageEvent
  | MessageStatusEvent
  | AccountUpdateEvent
  | ConnectionEvent
  | QrCodeEvent
  | QrCodeLimitEvent
  | PresenceEvent
  | SkippedEvent
  | IgnoredEvent
  | InvalidEvent;

/** One webhook body: its envelope facts and the events it carried (never an empty list). */
export interface NormalizedWebhook {
  /** Dotted event name (`messages.upsert`), or null when none could be read. */
  event: string | null;
  /** The gateway's instance name. */
  instanceName: string | null;
  /** The connected number's JID (absent before the first login). */
  sender: string | null;
  serverUrl: string | null;
  /** The instance token, when the gateway exposes it; never trust it as authentication. */
  apikey: string | null;
  /** The envelope's time; only exact when the gateway runs in UTC (see PROTOCOL §3.3). */
  dateTime: Date | null;
  events: [NormalizedEvent, ...NormalizedEvent[]];
}
