import { randomBytes } from 'node:crypto';
import { and, eq, isNull, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CloudInstanceBody, CloudSettingsResponse } from '../../../contract/cloud';
import { onlyDigits } from '../../../contract/common';
import type { CreateInstanceResponse } from '../../../contract/dashboard';
import { cloudNumbers, instances } from '../../db/schema';
import type { PhoneNumberAnswer } from '../../gateways/cloud';
import { cloudInstanceName, createCloudGateway, phoneNumberIdOf } from '../../gateways/cloud';
import { GatewayError } from '../../gateways/errors';
import type { AuthContext } from '../../lib/auth-context';
import { encryptSecret } from '../../lib/crypto';
import { conflict, notFound } from '../../lib/errors';
import { gatewayHttpError } from './gateway-errors';
import { createInstance, loadInstance, scopeOf } from './service';

/** Where Meta's app must post this instance's events. */
export const cloudWebhookUrl = (publicUrl: string, instanceId: string): string =>
  `${publicUrl}/api/webhooks/cloud/${instanceId}`;

/** The number's facts, or the pt-BR refusal: Meta is asked before anything is stored. */
async function checkedNumber(app: FastifyInstance, body: CloudInstanceBody): Promise<PhoneNumberAnswer> {
  try {
    return await createCloudGateway({ baseUrl: app.config.whatsappGraphUrl }).phoneNumber({
      name: body.phoneNumberId,
      token: body.accessToken,
    });
  } catch (error) {
    if (error instanceof GatewayError) throw gatewayHttpError(error);
    throw error;
  }
}

async function assertNotLive(app: FastifyInstance, tenantId: string, phoneNumberId: string): Promise<void> {
  const [taken] = await app.db
    .select({ id: instances.id })
    .from(instances)
    .where(
      and(
        eq(instances.organizationId, tenantId),
        eq(instances.gateway, 'cloud'),
        like(instances.gatewayInstanceName, `${phoneNumberId}:%`),
        isNull(instances.deletedAt),
      ),
    );
  if (taken)
    throw conflict('cloud_number_in_use', 'Este número oficial já está cadastrado em outra instância');
}

/**
 * POST /api/instances with `provider: "cloud"`: the credentials are checked with
 * `GET /{phone-number-id}` first; then the instance, its token and app secret (encrypted), a fresh
 * verify token and the number's facts are stored together. Nothing is stored when Meta refuses.
 */
export async function createCloudInstance(
  app: FastifyInstance,
  actor: AuthContext,
  body: CloudInstanceBody,
): Promise<CreateInstanceResponse> {
  const tenantId = actor.organizationId;
  await assertNotLive(app, tenantId, body.phoneNumberId);
  const number = await checkedNumber(app, body);
  const key = app.config.encryptionKey;
  const { instance } = await createInstance(
    app.db,
    tenantId,
    { userId: actor.userId, name: body.name, phone: onlyDigits(number.display_phone_number) },
    {
      gateway: {
        kind: 'cloud',
        instanceName: cloudInstanceName(body.phoneNumberId, randomBytes(4).toString('hex')),
        tokenEnc: encryptSecret(key, body.accessToken),
      },
      alongside: async (tx, instanceId) => {
        await tx.insert(cloudNumbers).values({
          instanceId,
          organizationId: tenantId,
          wabaId: body.wabaId,
          appSecretEnc: encryptSecret(key, body.appSecret),
          verifyToken: randomBytes(24).toString('base64url'),
          displayPhoneNumber: number.display_phone_number,
          verifiedName: number.verified_name,
          qualityRating: number.quality_rating,
          messagingLimitTier: number.messaging_limit_tier ?? null,
        });
        // A Cloud number is connected as soon as Meta vouches for it: there is no QR.
        await tx
          .update(instances)
          .set({ isConnected: true, connectionState: 'open' })
          .where(eq(instances.id, instanceId));
      },
    },
  );
  return { ...(await loadInstance(app.db, tenantId, instance.id)), qrCode: null };
}

/** GET /api/instances/:id/cloud: the facts for the card and what to paste into Meta's app. */
export async function cloudSettings(
  app: FastifyInstance,
  actor: AuthContext,
  instanceId: string,
): Promise<CloudSettingsResponse> {
  // loadInstance answers 404 for another organization's id and for a seller's other instances.
  const instance = await loadInstance(app.db, actor.organizationId, instanceId, scopeOf(actor));
  const [row] = await app.db
    .select({ number: cloudNumbers, gatewayInstanceName: instances.gatewayInstanceName })
    .from(cloudNumbers)
    .innerJoin(instances, eq(instances.id, cloudNumbers.instanceId))
    .where(
      and(eq(cloudNumbers.instanceId, instance.id), eq(cloudNumbers.organizationId, actor.organizationId)),
    );
  if (!row) throw notFound('Esta instância não usa a API oficial do WhatsApp');
  const { number } = row;
  return {
    phoneNumberId: phoneNumberIdOf(row.gatewayInstanceName),
    wabaId: number.wabaId,
    displayPhoneNumber: number.displayPhoneNumber,
    verifiedName: number.verifiedName,
    qualityRating: number.qualityRating,
    messagingLimitTier: number.messagingLimitTier,
    webhookUrl: cloudWebhookUrl(app.config.publicUrl, instance.id),
    verifyToken: number.verifyToken,
    checkedAt: number.checkedAt.toISOString(),
    lastAccountEvent: number.lastAccountEvent ?? null,
  };
}
