import type { FastifyInstance } from 'fastify';
import { deliverSigned } from './delivery';
import { storeMedia } from './media';
import type { SimulatedNumber } from './numbers';
import { newWamid } from './sends';
import { type CustomerPayload, customerMessageBody } from './webhook-bodies';

/** What a simulated customer writes on the simulator page to an official number. */
export type CustomerWriting =
  | { kind: 'text'; text: string }
  | {
      kind: 'image' | 'audio' | 'video' | 'document';
      base64: string;
      mimetype: string;
      fileName?: string;
      caption?: string;
    };

export interface CustomerInput {
  contactNumber: string;
  contactName: string;
  content: CustomerWriting;
  /** The click-to-WhatsApp ad the customer tapped, when the page simulates one. */
  referral?: Record<string, string>;
}

async function payloadOf(
  app: FastifyInstance,
  number: SimulatedNumber,
  content: CustomerWriting,
): Promise<CustomerPayload> {
  if (content.kind === 'text') return { type: 'text', text: { body: content.text } };
  const media = await storeMedia(
    app.db,
    number.instanceId,
    Buffer.from(content.base64, 'base64'),
    content.mimetype,
  );
  return {
    type: content.kind,
    media: {
      id: media.id,
      mime_type: media.mimeType,
      sha256: media.sha256,
      ...(content.caption ? { caption: content.caption } : {}),
      ...(content.kind === 'document' && content.fileName ? { filename: content.fileName } : {}),
      ...(content.kind === 'audio' ? { voice: true } : {}),
    },
  };
}

/**
 * A customer writes to the official number: the message reaches our webhook route as Meta posts
 * it, signed with the number's app secret. A delivery the route refuses fails the action.
 */
export async function customerWritesToCloud(
  app: FastifyInstance,
  number: SimulatedNumber,
  input: CustomerInput,
): Promise<{ gatewayMessageId: string; timestamp: Date }> {
  const wamid = newWamid();
  // Meta's timestamps are whole seconds.
  const timestamp = new Date(Math.floor(app.clock.now().getTime() / 1000) * 1000);
  const body = customerMessageBody(number, {
    wamid,
    from: input.contactNumber,
    name: input.contactName,
    at: timestamp,
    payload: await payloadOf(app, number, input.content),
    ...(input.referral ? { referral: input.referral } : {}),
  });
  await deliverSigned(app, number, body);
  return { gatewayMessageId: wamid, timestamp };
}
