/** The unread badge never grows past this (spec 2 §9). */
export const UNREAD_BADGE_CAP = 99;

/** The badge text, or null when nothing is unread and no badge shows. */
export const unreadBadgeLabel = (count: number): string | null => {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
};
