import { sql } from 'drizzle-orm';
import type { MediaSource } from '../../gateways/port';
import type { EngineDeps } from '../deps';
import { sendOffConversation, sendStaffNotice } from './off-conversation';
import { sendPresence } from './presence';
import * as repo from './repository';
import { sendStored } from './send-stored';
import {
  ACCEPTED_CONVERSATION,
  type AfterSent,
  type OutboundInput,
  type OutboundRequest,
  type OutboundResult,
  type OutboundRoute,
} from './types';
import { OUTSIDE_WINDOW_TEXT, outsideWindow } from './window';

export type {
  AfterSent,
  OnAccepted,
  OnRecorded,
  OutboundInput,
  OutboundRequest,
  OutboundResult,
  OutboundRoute,
  StoredSend,
  WithSent,
} from './types';

const CONVERSATION_GONE = 'Conversa ou instância não encontrada';

/** A photo with an address goes by its address; one re-sent from its stored bytes, as base64. */
const imageSource = (image: NonNullable<OutboundInput['image']>): MediaSource =>
  image.url ? { url: image.url } : { base64: image.bytes.toString('base64') };

/** The conversation card's line for our message. */
function previewOf(input: OutboundInput): string {
  if (input.audio) return '[Mensagem de voz]';
  if (input.image) return input.text.trim() || '[Imagem]';
  return input.text;
}

/**
 * The one way anything of ours reaches a gateway (docs/design.md §2, "One outbound path").
 *
 * A message of ours (the AI's, a follow-up, a system notice) goes through the instance's gateway:
 * stored as pending first, then `sendStored`. A message to another recipient (the consultant) is
 * kept on the conversation it concerns but does not count as the conversation's last message;
 * `offConversation` sends it without storing it at all. A message to the contact becomes the
 * conversation's last message in the statement that marks it sent; `after` adds to that statement and
 * runs in its transaction (the reply job restarts the follow-ups there).
 */
export async function sendOutbound(
  deps: Pick<EngineDeps, 'db' | 'clock' | 'log' | 'events' | 'gateways'>,
  input: OutboundInput | OutboundRequest,
  route?: OutboundRoute,
  after?: AfterSent,
): Promise<OutboundResult> {
  if ('kind' in input) return sendRequest(deps, input, route, after);
  const tenantId = input.organizationId;
  const target = route?.target ?? (await repo.findOutboundTarget(deps.db, tenantId, input));
  if (!target) return { messageId: null, status: 'failed', error: CONVERSATION_GONE };
  if (input.offConversation && input.to) return sendOffConversation(deps, target, { ...input, to: input.to });
  const toContact = input.to === undefined || input.to === target.contactNumber;
  // Free text to the customer outside the official API's window is refused before it is stored.
  if (toContact && !input.template && (await outsideWindow(deps.db, tenantId, target, deps.clock.now()))) {
    if (input.storedAs) await repo.discardPendingOutbound(deps.db, tenantId, input.storedAs);
    return { messageId: null, status: 'failed', error: OUTSIDE_WINDOW_TEXT, reason: 'outside_window' };
  }
  const media = input.audio
    ? {
        type: 'audio' as const,
        bytes: Buffer.from(input.audio.base64, 'base64'),
        mimetype: input.audio.mimetype,
      }
    : input.image
      ? { type: 'image' as const, bytes: input.image.bytes, mimetype: input.image.mimetype }
      : null;
  const messageId =
    input.storedAs ??
    (await repo.insertPendingOutbound(deps.db, tenantId, {
      conversationId: target.conversationId,
      instanceId: target.instance.id,
      origin: input.origin,
      content: input.text,
      media,
      timestamp: deps.clock.now(),
    }));
  return sendStored(
    deps,
    {
      organizationId: tenantId,
      messageId,
      target,
      origin: input.origin,
      text: input.text,
      audio: input.audio,
      image: input.image && imageSource(input.image),
      recipient: input.to,
      template: input.template,
    },
    {
      gateway: route?.gateway,
      withSent: toContact
        ? (sent) => {
            const conversation = repo.outboundOnConversationQuery(
              deps.db,
              tenantId,
              target.conversationId,
              { preview: previewOf(input), kind: media?.type ?? 'text', at: sent.at },
              after?.conversationSet,
            );
            const more = after?.with?.(sent);
            return {
              ctes: [sql`${ACCEPTED_CONVERSATION} as (${conversation.getSQL()})`, ...(more?.ctes ?? [])],
              columns: more?.columns.length
                ? more.columns
                : [sql`(select count(*) from ${ACCEPTED_CONVERSATION}) as conversations`],
            };
          }
        : undefined,
      onAccepted: toContact ? after?.onAccepted : undefined,
      onRecorded: toContact ? after?.onRecorded : undefined,
    },
  );
}

/** The other things `sendOutbound` sends (see `OutboundRequest`). */
function sendRequest(
  deps: Pick<EngineDeps, 'db' | 'clock' | 'log' | 'events' | 'gateways'>,
  request: OutboundRequest,
  route: OutboundRoute | undefined,
  after: AfterSent | undefined,
): Promise<OutboundResult> {
  switch (request.kind) {
    case 'stored':
      return sendStored(deps, request.send, {
        gateway: route?.gateway,
        withSent: after?.with,
        onAccepted: after?.onAccepted,
        onRecorded: after?.onRecorded,
      });
    case 'notice':
      return sendStaffNotice(deps, request);
    case 'presence':
      return sendPresence(deps, request, route);
  }
}
