import { eq, sql } from 'drizzle-orm';
import type { SystemSettings, UserPreferences } from '../../../contract/settings';
import { USER_PREFERENCES_DEFAULTS } from '../../../contract/settings';
import type { DbOrTx } from '../../db/client';
import { organizations, userPreferences } from '../../db/schema';

/** The organization's master AI switch (the pipeline's first check). */
export async function setOrganizationAi(db: DbOrTx, organizationId: string, enabled: boolean): Promise<void> {
  await db
    .update(organizations)
    .set({ globalAiEnabled: enabled, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId));
}

/**
 * Writes the settings: the two that have columns go there, the rest into `organizations.settings`,
 * merged over what is stored so keys written by other features are kept.
 */
export async function saveOrgSettings(
  db: DbOrTx,
  organizationId: string,
  settings: SystemSettings,
): Promise<void> {
  const { globalAiEnabled, redistributeIdleLeads, ...stored } = settings;
  await db
    .update(organizations)
    .set({
      settings: sql`${organizations.settings} || ${JSON.stringify(stored)}::jsonb`,
      globalAiEnabled,
      leadRedistributionEnabled: redistributeIdleLeads,
      updatedAt: new Date(),
    })
    .where(eq(organizations.id, organizationId));
}

export async function loadPreferences(db: DbOrTx, userId: string): Promise<UserPreferences> {
  const [row] = await db
    .select({
      darkMode: userPreferences.darkMode,
      compactMode: userPreferences.compactMode,
      animations: userPreferences.animations,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row ?? USER_PREFERENCES_DEFAULTS;
}

export async function savePreferences(
  db: DbOrTx,
  user: { userId: string; organizationId: string },
  preferences: UserPreferences,
): Promise<void> {
  const values = { ...preferences, updatedAt: new Date() };
  await db
    .insert(userPreferences)
    .values({ userId: user.userId, organizationId: user.organizationId, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: values });
}
