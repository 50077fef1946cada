import type { FastifyInstance } from 'fastify';
import type { UpdateTokenBody, UpdateTokenResponse } from '../../../contract/dashboard';
import { GatewayError } from '../../gateways/errors';
import { evolutionGateway } from '../../gateways/resolve';
import type { AuthContext } from '../../lib/auth-context';
import { comparableSecret, encryptSecret } from '../../lib/crypto';
import { validationError } from '../../lib/errors';
import { diffForAudit } from '../audit/diff';
import { type AuditActor, recordAudit } from '../audit/record';
import { gatewayHttpError } from '../instances/gateway-errors';
import { countLiveInstances } from '../instances/repository';
import { findStoredGateway, saveGatewayCredentials } from './repository';

export const INVALID_CREDENTIALS = 'Token ou API Key inválidos';

/**
 * POST /api/bikerhub/update-token: checks the key against Evolution before keeping anything, so a
 * typo never replaces working credentials. The server is the one named in the body, else the one
 * stored for the organization, else EVOLUTION_API_URL.
 */
export async function updateGatewayToken(
  app: FastifyInstance,
  actor: AuthContext,
  body: UpdateTokenBody,
  source: AuditActor,
): Promise<UpdateTokenResponse> {
  const tenantId = actor.organizationId;
  const stored = await findStoredGateway(app.db, tenantId);
  const storedUrl = stored.url;
  const baseUrl = body.url ?? storedUrl ?? app.config.evolutionApiUrl ?? null;
  if (!baseUrl) throw validationError('url', 'Informe a URL da Evolution API');

  try {
    await evolutionGateway({ baseUrl, apiKey: body.apikey }).verifyCredentials();
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // A refused key is an answer for the dialog (HTTP 200), not a failed request.
    if (error.kind === 'unauthorized') {
      return { success: false, instances: 0, error: INVALID_CREDENTIALS, message: INVALID_CREDENTIALS };
    }
    throw gatewayHttpError(error);
  }

  const key = app.config.encryptionKey;
  const credentials = {
    evolutionApiUrl: body.url ?? storedUrl,
    evolutionApiKeyEnc: encryptSecret(key, body.apikey),
    evolutionTokenEnc: encryptSecret(key, body.token),
  };
  await app.db.transaction(async (tx) => {
    await saveGatewayCredentials(tx, tenantId, credentials);
    // The secrets are compared in clear and recorded masked: a first save reads unset → set, a
    // new key set → set, the same key again not at all.
    const changes = diffForAudit(
      {
        evolutionApiUrl: storedUrl,
        apiKey: comparableSecret(key, stored.apiKeyEnc),
        token: comparableSecret(key, stored.tokenEnc),
      },
      {
        evolutionApiUrl: credentials.evolutionApiUrl,
        apiKey: body.apikey,
        token: body.token,
      },
    );
    await recordAudit(tx, {
      ...source,
      action: 'instance.token_changed',
      target: { type: 'organization', id: tenantId },
      changes,
    });
  });
  const instances = await countLiveInstances(app.db, tenantId);
  return {
    success: true,
    instances,
    error: null,
    message: `Token configurado com sucesso. ${instances} ${instances === 1 ? 'instância' : 'instâncias'} na organização.`,
  };
}
