import { and, eq, isNull, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cloudNumbers, instances } from '../../db/schema';
import { decryptSecret } from '../../lib/crypto';
import { phoneNumberIdOf } from '../cloud';

/**
 * The numbers the simulator plays Meta for: Cloud API instances marked `simulated`. Meta knows a
 * number by its phone-number-id and its account by the WABA id, never by our tenant, so the lookups
 * here go by those ids; the page's tenant checks happen in the API modules before anything gets here.
 */

export interface SimulatedNumber {
  instanceId: string;
  organizationId: string;
  phoneNumberId: string;
  wabaId: string;
  /** The business's own number, digits only (the webhook's `metadata.display_phone_number`). */
  phone: string;
  displayPhoneNumber: string;
  verifiedName: string;
  qualityRating: string;
  messagingLimitTier: string | null;
  /** The bearer token the number's calls must carry (decrypted). */
  accessToken: string | null;
  /** The key its webhooks are signed with (decrypted). */
  appSecret: string | null;
}

function readable(key: Buffer, stored: string | null): string | null {
  if (!stored) return null;
  try {
    return decryptSecret(key, stored);
  } catch {
    return null;
  }
}

const columns = {
  instanceId: instances.id,
  organizationId: instances.organizationId,
  gatewayInstanceName: instances.gatewayInstanceName,
  phone: instances.phone,
  tokenEnc: instances.gatewayTokenEnc,
  wabaId: cloudNumbers.wabaId,
  appSecretEnc: cloudNumbers.appSecretEnc,
  displayPhoneNumber: cloudNumbers.displayPhoneNumber,
  verifiedName: cloudNumbers.verifiedName,
  qualityRating: cloudNumbers.qualityRating,
  messagingLimitTier: cloudNumbers.messagingLimitTier,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

function toNumber(key: Buffer, row: Row): SimulatedNumber {
  return {
    instanceId: row.instanceId ?? '',
    organizationId: row.organizationId ?? '',
    phoneNumberId: phoneNumberIdOf(row.gatewayInstanceName ?? ''),
    wabaId: row.wabaId ?? '',
    phone: row.phone ?? '',
    displayPhoneNumber: row.displayPhoneNumber ?? '',
    verifiedName: row.verifiedName ?? '',
    qualityRating: row.qualityRating ?? 'UNKNOWN',
    messagingLimitTier: row.messagingLimitTier,
    accessToken: readable(key, row.tokenEnc),
    appSecret: readable(key, row.appSecretEnc),
  };
}

const live = and(
  eq(instances.gateway, 'cloud'),
  eq(cloudNumbers.simulated, true),
  isNull(instances.deletedAt),
);

/** A simulated number by the phone-number-id of a Graph call's path. */
export async function numberByPhoneId(
  db: DbOrTx,
  key: Buffer,
  phoneNumberId: string,
): Promise<SimulatedNumber | undefined> {
  if (!/^\d{1,30}$/.test(phoneNumberId)) return undefined;
  const [row] = await db
    .select(columns)
    .from(instances)
    .innerJoin(cloudNumbers, eq(cloudNumbers.instanceId, instances.id))
    .where(and(live, like(instances.gatewayInstanceName, `${phoneNumberId}:%`)));
  return row ? toNumber(key, row) : undefined;
}

/** A simulated number by our instance id (the simulator page and the webhook jobs name it so). */
export async function numberByInstanceId(
  db: DbOrTx,
  key: Buffer,
  instanceId: string,
): Promise<SimulatedNumber | undefined> {
  const [row] = await db
    .select(columns)
    .from(instances)
    .innerJoin(cloudNumbers, eq(cloudNumbers.instanceId, instances.id))
    .where(and(live, eq(instances.id, instanceId)));
  return row ? toNumber(key, row) : undefined;
}

/** The simulated numbers of a WhatsApp Business Account (templates are the account's). */
export async function numbersOfAccount(db: DbOrTx, key: Buffer, wabaId: string): Promise<SimulatedNumber[]> {
  if (!/^\d{1,30}$/.test(wabaId)) return [];
  const rows = await db
    .select(columns)
    .from(instances)
    .innerJoin(cloudNumbers, eq(cloudNumbers.instanceId, instances.id))
    .where(and(live, eq(cloudNumbers.wabaId, wabaId)));
  return rows.map((row) => toNumber(key, row));
}
