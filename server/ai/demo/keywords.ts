/** Keyword matching for the offline demo: accent- and case-insensitive, on word starts. */

/** "Financiação" and "financiacao" must match the same stem. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The stems are a fixed list: each pattern is compiled once, not on every message. */
const patterns = new Map<string, RegExp>();

function stemPattern(stem: string, wholeWord: boolean): RegExp {
  const key = `${wholeWord ? 'w' : 's'}:${stem}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    const tail = wholeWord ? '(?![\\p{L}\\p{N}])' : '[\\p{L}\\p{N}]*';
    pattern = new RegExp(`(?:^|[^\\p{L}\\p{N}])(${escapeRegExp(stem)}${tail})`, 'u');
    patterns.set(key, pattern);
  }
  return pattern;
}

/**
 * The words of `text` that start with one of the stems ("financ" finds "financiar", "financiamento"),
 * in stem order, each at most once. Multi-word stems ("quero comprar") match as phrases. With
 * `wholeWord`, a stem must be the whole word ("oi" must not find "oito").
 */
export function matchStems(text: string, stems: readonly string[], wholeWord = false): string[] {
  return matchNormalized(normalizeText(text), stems, wholeWord);
}

/** `matchStems` on a text already through `normalizeText`: a text tried against many lists is normalized once. */
export function matchNormalized(normalized: string, stems: readonly string[], wholeWord = false): string[] {
  const found: string[] = [];
  for (const stem of stems) {
    const match = stemPattern(stem, wholeWord).exec(normalized);
    const word = match?.[1];
    if (word && !found.includes(word)) found.push(word);
  }
  return found;
}

/** FNV-1a: a stable, dependency-free hash so the same message always picks the same wording. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
