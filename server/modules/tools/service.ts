import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReplayResponse, ResyncWebhookResponse } from '../../../contract/tools';
import { webhookEvents } from '../../db/schema';
import { GatewayError } from '../../gateways/errors';
import { evolutionWebhookUrl } from '../../gateways/evolution/webhook-config';
import { gatewayForInstance } from '../../gateways/resolve';
import { conflict, notFound } from '../../lib/errors';
import { gatewayMessage } from '../instances/gateway-errors';
import { ingestWebhook } from '../webhooks/service';
import { liveInstance } from './live-instance';

/** Points the gateway's webhook of the instance at us again (URL, secret, events) and says how it went. */
export async function resyncWebhook(
  app: FastifyInstance,
  tenantId: string,
  id: string,
): Promise<ResyncWebhookResponse> {
  const row = await liveInstance(app, tenantId, id);
  const url = evolutionWebhookUrl(app.config.publicUrl, row.id);
  try {
    const { gateway, ref } = await gatewayForInstance(app, row);
    await gateway.setWebhook(ref, { url, secret: row.webhookSecret });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    return { success: false, url, message: gatewayMessage(error) };
  }
  app.log.info({ instanceId: row.id, category: 'gateway' }, 'webhook re-synced with the gateway');
  return { success: true, url, message: 'Webhook reconfigurado no provedor' };
}

/**
 * Runs a stored webhook event through the intake again, as the gateway would redeliver it: the
 * message deduplication keeps a message that was already stored from being stored twice.
 */
export async function replayWebhook(
  app: FastifyInstance,
  tenantId: string,
  webhookId: string,
): Promise<ReplayResponse> {
  const [record] = await app.db
    .select({
      instanceId: webhookEvents.instanceId,
      payload: webhookEvents.payload,
      isTest: webhookEvents.isTest,
    })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.organizationId, tenantId), eq(webhookEvents.id, webhookId)));
  if (!record) throw notFound('Webhook não encontrado');
  if (record.isTest) {
    throw conflict('not_replayable', 'Este registro não guarda um evento que possa ser reenviado');
  }
  if (record.payload === null) {
    // A processed event keeps its body only with the debug mode on (a failed one always does).
    throw conflict(
      'not_replayable',
      'Este evento foi processado sem guardar o conteúdo. Ative o Modo Debug nas Configurações para guardar o conteúdo dos próximos eventos.',
    );
  }
  const row = await liveInstance(app, tenantId, record.instanceId);
  const ack = await ingestWebhook(app, row.id, record.payload, { secret: row.webhookSecret });
  return { success: true, received: ack.received, message: 'Evento reenviado para a recepção' };
}
