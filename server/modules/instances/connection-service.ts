import type { FastifyInstance } from 'fastify';
import type { DisconnectResponse, SyncReason, SyncStatusResponse } from '../../../contract/dashboard';
import type { Instance } from '../../../contract/instances';
import { GatewayError } from '../../gateways/errors';
import type { ConnectionState } from '../../gateways/events';
import { gatewayForInstance } from '../../gateways/resolve';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { diffForAudit } from '../audit/diff';
import { type AuditActor, recordAudit } from '../audit/record';
import * as dashboardRepo from './dashboard-repository';
import { callGateway, gatewayMessage } from './gateway-errors';
import { deleteInstance, loadInstance, scopeOf } from './service';

/** Keeping the stored connection in line with the gateway: sync-status, disconnect, QR answers. */

type GatewayRow = dashboardRepo.InstanceGatewayRow;
export type Correction = NonNullable<SyncStatusResponse['correction']>;

/** The live instance the caller may act on (a seller only its own); 404 otherwise. */
export async function loadGatewayRow(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
): Promise<GatewayRow> {
  const row = await dashboardRepo.findInstanceGatewayRow(app.db, actor.organizationId, id, scopeOf(actor));
  if (!row) throw notFound('Instância não encontrada');
  return row;
}

/** What a gateway state means for `isConnected`; `connecting` is a transient reconnect when open. */
function connectedFor(state: ConnectionState, row: GatewayRow): boolean {
  if (state === 'open') return true;
  if (state === 'connecting') return row.isConnected;
  return false;
}

/**
 * Stores the gateway's state and, when `isConnected` flips, emits the live event and answers the
 * correction made. The intake applies the same change from webhooks; whichever comes first wins and
 * the other finds nothing to change, so the event goes out once.
 */
export async function applyGatewayState(
  app: FastifyInstance,
  row: GatewayRow,
  state: ConnectionState,
  connected: boolean = connectedFor(state, row),
): Promise<Correction | null> {
  const changed = await dashboardRepo.setConnected(app.db, row.organizationId, row.id, connected, state);
  if (!changed) return null;
  await app.events.publish(row.organizationId, {
    type: connected ? 'instance_connected' : 'instance_disconnected',
    instanceId: row.id,
  });
  return connected
    ? { action: 'mark_connected', newStatus: 'connected' }
    : { action: 'mark_disconnected', newStatus: 'disconnected' };
}

const SYNC_MESSAGES: Record<SyncReason, string> = {
  in_sync: 'Status sincronizado',
  gateway_open: 'Status corrigido: WhatsApp conectado',
  gateway_closed: 'Status corrigido: WhatsApp desconectado',
  gateway_connecting: 'Aguardando a leitura do QR Code',
  gateway_unauthorized: 'Token ou API Key inválidos',
  gateway_unavailable: 'Não foi possível consultar o status no provedor',
};

export async function syncStatus(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
): Promise<SyncStatusResponse> {
  const row = await loadGatewayRow(app, actor, id);
  let state: ConnectionState;
  try {
    const { gateway, ref } = await gatewayForInstance(app, row);
    state = await gateway.connectionState(ref);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    const reason: SyncReason = error.kind === 'unauthorized' ? 'gateway_unauthorized' : 'gateway_unavailable';
    return {
      correction: null,
      canSync: false,
      isConnected: row.isConnected,
      reason,
      message: gatewayMessage(error),
    };
  }
  const correction = await applyGatewayState(app, row, state);
  const isConnected = correction ? correction.newStatus === 'connected' : row.isConnected;
  let reason: SyncReason = 'in_sync';
  if (correction) reason = isConnected ? 'gateway_open' : 'gateway_closed';
  else if (state === 'connecting' && !isConnected) reason = 'gateway_connecting';
  const message =
    reason === 'in_sync'
      ? `${SYNC_MESSAGES.in_sync}: WhatsApp ${isConnected ? 'conectado' : 'desconectado'}`
      : SYNC_MESSAGES[reason];
  return { correction, canSync: true, isConnected, reason, message };
}

/** Ends the WhatsApp session on the gateway, then stores the instance as disconnected. */
export async function disconnect(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
): Promise<DisconnectResponse> {
  const row = await loadGatewayRow(app, actor, id);
  const { outcome } = await callGateway(async () => {
    const { gateway, ref } = await gatewayForInstance(app, row);
    return gateway.logout(ref);
  });
  await applyGatewayState(app, row, 'close', false);
  return {
    success: true,
    outcome,
    message: outcome === 'logged_out' ? 'WhatsApp desconectado' : 'O WhatsApp já estava desconectado',
    instance: await loadInstance(app.db, row.organizationId, row.id),
  };
}

/**
 * Before an instance is deleted: log out and delete it on the gateway. Best effort: the deletion
 * the user asked for happens even when the gateway is down, and the failure is logged.
 */
export async function removeFromGateway(app: FastifyInstance, row: GatewayRow): Promise<void> {
  try {
    const { gateway, ref } = await gatewayForInstance(app, row);
    await gateway.logout(ref).catch((error: unknown) => {
      // An instance the gateway never had cannot be logged out; deleting it still applies.
      if (!(error instanceof GatewayError && error.kind === 'not_found')) throw error;
    });
    await gateway.deleteInstance(ref);
  } catch (error) {
    app.log.warn({ err: error, instanceId: row.id }, 'instance not removed from its gateway');
  }
  if (row.isConnected) await applyGatewayState(app, row, 'close', false);
}

/** DELETE /api/instances/:id: off the gateway first (best effort), then the soft delete. */
export async function deleteEverywhere(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
  source: AuditActor,
): Promise<Instance> {
  const row = await loadGatewayRow(app, actor, id);
  await removeFromGateway(app, row);
  const deleted = await deleteInstance(app.db, actor.organizationId, id);
  const changes = diffForAudit({ name: deleted.name, phone: deleted.phone }, null);
  await recordAudit(app.db, {
    ...source,
    action: 'instance.deleted',
    target: { type: 'instance', id, label: deleted.name },
    changes,
  });
  return deleted;
}
