import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { simulatorMessages } from '../../db/schema';
import { queueWebhook } from './delivery';
import { findMedia } from './media';
import type { SimulatedNumber } from './numbers';
import { approvedTemplate, mediaHeaderOf, renderBody } from './templates';
import { type SentStatus, statusBody } from './webhook-bodies';

/**
 * `POST /{phone-number-id}/messages` (PROTOCOL §3): what the business sends lands on the simulated
 * customer's phone (the simulator page's outbox), and Meta's `sent`, `delivered` and `read`
 * statuses follow as webhooks a moment later, as a customer's phone would cause them.
 */

const MediaRef = z.looseObject({
  id: z.string().optional(),
  link: z.string().optional(),
  caption: z.string().optional(),
  filename: z.string().optional(),
});

const TemplateRef = z.looseObject({
  name: z.string(),
  language: z.looseObject({ code: z.string() }),
  components: z
    .array(
      z.looseObject({
        type: z.string(),
        parameters: z
          .array(
            z.looseObject({
              type: z.string(),
              text: z.string().optional(),
              image: MediaRef.optional(),
              document: MediaRef.optional(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
});

export const MessagesCall = z.looseObject({
  messaging_product: z.literal('whatsapp'),
  to: z.string().optional(),
  type: z.string().optional(),
  status: z.literal('read').optional(),
  message_id: z.string().optional(),
  typing_indicator: z.looseObject({ type: z.string() }).optional(),
  text: z.looseObject({ body: z.string().min(1) }).optional(),
  image: MediaRef.optional(),
  audio: MediaRef.optional(),
  video: MediaRef.optional(),
  document: MediaRef.optional(),
  template: TemplateRef.optional(),
});
export type MessagesCall = z.infer<typeof MessagesCall>;

/** After a send: the seconds until each status reaches us. */
const STATUS_DELAYS_MS: ReadonlyArray<[SentStatus, number]> = [
  ['sent', 1_000],
  ['delivered', 2_000],
  ['read', 4_000],
];

export const newWamid = (): string => `wamid.${randomBytes(24).toString('base64url')}`;

type OutboxKind = 'text' | 'audio' | 'image' | 'video' | 'document';

interface Landed {
  kind: OutboxKind;
  content: string;
  mediaMimetype: string | null;
  mediaBase64: string | null;
}

/** Why a send cannot go, in Meta's terms (the parameter at fault), or what the phone shows. */
export type SendOutcome =
  | { problem: string }
  | { templateMissing: { name: string; language: string } }
  | Landed;

async function mediaLanding(
  db: DbOrTx,
  number: SimulatedNumber,
  kind: Exclude<OutboxKind, 'text'>,
  ref: z.infer<typeof MediaRef>,
): Promise<SendOutcome> {
  const label = ref.caption ?? ref.filename ?? '';
  if (ref.id) {
    const media = await findMedia(db, ref.id);
    if (!media || media.instanceId !== number.instanceId) return { problem: `${kind}.id: unknown media id` };
    return { kind, content: label, mediaMimetype: media.mimeType, mediaBase64: media.dataBase64 };
  }
  if (ref.link) return { kind, content: label || ref.link, mediaMimetype: null, mediaBase64: null };
  return { problem: `${kind}: id or link is required` };
}

/** What a send puts on the customer's phone, or why Meta would refuse it. */
export async function landing(db: DbOrTx, number: SimulatedNumber, call: MessagesCall): Promise<SendOutcome> {
  switch (call.type ?? 'text') {
    case 'text':
      return call.text
        ? { kind: 'text', content: call.text.body, mediaMimetype: null, mediaBase64: null }
        : { problem: 'text.body is required' };
    case 'image':
    case 'audio':
    case 'video':
    case 'document': {
      const kind = (call.type ?? 'text') as Exclude<OutboxKind, 'text'>;
      const ref = call[kind];
      return ref ? mediaLanding(db, number, kind, ref) : { problem: `${kind} is required` };
    }
    case 'template': {
      const template = call.template;
      if (!template) return { problem: 'template is required' };
      const row = await approvedTemplate(db, number.wabaId, template.name, template.language.code);
      if (!row) return { templateMissing: { name: template.name, language: template.language.code } };
      const body = template.components?.find((c) => c.type.toLowerCase() === 'body');
      const parameters = (body?.parameters ?? []).map((p) => p.text ?? '');
      const content = renderBody(row, parameters);
      const media = mediaHeaderOf(row);
      if (!media) return { kind: 'text', content, mediaMimetype: null, mediaBase64: null };
      // A media header's file comes with each send; Meta refuses the send without it (#132012).
      const header = template.components?.find((c) => c.type.toLowerCase() === 'header');
      const param = header?.parameters?.find((p) => p.type === media);
      const ref = param?.[media];
      if (!ref) return { problem: `template.components: a header parameter of type ${media} is required` };
      const landed = await mediaLanding(db, number, media, ref);
      return 'kind' in landed ? { ...landed, content } : landed;
    }
    default:
      return { problem: `type: ${call.type} is not supported` };
  }
}

/** The message on the customer's phone, and its statuses on their way to us. */
export async function land(
  db: DbOrTx,
  number: SimulatedNumber,
  to: string,
  landed: Landed,
  now: Date,
): Promise<string> {
  const wamid = newWamid();
  await db.insert(simulatorMessages).values({
    instanceId: number.instanceId,
    contactNumber: to,
    gatewayMessageId: wamid,
    ...landed,
    createdAt: now,
  });
  for (const [status, delay] of STATUS_DELAYS_MS) {
    const at = new Date(now.getTime() + delay);
    await queueWebhook(db, number, statusBody(number, { wamid, recipient: to, status, at }), at);
  }
  return wamid;
}

/** A read receipt with typing: the customer's phone shows "digitando…". */
export async function showTyping(db: DbOrTx, number: SimulatedNumber, to: string, now: Date): Promise<void> {
  await db.insert(simulatorMessages).values({
    instanceId: number.instanceId,
    contactNumber: to,
    gatewayMessageId: newWamid(),
    kind: 'presence',
    content: 'composing',
    createdAt: now,
  });
}
