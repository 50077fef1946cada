import type { FastifyInstance } from 'fastify';
import { gatewayForInstance } from '../../gateways/resolve';
import { markInboundRead } from '../../modules/messages/repository';
import type { OutboundRoute } from '../outbound';
import { findOutboundTarget } from '../outbound-repository';

/** Receipts sent for one answer at most; older unread messages are implied read by WhatsApp. */
const MAX_RECEIPTS = 50;

/**
 * After the AI has answered, the customer's messages show as read (blue ticks), as they would if a
 * person had answered; the instance's `keepUnread` setting leaves them unread instead. A gateway that
 * refuses the receipts costs nothing but a log line: the answer already went out.
 */
export async function markAnsweredRead(
  app: FastifyInstance,
  chat: { organizationId: string; instanceId: string; conversationId: string },
  /** Where the reply went, when the caller has it: neither the chat nor the gateway is read again. */
  route?: OutboundRoute,
): Promise<number> {
  const target = route?.target ?? (await findOutboundTarget(app.db, chat.organizationId, chat));
  if (!target) return 0;
  const ids = await markInboundRead(app.db, chat.organizationId, chat.conversationId, MAX_RECEIPTS);
  if (ids.length === 0) return 0;
  try {
    const { gateway, ref } = route?.gateway ?? (await gatewayForInstance(app, target.instance));
    const remoteJid = target.contactJid ?? `${target.contactNumber}@s.whatsapp.net`;
    await gateway.markRead(
      ref,
      ids.map((gatewayMessageId) => ({ remoteJid, fromMe: false, gatewayMessageId })),
    );
  } catch (error) {
    app.log.warn({ err: error, conversationId: chat.conversationId }, 'read receipts not sent');
  }
  return ids.length;
}
