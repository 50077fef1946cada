import { z } from 'zod';
import type { TemplatePayload } from './wire-templates';

/**
 * The WhatsApp Cloud API (Graph API) wire format, in one place (PROTOCOL.md beside this file).
 * Answers are parsed loosely (`looseObject`): Meta adds fields without notice, and an extra field must
 * never turn a working send into a failure. Only what we read is declared.
 */

/** Every Graph API failure: `{ error: { message, type, code, error_subcode?, error_data?, fbtrace_id } }`. */
export const GraphErrorBody = z.looseObject({
  error: z.looseObject({
    message: z.string().default(''),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    error_user_msg: z.string().optional(),
    error_data: z.looseObject({ details: z.string().optional() }).optional(),
    fbtrace_id: z.string().optional(),
  }),
});
export type GraphErrorBody = z.infer<typeof GraphErrorBody>;

/** Error codes we react to (developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes). */
export const GRAPH_ERROR = {
  /** Access token expired or invalid. */
  invalidToken: 190,
  /** Cloud API throughput reached. */
  throughput: 130429,
  /** Too many calls from this business account or app. */
  rateLimit: 80007,
  /** Too many messages to the same user in a short time. */
  pairRateLimit: 131056,
  /** More than 24 h since the customer last wrote: only a template may go. */
  reengagement: 131047,
  /** The recipient cannot receive the message (not on WhatsApp, old version, terms not accepted). */
  undeliverable: 131026,
  /** Invalid parameter / object not found (with subcode 33). */
  invalidParameter: 100,
} as const;

// ---------------------------------------------------------------- requests

export const MESSAGING_PRODUCT = 'whatsapp';

type MediaRef = { id: string } | { link: string };

/** What a message is, by `type` (templates join this list). */
export type MessagePayload =
  | { type: 'text'; text: { body: string; preview_url?: boolean } }
  | { type: 'audio'; audio: MediaRef }
  | { type: 'image'; image: MediaRef & { caption?: string } }
  | { type: 'video'; video: MediaRef & { caption?: string } }
  | { type: 'document'; document: MediaRef & { caption?: string; filename?: string } }
  | TemplatePayload;

/** `POST /{phone-number-id}/messages`: one message to one customer. */
export type SendMessageRequest = {
  messaging_product: typeof MESSAGING_PRODUCT;
  recipient_type: 'individual';
  to: string;
  /** Reply to a message (shown quoted on the phone). */
  context?: { message_id: string };
} & MessagePayload;

/** `POST /{phone-number-id}/messages`: mark a received message read and show typing for up to 25 s. */
export interface ReadReceiptRequest {
  messaging_product: typeof MESSAGING_PRODUCT;
  status: 'read';
  message_id: string;
  typing_indicator?: { type: 'text' };
}

// ---------------------------------------------------------------- answers

/** Answer to a send: `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] }`. */
export const SendMessageAnswer = z.looseObject({
  contacts: z.array(z.looseObject({ input: z.string().optional(), wa_id: z.string() })).default([]),
  messages: z.array(z.looseObject({ id: z.string(), message_status: z.string().optional() })).min(1),
});

/** Answer to `POST /{phone-number-id}/media` (multipart): the uploaded media's id. */
export const MediaUploadAnswer = z.looseObject({ id: z.string() });

/** Answer to `GET /{media-id}`: a short-lived URL that needs the bearer token. */
export const MediaInfoAnswer = z.looseObject({
  url: z.string(),
  mime_type: z.string().optional(),
  sha256: z.string().optional(),
  file_size: z.union([z.number(), z.string()]).optional(),
  id: z.string(),
});

/** `{ success: true }`: read receipts and other acknowledgements. */
export const SuccessAnswer = z.looseObject({ success: z.boolean() });

/** The fields we ask of `GET /{phone-number-id}`. */
export const PHONE_NUMBER_FIELDS = [
  'display_phone_number',
  'verified_name',
  'quality_rating',
  'messaging_limit_tier',
  'code_verification_status',
  'name_status',
] as const;

/** Answer to `GET /{phone-number-id}?fields=…`. */
export const PhoneNumberAnswer = z.looseObject({
  id: z.string(),
  display_phone_number: z.string(),
  verified_name: z.string().default(''),
  /** GREEN, YELLOW, RED, UNKNOWN (NA on some test numbers). */
  quality_rating: z.string().default('UNKNOWN'),
  /** TIER_250, TIER_1K, TIER_10K, TIER_100K, TIER_UNLIMITED; absent on unverified numbers. */
  messaging_limit_tier: z.string().nullish(),
  code_verification_status: z.string().optional(),
  name_status: z.string().optional(),
});
export type PhoneNumberAnswer = z.infer<typeof PhoneNumberAnswer>;

