import { logs } from '../../db/schema';
import { gatewayErrorMessagePtBr } from '../../gateways/error-messages';
import { isGatewayError } from '../../gateways/errors';
import { gatewayForInstance } from '../../gateways/resolve';
import type { EngineDeps } from '../deps';
import type { OutboundTarget } from './repository';
import type { OutboundInput, OutboundResult } from './types';

const UNEXPECTED_FAILURE = 'Não foi possível enviar a mensagem. Tente novamente.';

/**
 * `sendOutbound` with `offConversation`: a text to someone other than the customer (the consultant's
 * notice) through the conversation's instance, stored as no message of the chat. The caller records
 * the notice itself; a refusal is logged here, like any failed send.
 */
export async function sendOffConversation(
  deps: Pick<EngineDeps, 'db' | 'clock' | 'log' | 'gateways'>,
  target: OutboundTarget,
  input: OutboundInput & { to: string },
): Promise<OutboundResult> {
  try {
    const { gateway, ref } = await gatewayForInstance(deps, target.instance);
    await gateway.sendText(ref, { to: input.to, text: input.text });
    return { messageId: null, status: 'sent' };
  } catch (error) {
    const reason = isGatewayError(error) ? gatewayErrorMessagePtBr(error) : UNEXPECTED_FAILURE;
    deps.log[isGatewayError(error) ? 'warn' : 'error']({ err: error, to: input.to }, 'notice not sent');
    await deps.db.insert(logs).values({
      organizationId: input.organizationId,
      instanceId: target.instance.id,
      level: 'error',
      category: 'whatsapp',
      message: `Mensagem (${input.origin}) para ${input.to} não enviada: ${reason}`,
      metadata: { conversationId: target.conversationId, to: input.to },
      timestamp: deps.clock.now(),
    });
    return { messageId: null, status: 'failed', error: reason };
  }
}
