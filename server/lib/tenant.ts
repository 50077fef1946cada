import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { organizations } from '../db/schema';
import { notFound } from './errors';

export interface TenantOrganization {
  id: string;
  plan: string;
  evolutionApiKeyEnc: string | null;
}

/**
 * Reads the tenant's organization and locks its row until the transaction ends. Creations that
 * count against a plan limit take this lock first, so two concurrent requests cannot both see
 * room for one more row.
 */
export async function lockTenantOrganization(tx: DbOrTx, tenantId: string): Promise<TenantOrganization> {
  const [row] = await tx
    .select({
      id: organizations.id,
      plan: organizations.plan,
      evolutionApiKeyEnc: organizations.evolutionApiKeyEnc,
    })
    .from(organizations)
    .where(and(eq(organizations.id, tenantId), isNull(organizations.deletedAt)))
    .for('update');
  if (!row) throw notFound('Organização não encontrada');
  return row;
}