// ---------------------------------------------------------------- webhooks

const MediaObject = z.looseObject({
  id: z.string(),
  mime_type: z.string().optional(),
  sha256: z.string().optional(),
  caption: z.string().optional(),
  filename: z.string().optional(),
  /** True on a voice note recorded in WhatsApp. */
  voice: z.boolean().optional(),
});

/** An ad's click-to-WhatsApp `referral`, kept with the message it came with. */
export const Referral = z.looseObject({
  source_url: z.string().optional(),
  source_id: z.string().optional(),
  source_type: z.string().optional(),
  headline: z.string().optional(),
  body: z.string().optional(),
  media_type: z.string().optional(),
  image_url: z.string().optional(),
  video_url: z.string().optional(),
  thumbnail_url: z.string().optional(),
  ctwa_clid: z.string().optional(),
});
export type Referral = z.infer<typeof Referral>;

export const WebhookError = z.looseObject({
  code: z.number(),
  title: z.string().optional(),
  message: z.string().optional(),
  error_data: z.looseObject({ details: z.string().optional() }).optional(),
});
export type WebhookError = z.infer<typeof WebhookError>;

export const InboundMessage = z.looseObject({
  from: z.string(),
  id: z.string(),
  /** Unix seconds, as a string. */
  timestamp: z.string(),
  type: z.string(),
  text: z.looseObject({ body: z.string() }).optional(),
  audio: MediaObject.optional(),
  image: MediaObject.optional(),
  video: MediaObject.optional(),
  document: MediaObject.optional(),
  sticker: MediaObject.optional(),
  location: z
    .looseObject({
      latitude: z.number(),
      longitude: z.number(),
      name: z.string().optional(),
      address: z.string().optional(),
    })
    .optional(),
  interactive: z
    .looseObject({
      type: z.string(),
      button_reply: z.looseObject({ id: z.string(), title: z.string() }).optional(),
      list_reply: z
        .looseObject({ id: z.string(), title: z.string(), description: z.string().optional() })
        .optional(),
    })
    .optional(),
  /** A template's quick-reply button tapped. */
  button: z.looseObject({ payload: z.string().optional(), text: z.string() }).optional(),
  reaction: z.looseObject({ message_id: z.string(), emoji: z.string().optional() }).optional(),
  context: z.looseObject({ from: z.string().optional(), id: z.string().optional() }).optional(),
  referral: Referral.optional(),
  errors: z.array(WebhookError).optional(),
});
export type InboundMessage = z.infer<typeof InboundMessage>;

export const StatusUpdate = z.looseObject({
  id: z.string(),
  status: z.string(),
  timestamp: z.string(),
  recipient_id: z.string(),
  errors: z.array(WebhookError).optional(),
});
export type StatusUpdate = z.infer<typeof StatusUpdate>;

/** `changes[].value` of the `messages` field. */
export const MessagesValue = z.looseObject({
  messaging_product: z.string().optional(),
  metadata: z.looseObject({ display_phone_number: z.string(), phone_number_id: z.string() }),
  contacts: z
    .array(z.looseObject({ wa_id: z.string(), profile: z.looseObject({ name: z.string() }).optional() }))
    .optional(),
  messages: z.array(z.unknown()).optional(),
  statuses: z.array(z.unknown()).optional(),
  errors: z.array(WebhookError).optional(),
});

/** `changes[].value` of the `message_template_status_update` field. */
export const TemplateStatusValue = z.looseObject({
  event: z.string(),
  message_template_id: z.union([z.number(), z.string()]),
  message_template_name: z.string(),
  message_template_language: z.string().optional(),
  reason: z.string().nullish(),
});

/** `changes[].value` of the `phone_number_quality_update` field. */
export const QualityValue = z.looseObject({
  display_phone_number: z.string(),
  /** DOWNGRADE, UPGRADE, FLAGGED, UNFLAGGED. */
  event: z.string(),
  current_limit: z.string().optional(),
  old_limit: z.string().optional(),
});

/** The envelope of every webhook: `{ object: "whatsapp_business_account", entry: [{ id, changes }] }`. */
export const WebhookEnvelope = z.looseObject({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.looseObject({
      id: z.string(),
      changes: z.array(z.looseObject({ field: z.string(), value: z.unknown() })),
    }),
  ),
});

/** The signature header of webhook posts: `sha256=` + hex HMAC of the raw body with the app secret. */
export const SIGNATURE_HEADER = 'x-hub-signature-256';
