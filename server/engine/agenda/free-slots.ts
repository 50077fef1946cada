import type { AgendaSettings } from '../../../contract/agenda-settings';
import type { DbOrTx } from '../../db/client';
import { busyBetween } from './repository';
import { freeSlots } from './rules';

/** How far ahead free times are looked for. */
const SEARCH_WINDOW_MS = 62 * 86_400_000;

/** The nearest free times from `from` (never before now), for a refusal's offer and the AI's question. */
export async function nearestFreeSlots(
  db: DbOrTx,
  organizationId: string,
  settings: AgendaSettings,
  options: {
    from: Date;
    now: Date;
    count: number;
    durationMinutes?: number;
    exceptId?: string;
    until?: Date;
  },
): Promise<Date[]> {
  const from = new Date(Math.max(options.from.getTime(), options.now.getTime()));
  const to = options.until ?? new Date(from.getTime() + SEARCH_WINDOW_MS);
  const busy = await busyBetween(db, organizationId, { from, to }, options.exceptId);
  return freeSlots(settings, busy, { ...options, from });
}
