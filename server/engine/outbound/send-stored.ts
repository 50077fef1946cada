import { type SQL, sql } from 'drizzle-orm';
import { logs } from '../../db/schema';
import { gatewayErrorMessagePtBr } from '../../gateways/error-messages';
import { isGatewayError } from '../../gateways/errors';
import type { SentMessage } from '../../gateways/port';
import { gatewayForInstance, type ResolvedGateway } from '../../gateways/resolve';
import { isUniqueViolation } from '../../lib/db-errors';
import { rowsOf } from '../../lib/sql-rows';
import { recordSend } from '../../observability/metrics';
import type { EngineDeps } from '../deps';
import { markOutboundFailed, markOutboundSentQuery } from './repository';
import { isMissingHeaderSample, missingHeaderSampleText } from './template-header';
import type { AcceptedSend, OnAccepted, OnRecorded, OutboundResult, StoredSend, WithSent } from './types';
import { OUTSIDE_WINDOW_TEXT, outsideWindow } from './window';

export type { StoredSend } from './types';

const UNEXPECTED_FAILURE = 'Não foi possível enviar a mensagem. Tente novamente.';

function sentStatus(sent: SentMessage): 'sent' | 'delivered' | 'read' {
  return sent.status === 'delivered' || sent.status === 'read' ? sent.status : 'sent';
}

/**
 * The one way a message of ours leaves: the stored pending message goes to the instance's gateway
 * (outside any transaction: a send may take seconds of retries), then the outcome is recorded and
 * every screen on the chat hears of it. A refusal leaves the message failed with the pt-BR reason and
 * a log line, so it shows as a failed bubble instead of vanishing. The AI's replies, follow-ups,
 * notices and the operator's sends from the inbox all come through here.
 */
export async function sendStored(
  deps: Pick<EngineDeps, 'db' | 'clock' | 'log' | 'events' | 'gateways'>,
  send: StoredSend,
  options: {
    gateway?: ResolvedGateway | null;
    /** Writes made in the statement that marks the message sent, and what it answers `onAccepted`. */
    withSent?: (sent: AcceptedSend) => WithSent;
    onAccepted?: OnAccepted;
    onRecorded?: OnRecorded;
  } = {},
): Promise<OutboundResult> {
  const { organizationId: tenantId, messageId, target } = send;
  const live = {
    type: 'new_message' as const,
    instanceId: target.instance.id,
    conversationId: target.conversationId,
    messageId,
    origin: send.origin,
  };
  const recipient = send.recipient ?? target.contactJid ?? target.contactNumber;

  const fail = async (reason: string, cause: OutboundResult['reason']): Promise<OutboundResult> => {
    await deps.db.transaction(async (tx) => {
      await markOutboundFailed(tx, tenantId, messageId, reason);
      await tx.insert(logs).values({
        organizationId: tenantId,
        instanceId: target.instance.id,
        level: 'error',
        category: 'whatsapp',
        message: `Mensagem (${send.origin}) não enviada: ${reason}`,
        metadata: { messageId, conversationId: target.conversationId },
        timestamp: deps.clock.now(),
      });
      await deps.events.publish(tenantId, live, tx);
    });
    return { messageId, status: 'failed', error: reason, reason: cause };
  };

  // The official API's window: free text to the customer goes only within it (window.ts).
  const toContact = send.recipient === undefined || send.recipient === target.contactNumber;
  if (toContact && !send.template && (await outsideWindow(deps.db, tenantId, target, deps.clock.now()))) {
    return fail(OUTSIDE_WINDOW_TEXT, 'outside_window');
  }
  const header = send.template?.header;
  if (isMissingHeaderSample(header))
    return fail(missingHeaderSampleText(header.kind), 'header_sample_missing');

  let sent: SentMessage;
  try {
    const { gateway, ref } = options.gateway ?? (await gatewayForInstance(deps, target.instance));
    if (send.template) {
      if (!gateway.templates) throw new Error('template send on a gateway without templates');
      sent = await gateway.templates.send(ref, { to: recipient, ...send.template, header });
    } else if (send.audio) {
      sent = await gateway.sendAudio(ref, { to: recipient, audio: { base64: send.audio.base64 } });
    } else if (send.image) {
      const caption = send.text.trim() || undefined;
      sent = await gateway.sendMedia(ref, {
        to: recipient,
        type: 'image',
        media: send.image,
        caption,
      });
    } else {
      sent = await gateway.sendText(ref, { to: recipient, text: send.text });
    }
    recordSend(target.instance.gateway);
  } catch (error) {
    recordSend(target.instance.gateway, { kind: isGatewayError(error) ? error.kind : 'unexpected' });
    const reason = isGatewayError(error) ? gatewayErrorMessagePtBr(error) : UNEXPECTED_FAILURE;
    deps.log[isGatewayError(error) ? 'warn' : 'error'](
      { err: error, messageId },
      'outbound message not sent',
    );
    return fail(reason, isGatewayError(error) ? error.reason : null);
  }

  // ONE statement marks the message sent, publishes it (delivered at commit, before what
  // `onAccepted` publishes) and makes the caller's writes; a transaction only when `onAccepted`
  // must follow it atomically (`onRecorded` follows it with no transaction).
  const recorded = (accepted: AcceptedSend): SQL => {
    const writes = options.withSent?.(accepted);
    const ctes = [
      sql`sent as (${markOutboundSentQuery(deps.db, tenantId, messageId, accepted).getSQL()})`,
      sql`note as (select ${deps.events.notification(tenantId, live)} as notified)`,
      ...(writes?.ctes ?? []),
    ];
    const columns = writes?.columns.length ? writes.columns : [sql`(select count(*) from sent) as sent`];
    return sql`with ${sql.join(ctes, sql`, `)} select ${sql.join(columns, sql`, `)} from note`;
  };
  const record = async (accepted: AcceptedSend): Promise<Record<string, unknown> | undefined> => {
    const onAccepted = options.onAccepted;
    if (!onAccepted) return rowsOf<Record<string, unknown>>(await deps.db.execute(recorded(accepted)))[0];
    return deps.db.transaction(async (tx) => {
      const [answer] = rowsOf<Record<string, unknown>>(await tx.execute(recorded(accepted)));
      await onAccepted(tx, accepted, answer);
      return answer;
    });
  };
  const accepted: AcceptedSend = {
    messageId,
    gatewayMessageId: sent.gatewayMessageId,
    status: sentStatus(sent),
    at: deps.clock.now(),
  };
  let answer: Record<string, unknown> | undefined;
  try {
    answer = await record(accepted);
  } catch (error) {
    // The gateway's echo of this very send was stored first under the same gateway id: keep ours
    // as the message (with its origin and author) rather than failing a send that went out.
    if (!isUniqueViolation(error, 'messages_instance_gateway_id_key')) throw error;
    deps.log.warn({ messageId }, 'gateway echo stored before the send was recorded');
    answer = await record({ ...accepted, gatewayMessageId: null });
  }
  await options.onRecorded?.(deps.db, accepted, answer);
  return { messageId, status: 'sent' };
}
