/**
 * Session markers of the partner areas (spec 3 §3 "stored locally", §4 keep-alive): the last time
 * the user opened the CRM or the credit portal, in local storage.
 */
export type PartnerArea = 'autocerto' | 'financeiras';

const KEY = (area: PartnerArea) => `vendai.partnerSession.${area}`;

/** Keep-alive frames load only for areas visited within this window. */
export const KEEP_ALIVE_WINDOW_MS = 30 * 60_000;
/** How often the keep-alive checks (spec 3 §9: 300000 ms). */
export const KEEP_ALIVE_INTERVAL_MS = 300_000;

export function markPartnerVisit(area: PartnerArea, now = Date.now()): void {
  try {
    localStorage.setItem(KEY(area), String(now));
  } catch {
    // Private mode without storage: the keep-alive simply does not run.
  }
}

export function clearPartnerVisit(area: PartnerArea): void {
  try {
    localStorage.removeItem(KEY(area));
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export function visitedRecently(area: PartnerArea, now = Date.now()): boolean {
  try {
    const at = Number(localStorage.getItem(KEY(area)));
    return at > 0 && now - at <= KEEP_ALIVE_WINDOW_MS;
  } catch {
    return false;
  }
}
