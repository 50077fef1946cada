import type { FastifyInstance } from 'fastify';
import type {
  InstancePatchBody,
  SystemSettingsBody,
  SystemSettingsResponse,
} from '../../../contract/dashboard';
import type { Instance } from '../../../contract/instances';
import { type AuthContext, isAdmin } from '../../lib/auth-context';
import { encryptSecret } from '../../lib/crypto';
import { forbidden, notFound, validationError } from '../../lib/errors';
import { loadGatewayRow } from './connection-service';
import * as dashboardRepo from './dashboard-repository';
import { loadInstance } from './service';

/**
 * PATCH /api/instances/:id and the per-instance AI switch. A seller may change the AI and the
 * consultant notification of its own instances; the gateway key is the admins'.
 */

/** What the settings dialog sends back for a key it only has masked (spec 1 §5): keep the stored one. */
export function isMaskedKey(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || trimmed.includes('*') || trimmed.toLowerCase() === 'not set';
}

async function publishAiSwitch(app: FastifyInstance, tenantId: string, instanceId: string, enabled: boolean) {
  await app.events.publish(tenantId, { type: enabled ? 'ai_enabled' : 'ai_disabled', instanceId });
}

export async function patchInstance(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
  body: InstancePatchBody,
): Promise<Instance> {
  const row = await loadGatewayRow(app, actor, id);
  const changes: dashboardRepo.InstanceFlagChanges = {};
  if (body.aiEnabled !== undefined) changes.aiEnabled = body.aiEnabled;
  const consultantChange =
    body.consultorNotificationEnabled !== undefined || body.consultorNotificationPhone !== undefined;
  // The same rule as PATCH /settings, which holds these fields too: who is told about hot leads is
  // the organization's decision.
  if (consultantChange && !isAdmin(actor))
    throw forbidden('Somente administradores podem alterar a notificação do consultor');
  if (body.consultorNotificationEnabled !== undefined)
    changes.consultorNotificationEnabled = body.consultorNotificationEnabled;
  if (body.consultorNotificationPhone !== undefined)
    changes.consultorNotificationPhone = body.consultorNotificationPhone || null;
  if (body.bikerhubApiKey !== undefined) {
    if (!isAdmin(actor)) throw forbidden('Somente administradores podem alterar a API Key da instância');
    if (body.bikerhubApiKey === null) changes.gatewayTokenEnc = null;
    else if (!isMaskedKey(body.bikerhubApiKey))
      changes.gatewayTokenEnc = encryptSecret(app.config.encryptionKey, body.bikerhubApiKey.trim());
  }

  const notifying = changes.consultorNotificationEnabled ?? row.consultorNotificationEnabled;
  const phone =
    changes.consultorNotificationPhone !== undefined
      ? changes.consultorNotificationPhone
      : row.consultorNotificationPhone;
  if (notifying && !phone) {
    throw validationError(
      'consultorNotificationPhone',
      'Informe o telefone do consultor para ativar a notificação',
    );
  }

  if (Object.keys(changes).length > 0) {
    if (!(await dashboardRepo.updateInstanceFlags(app.db, actor.organizationId, id, changes))) {
      throw notFound('Instância não encontrada');
    }
    if (changes.aiEnabled !== undefined && changes.aiEnabled !== row.aiEnabled) {
      await publishAiSwitch(app, actor.organizationId, id, changes.aiEnabled);
    }
  }
  return loadInstance(app.db, actor.organizationId, id);
}

/** POST /api/instances/:id/system-settings: the instance's global AI switch, read by the pipeline. */
export async function setGlobalAi(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
  body: SystemSettingsBody,
): Promise<SystemSettingsResponse> {
  const row = await loadGatewayRow(app, actor, id);
  await dashboardRepo.updateInstanceFlags(app.db, actor.organizationId, id, {
    globalAiEnabled: body.globalAiEnabled,
  });
  if (row.globalAiEnabled !== body.globalAiEnabled) {
    await publishAiSwitch(app, actor.organizationId, id, body.globalAiEnabled);
  }
  return {
    success: true,
    instanceId: id,
    globalAiEnabled: body.globalAiEnabled,
    message: body.globalAiEnabled ? 'IA ativada para esta instância' : 'IA desativada para esta instância',
  };
}
