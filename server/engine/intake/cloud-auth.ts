import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cloudNumbers, instances } from '../../db/schema';
import { cloudSignatureMatches } from '../../gateways/cloud';
import { decryptSecret } from '../../lib/crypto';
import { notFound, unauthorized } from '../../lib/errors';
import { type IntakeInstance, intakeInstance } from './instance';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signature header of a Cloud API post and the exact bytes it signs. */
export interface CloudSignature {
  header: string | readonly string[] | undefined;
  rawBody: string;
}

async function cloudRow(db: Db, instanceId: string) {
  if (!UUID.test(instanceId)) return undefined;
  const [row] = await db
    .select({ appSecretEnc: cloudNumbers.appSecretEnc, verifyToken: cloudNumbers.verifyToken })
    .from(cloudNumbers)
    .innerJoin(instances, eq(instances.id, cloudNumbers.instanceId))
    .where(
      and(
        eq(cloudNumbers.instanceId, instanceId),
        eq(instances.gateway, 'cloud'),
        isNull(instances.deletedAt),
      ),
    );
  return row;
}

/**
 * Step 1 for the Cloud API: the instance of the URL, if Meta signed the raw body with its app
 * secret. Unknown (or not a Cloud API number) → 404; missing or wrong signature → 401; nothing is
 * stored either way. The secret is read fresh every time: a post is rare next to Evolution's, and a
 * rotated secret must work at once.
 */
export async function authenticateCloudWebhook(
  deps: { readonly db: Db; readonly config: { readonly encryptionKey: Buffer } },
  instanceId: string,
  signature: CloudSignature,
): Promise<IntakeInstance> {
  const row = await cloudRow(deps.db, instanceId);
  if (!row) throw notFound('Instância não encontrada');
  let appSecret: string;
  try {
    appSecret = decryptSecret(deps.config.encryptionKey, row.appSecretEnc);
  } catch {
    throw unauthorized('Segredo do app não pode ser lido: cadastre-o de novo', 'invalid_webhook_signature');
  }
  if (!cloudSignatureMatches(signature.header, signature.rawBody, appSecret)) {
    throw unauthorized('Assinatura do webhook ausente ou inválida', 'invalid_webhook_signature');
  }
  const instance = await intakeInstance(deps.db, instanceId);
  if (!instance) throw notFound('Instância não encontrada');
  return instance;
}

/**
 * Meta's subscription check (`hub.mode=subscribe`, `hub.verify_token`): the challenge to echo when
 * the token is this instance's, else null (the route answers 403). Timing is not a concern here:
 * the verify token only proves who configured the app, and the signature guards every post.
 */
export async function cloudVerificationChallenge(
  db: Db,
  instanceId: string,
  query: { mode?: string; verifyToken?: string; challenge?: string },
): Promise<string | null> {
  if (query.mode !== 'subscribe' || !query.verifyToken || query.challenge === undefined) return null;
  const row = await cloudRow(db, instanceId);
  return row && row.verifyToken === query.verifyToken ? query.challenge : null;
}
