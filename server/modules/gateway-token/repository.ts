import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema';

/** The organization's gateway credentials from the token dialog (secrets encrypted by the caller). */

export interface StoredGateway {
  url: string | null;
  apiKeyEnc: string | null;
  tokenEnc: string | null;
}

export async function findStoredGateway(db: DbOrTx, tenantId: string): Promise<StoredGateway> {
  const [row] = await db
    .select({
      url: organizations.evolutionApiUrl,
      apiKey: organizations.evolutionApiKeyEnc,
      token: organizations.evolutionTokenEnc,
    })
    .from(organizations)
    .where(and(eq(organizations.id, tenantId), isNull(organizations.deletedAt)));
  return { url: row?.url ?? null, apiKeyEnc: row?.apiKey ?? null, tokenEnc: row?.token ?? null };
}

export interface GatewayCredentialsUpdate {
  evolutionApiUrl: string | null;
  evolutionApiKeyEnc: string;
  evolutionTokenEnc: string;
}

export async function saveGatewayCredentials(
  db: DbOrTx,
  tenantId: string,
  update: GatewayCredentialsUpdate,
): Promise<void> {
  await db
    .update(organizations)
    .set({ ...update, updatedAt: new Date() })
    .where(and(eq(organizations.id, tenantId), isNull(organizations.deletedAt)));
}
