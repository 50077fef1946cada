import { gatewayForInstance } from '../../gateways/resolve';
import type { EngineDeps } from '../deps';
import { describeError } from '../monitor/steps';
import { findOutboundTarget } from './repository';
import type { OutboundRequest, OutboundResult, OutboundRoute } from './types';

type PresenceRequest = Extract<OutboundRequest, { kind: 'presence' }>;

const CONVERSATION_GONE = 'Conversa ou instância não encontrada';

/**
 * "digitando…"/"gravando…" on the contact's phone; resolves after the duration, as the gateway
 * blocks for it. Typing is decoration: a failure is logged and answered, never thrown, and the
 * caller waits the same time on its own.
 */
export async function sendPresence(
  deps: Pick<EngineDeps, 'db' | 'gateways' | 'log'>,
  request: PresenceRequest,
  route?: OutboundRoute,
): Promise<OutboundResult> {
  try {
    const chat = route?.target ?? (await findOutboundTarget(deps.db, request.organizationId, request));
    if (!chat) return { messageId: null, status: 'failed', error: CONVERSATION_GONE };
    const { gateway, ref } = route?.gateway ?? (await gatewayForInstance(deps, chat.instance));
    await gateway.sendPresence(ref, {
      to: chat.contactJid ?? chat.contactNumber,
      presence: request.presence,
      durationMs: request.durationMs,
    });
    return { messageId: null, status: 'sent' };
  } catch (error) {
    deps.log.warn({ err: error, conversationId: request.conversationId }, 'typing presence not shown');
    return { messageId: null, status: 'failed', error: describeError(error) };
  }
}
