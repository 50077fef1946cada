import type { FastifyInstance } from 'fastify';
import type { CreateInstanceBody, CreateInstanceResponse } from '../../../contract/dashboard';
import { GatewayError } from '../../gateways/errors';
import { evolutionWebhookUrl } from '../../gateways/evolution/webhook-config';
import type { QrState } from '../../gateways/port';
import { gatewayForInstance, type ResolvedGateway } from '../../gateways/resolve';
import type { AuthContext } from '../../lib/auth-context';
import { encryptSecret } from '../../lib/crypto';
import type { AuditActor } from '../audit/record';
import { createCloudInstance } from './cloud-provisioning';
import * as dashboardRepo from './dashboard-repository';
import { gatewayHttpError } from './gateway-errors';
import { createInstance, loadInstance } from './service';

/**
 * Putting an instance on its gateway: at creation from the dashboard, or on the first connect for
 * instances created elsewhere (users screen, onboarding) that Evolution has not heard of yet.
 */

type GatewayRow = dashboardRepo.InstanceGatewayRow;

/**
 * Creates the instance on the gateway with our webhook (URL and secret header) and keeps the
 * instance key Evolution returns (`hash`), encrypted. Answers the first QR state, if any.
 */
export async function registerOnGateway(
  app: FastifyInstance,
  row: GatewayRow,
  resolved: ResolvedGateway,
): Promise<QrState | null> {
  const created = await resolved.gateway.createInstance({
    instanceName: row.gatewayInstanceName,
    webhook: { url: evolutionWebhookUrl(app.config.publicUrl, row.id), secret: row.webhookSecret },
  });
  // The simulator checks no keys, so only Evolution's is worth keeping.
  if (row.gateway === 'evolution') {
    await dashboardRepo.updateInstanceFlags(app.db, row.organizationId, row.id, {
      gatewayTokenEnc: encryptSecret(app.config.encryptionKey, created.token),
    });
  }
  if (created.qr?.state === 'qr') {
    await dashboardRepo.saveQrCode(app.db, row.organizationId, row.id, created.qr.qrCode, new Date());
  }
  return created.qr;
}

/** An Evolution instance without a key was never created there (see above); the simulator needs nothing. */
export const needsRegistration = (row: GatewayRow): boolean =>
  row.gateway === 'evolution' && row.gatewayTokenEnc === null;

/**
 * Registers an unregistered instance before its first QR. A name already taken on Evolution means
 * it exists there (created by hand, or a create whose answer was lost): connect to it instead.
 */
export async function registerIfNeeded(
  app: FastifyInstance,
  row: GatewayRow,
  resolved: ResolvedGateway,
): Promise<QrState | null> {
  if (!needsRegistration(row)) return null;
  try {
    return await registerOnGateway(app, row, resolved);
  } catch (error) {
    if (error instanceof GatewayError && error.reason === 'name_in_use') return null;
    throw error;
  }
}

/**
 * The QR state of an instance, registering it on the gateway first when it was never registered or
 * was removed there (by hand, or by Evolution's DEL_INSTANCE timer): it is created again with our
 * webhook, so connecting always works from the dashboard.
 */
export async function connectRegistered(
  app: FastifyInstance,
  row: GatewayRow,
  resolved: ResolvedGateway,
): Promise<QrState> {
  const registered = await registerIfNeeded(app, row, resolved);
  if (registered) return registered;
  try {
    return await resolved.gateway.connect(resolved.ref);
  } catch (error) {
    if (!(row.gateway === 'evolution' && error instanceof GatewayError && error.kind === 'not_found'))
      throw error;
    app.log.warn({ instanceId: row.id }, 'instance missing on Evolution: creating it again');
    return (await registerOnGateway(app, row, resolved)) ?? { state: 'pending', count: 0, pairingCode: null };
  }
}

/**
 * POST /api/instances: the row (plan limit, defaults) for the calling user, then the gateway. When
 * the gateway refuses, the row is discarded and the gateway's failure is the answer.
 */
export async function createDashboardInstance(
  app: FastifyInstance,
  actor: AuthContext,
  body: CreateInstanceBody,
  source: AuditActor,
): Promise<CreateInstanceResponse> {
  if (body.provider === 'cloud') return createCloudInstance(app, actor, body);
  const tenantId = actor.organizationId;
  const { instance } = await createInstance(
    app.db,
    tenantId,
    { userId: actor.userId, name: body.name, phone: body.phone },
    { evolutionApiUrl: app.config.evolutionApiUrl, audit: source },
  );
  const row = await dashboardRepo.findInstanceGatewayRow(app.db, tenantId, instance.id);
  if (!row) throw new Error('created instance vanished');
  let qr: QrState | null;
  try {
    qr = await registerOnGateway(app, row, await gatewayForInstance(app, row));
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    app.log.warn({ err: error, instanceId: row.id }, 'gateway refused the new instance');
    await dashboardRepo.discardInstance(app.db, tenantId, row.id);
    throw gatewayHttpError(error);
  }
  const stored = await loadInstance(app.db, tenantId, row.id);
  return { ...stored, qrCode: qr?.state === 'qr' ? qr.qrCode : null };
}
