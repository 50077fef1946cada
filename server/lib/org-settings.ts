import { eq } from 'drizzle-orm';
import { SYSTEM_SETTINGS_DEFAULTS, SystemSettings } from '../../contract/settings';
import type { DbOrTx } from '../db/client';
import { organizations } from '../db/schema';

/** Keys of `organizations.settings` (the rest of the settings live in their own columns). */
export type StoredSettings = Omit<SystemSettings, 'globalAiEnabled' | 'redistributeIdleLeads'>;

const StoredSettings = SystemSettings.omit({ globalAiEnabled: true, redistributeIdleLeads: true });

/**
 * The stored JSON with defaults for what is missing, key by key: a bad or missing value (an older
 * row, a hand edit) falls back to its default instead of failing every request of the tenant.
 */
export function parseStoredSettings(raw: Record<string, unknown> | null | undefined): StoredSettings {
  const result = { ...SYSTEM_SETTINGS_DEFAULTS } as Record<string, unknown>;
  const shape = StoredSettings.shape;
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    const parsed = shape[key].safeParse(raw?.[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  const { globalAiEnabled: _ai, redistributeIdleLeads: _re, ...stored } = result as SystemSettings;
  return stored;
}

/** Every system setting of an organization, defaults applied; undefined for an unknown one. */
export async function loadOrgSettings(
  db: DbOrTx,
  organizationId: string,
): Promise<SystemSettings | undefined> {
  const [row] = await db
    .select({
      settings: organizations.settings,
      globalAiEnabled: organizations.globalAiEnabled,
      redistributeIdleLeads: organizations.leadRedistributionEnabled,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) return undefined;
  return {
    ...parseStoredSettings(row.settings),
    globalAiEnabled: row.globalAiEnabled,
    redistributeIdleLeads: row.redistributeIdleLeads,
  };
}
