import { eq } from 'drizzle-orm';
import type { FinancingSettings } from '../../contract/financing';
import type { DbOrTx } from '../db/client';
import { financingSettings } from '../db/schema';
import { DEFAULT_FINANCING_SETTINGS } from './defaults';

/** The organization's financing table, or the default one while nobody has saved it. */
export async function loadFinancingSettings(db: DbOrTx, tenantId: string): Promise<FinancingSettings> {
  const [row] = await db
    .select({
      minDownPaymentPercent: financingSettings.minDownPaymentPercent,
      banks: financingSettings.banks,
    })
    .from(financingSettings)
    .where(eq(financingSettings.organizationId, tenantId));
  return row ?? DEFAULT_FINANCING_SETTINGS;
}

export async function saveFinancingSettings(
  db: DbOrTx,
  tenantId: string,
  settings: FinancingSettings,
  at: Date,
): Promise<void> {
  const values = {
    minDownPaymentPercent: settings.minDownPaymentPercent,
    banks: settings.banks.map(({ name, monthlyRate, maxTermMonths }) => ({
      name,
      monthlyRate,
      maxTermMonths,
    })),
    updatedAt: at,
  };
  await db
    .insert(financingSettings)
    .values({ organizationId: tenantId, ...values })
    .onConflictDoUpdate({ target: financingSettings.organizationId, set: values });
}
