import { eq } from 'drizzle-orm';
import { AgendaSettings, DEFAULT_AGENDA_SETTINGS } from '../../../contract/agenda-settings';
import type { DbOrTx } from '../../db/client';
import { agendaSettings } from '../../db/schema';

/**
 * The shop's agenda settings; an organization that never saved them (a new or demo shop) gets the
 * defaults, and a stored value that no longer passes the rules falls back to them rather than
 * blocking every booking.
 */
export async function loadAgendaSettings(db: DbOrTx, organizationId: string): Promise<AgendaSettings> {
  const [row] = await db
    .select({ values: agendaSettings.values })
    .from(agendaSettings)
    .where(eq(agendaSettings.organizationId, organizationId));
  return agendaSettingsOf(row?.values ?? null);
}

/** The settings from their stored values (null: never saved), read here or inside another statement. */
export function agendaSettingsOf(values: Partial<AgendaSettings> | null): AgendaSettings {
  if (!values) return DEFAULT_AGENDA_SETTINGS;
  const parsed = AgendaSettings.safeParse({ ...DEFAULT_AGENDA_SETTINGS, ...values });
  return parsed.success ? parsed.data : DEFAULT_AGENDA_SETTINGS;
}

export async function saveAgendaSettings(
  db: DbOrTx,
  organizationId: string,
  values: AgendaSettings,
  now: Date,
): Promise<AgendaSettings> {
  await db
    .insert(agendaSettings)
    .values({ organizationId, values, updatedAt: now })
    .onConflictDoUpdate({ target: agendaSettings.organizationId, set: { values, updatedAt: now } });
  return values;
}
