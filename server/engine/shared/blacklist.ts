/**
 * The instance's blacklist (spec 1 §3 `followUpBlacklist`: phone numbers, one per line). Numbers are
 * written by people, with or without the country code, spaces or dashes, so they are compared by
 * digits, and a listed number without the country code still matches the full one.
 */

/** Shortest tail worth matching: a Brazilian number without area code has 8 digits. */
const MIN_TAIL_DIGITS = 8;

export function blacklistNumbers(list: string | readonly string[]): string[] {
  const lines = typeof list === 'string' ? list.split(/[\n,;]+/) : list;
  return lines.map((line) => line.replace(/\D/g, '')).filter((digits) => digits.length >= MIN_TAIL_DIGITS);
}

export function isBlacklisted(list: string | readonly string[], contactNumber: string): boolean {
  const contact = contactNumber.replace(/\D/g, '');
  if (!contact) return false;
  return blacklistNumbers(list).some(
    (listed) => listed === contact || contact.endsWith(listed) || listed.endsWith(contact),
  );
}
