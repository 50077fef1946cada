/**
 * The two ways one Brazilian mobile is written. Mobiles gained a ninth digit (a leading 9 after the
 * DDD) between 2012 and 2016, and WhatsApp still addresses many accounts registered before that by
 * the old eight-digit form: `5511988887777` and `551188887777` (and their JIDs) are one person. Only
 * mobiles changed (eight-digit numbers starting 6–9); a landline (2–5) has a single form.
 */
const WITH_NINTH = /^(55[1-9][1-9])9([6-9]\d{7})$/;
const WITHOUT_NINTH = /^(55[1-9][1-9])([6-9]\d{7})$/;

/** The other form of a Brazilian mobile given as digits; null for anything else. */
export function otherMobileForm(digits: string): string | null {
  const withNinth = WITH_NINTH.exec(digits);
  if (withNinth) return `${withNinth[1]}${withNinth[2]}`;
  const withoutNinth = WITHOUT_NINTH.exec(digits);
  if (withoutNinth) return `${withoutNinth[1]}9${withoutNinth[2]}`;
  return null;
}

/**
 * Numbers and phone JIDs (`…@s.whatsapp.net`, with or without a device suffix) together with the
 * other form of every Brazilian mobile among them, without repeats. LIDs and other values pass
 * unchanged: their digits are not a phone number.
 */
export function withMobileForms(identifiers: readonly string[]): string[] {
  const all = new Set<string>();
  for (const value of identifiers) {
    if (value.length === 0) continue;
    all.add(value);
    const [user = '', domain] = value.split('@');
    if (domain !== undefined && domain !== 's.whatsapp.net' && domain !== 'c.us') continue;
    const digits = user.split(':')[0] ?? '';
    const other = otherMobileForm(digits);
    if (other) all.add(`${other}${value.slice(digits.length)}`);
  }
  return [...all];
}
