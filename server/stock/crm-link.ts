import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { crmConfigs } from '../db/schema';
import type { CrmGateway } from '../gateways/crm/port';
import { crmFor } from '../gateways/crm/resolve';
import { decryptSecret } from '../lib/crypto';

export type CrmLinkRow = typeof crmConfigs.$inferSelect;

/** The organization's CRM link, or undefined when it has none. */
export async function findCrmLink(db: DbOrTx, tenantId: string): Promise<CrmLinkRow | undefined> {
  const [row] = await db.select().from(crmConfigs).where(eq(crmConfigs.organizationId, tenantId));
  return row;
}

/** The adapter of a stored link, with its password decrypted only for the call. */
export function gatewayOfLink(config: Config, link: CrmLinkRow): CrmGateway {
  return crmFor(
    link.provider,
    { username: link.username, password: decryptSecret(config.encryptionKey, link.passwordEnc) },
    { autocertoApiUrl: config.autocertoApiUrl, publicUrl: config.publicUrl },
  );
}
