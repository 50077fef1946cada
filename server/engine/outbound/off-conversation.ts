import { and, eq, isNull } from 'drizzle-orm';
import { instances, logs } from '../../db/schema';
import { gatewayErrorMessagePtBr } from '../../gateways/error-messages';
import { isGatewayError } from '../../gateways/errors';
import { gatewayForInstance } from '../../gateways/resolve';
import { recordSend } from '../../observability/metrics';
import type { EngineDeps } from '../deps';
import type { OutboundTarget, SendOrigin } from './repository';
import type { OutboundResult } from './types';

const UNEXPECTED_FAILURE = 'Não foi possível enviar a mensagem. Tente novamente.';
const INSTANCE_GONE = 'Instância não encontrada';

type NoticeDeps = Pick<EngineDeps, 'db' | 'clock' | 'log' | 'gateways'>;

interface Notice {
  organizationId: string;
  origin: SendOrigin;
  to: string;
  text: string;
}

/**
 * A text to someone other than the customer (the consultant's notice about a conversation, a
 * seller's notice about none) through one of the organization's instances, stored as no message of
 * a chat. The caller records the notice itself; a refusal is logged here, like any failed send.
 */
export async function sendOffConversation(
  deps: NoticeDeps,
  from: { instance: OutboundTarget['instance']; conversationId: string | null },
  notice: Notice,
): Promise<OutboundResult> {
  try {
    const { gateway, ref } = await gatewayForInstance(deps, from.instance);
    await gateway.sendText(ref, { to: notice.to, text: notice.text });
    recordSend(from.instance.gateway);
    return { messageId: null, status: 'sent' };
  } catch (error) {
    recordSend(from.instance.gateway, { kind: isGatewayError(error) ? error.kind : 'unexpected' });
    const reason = isGatewayError(error) ? gatewayErrorMessagePtBr(error) : UNEXPECTED_FAILURE;
    deps.log[isGatewayError(error) ? 'warn' : 'error']({ err: error, to: notice.to }, 'notice not sent');
    await deps.db.insert(logs).values({
      organizationId: notice.organizationId,
      instanceId: from.instance.id,
      level: 'error',
      category: 'whatsapp',
      message: `Mensagem (${notice.origin}) para ${notice.to} não enviada: ${reason}`,
      metadata: { conversationId: from.conversationId ?? undefined, to: notice.to },
      timestamp: deps.clock.now(),
    });
    return { messageId: null, status: 'failed', error: reason };
  }
}

/** A system notice to a staff member's phone from the organization's instance `instanceId`. */
export async function sendStaffNotice(
  deps: NoticeDeps,
  notice: { organizationId: string; instanceId: string; to: string; text: string },
): Promise<OutboundResult> {
  const [instance] = await deps.db
    .select({
      id: instances.id,
      organizationId: instances.organizationId,
      gateway: instances.gateway,
      gatewayInstanceName: instances.gatewayInstanceName,
      gatewayTokenEnc: instances.gatewayTokenEnc,
    })
    .from(instances)
    .where(
      and(
        eq(instances.id, notice.instanceId),
        eq(instances.organizationId, notice.organizationId),
        isNull(instances.deletedAt),
      ),
    );
  if (!instance) return { messageId: null, status: 'failed', error: INSTANCE_GONE };
  return sendOffConversation(deps, { instance, conversationId: null }, { ...notice, origin: 'system' });
}
