import { normalizeName } from './port';

/** The words of a name, accents and case folded: "T-Cross 1.0 TSI" → ["t", "cross", "1", "0", "tsi"]. */
const words = (name: string): string[] =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Whether `needle`'s words appear in a row inside `haystack`'s ("gol" is in "Gol 1.0", not in "Golf"). */
function hasWordRun(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0) return false;
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((word, offset) => haystack[start + offset] === word)) return true;
  }
  return false;
}

/**
 * The brand the customer named: the same normalised name, else a table name that contains it
 * (FIPE writes "VW - VolksWagen" and "GM - Chevrolet").
 */
export function matchBrand<T extends { nome: string }>(brands: readonly T[], wanted: string): T | undefined {
  const key = normalizeName(wanted);
  if (!key) return undefined;
  return (
    brands.find((brand) => normalizeName(brand.nome) === key) ??
    brands.find((brand) => hasWordRun(words(brand.nome), words(wanted))) ??
    brands.find((brand) => normalizeName(brand.nome).includes(key))
  );
}

/**
 * The table's models that are the customer's model, best first: the model's words as whole words
 * ("Gol" matches "Gol 1.0 Mi", not "Golf"), else the name containing it ("hb20" in "HB20S"),
 * shorter names (the base version) before longer ones.
 */
export function matchModels<T extends { nome: string }>(models: readonly T[], wanted: string): T[] {
  const key = normalizeName(wanted);
  if (!key) return [];
  const wantedWords = words(wanted);
  const byWords = models.filter((model) => hasWordRun(words(model.nome), wantedWords));
  const found =
    byWords.length > 0 ? byWords : models.filter((model) => normalizeName(model.nome).includes(key));
  return [...found].sort((a, b) => a.nome.length - b.nome.length);
}
