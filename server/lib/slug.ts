/**
 * A URL-safe identifier from a display name: accents dropped, lower case, runs of anything else
 * turned into one hyphen, at most `maxLength` characters. Empty when nothing usable is left.
 */
export function slugify(text: string, maxLength = 40): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}
