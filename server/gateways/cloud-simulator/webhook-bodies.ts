import type { SimulatedNumber } from './numbers';

/**
 * The webhook bodies Meta posts (PROTOCOL §6), built from the simulator's own facts. Every body is
 * one entry of the number's account with one change, as Meta usually sends them.
 */

type Value = Record<string, unknown>;

const envelope = (number: SimulatedNumber, field: string, value: Value) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: number.wabaId, changes: [{ field, value }] }],
});

const metadata = (number: SimulatedNumber) => ({
  display_phone_number: number.phone,
  phone_number_id: number.phoneNumberId,
});

const unixSeconds = (at: Date): string => String(Math.floor(at.getTime() / 1000));

/** What a simulated customer's message carries, by `type` (text, or media by the id it was stored under). */
export type CustomerPayload =
  | { type: 'text'; text: { body: string } }
  | {
      type: 'image' | 'audio' | 'video' | 'document';
      media: {
        id: string;
        mime_type: string;
        sha256: string;
        caption?: string;
        filename?: string;
        voice?: boolean;
      };
    };

export interface CustomerMessage {
  wamid: string;
  from: string;
  name: string;
  at: Date;
  payload: CustomerPayload;
  /** A click-to-WhatsApp ad the customer came from. */
  referral?: Record<string, string>;
}

export function customerMessageBody(number: SimulatedNumber, message: CustomerMessage) {
  const { payload } = message;
  const content = payload.type === 'text' ? { text: payload.text } : { [payload.type]: payload.media };
  return envelope(number, 'messages', {
    messaging_product: 'whatsapp',
    metadata: metadata(number),
    contacts: [{ profile: { name: message.name }, wa_id: message.from }],
    messages: [
      {
        from: message.from,
        id: message.wamid,
        timestamp: unixSeconds(message.at),
        type: payload.type,
        ...content,
        ...(message.referral ? { referral: message.referral } : {}),
      },
    ],
  });
}

export type SentStatus = 'sent' | 'delivered' | 'read';

export function statusBody(
  number: SimulatedNumber,
  update: { wamid: string; recipient: string; status: SentStatus; at: Date },
) {
  return envelope(number, 'messages', {
    messaging_product: 'whatsapp',
    metadata: metadata(number),
    statuses: [
      {
        id: update.wamid,
        status: update.status,
        timestamp: unixSeconds(update.at),
        recipient_id: update.recipient,
        ...(update.status === 'read'
          ? {}
          : {
              conversation: { id: update.recipient, origin: { type: 'service' } },
              pricing: { billable: true, pricing_model: 'PMP', category: 'service' },
            }),
      },
    ],
  });
}

export function templateStatusBody(
  number: SimulatedNumber,
  template: { id: string; name: string; language: string; status: string; reason: string | null },
) {
  return envelope(number, 'message_template_status_update', {
    event: template.status,
    message_template_id: Number(template.id),
    message_template_name: template.name,
    message_template_language: template.language,
    reason: template.reason ?? 'NONE',
  });
}

export function qualityBody(number: SimulatedNumber, change: { event: string; currentLimit: string }) {
  return envelope(number, 'phone_number_quality_update', {
    display_phone_number: number.phone,
    event: change.event,
    current_limit: change.currentLimit,
  });
}

export type CloudWebhookBody = ReturnType<typeof envelope>;
