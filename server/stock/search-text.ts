/** The text the stock search matches on: accent-free, lower case, one space between words. */
export function normalizeWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}.]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Body types as stored, with the words customers use for them. */
export const BODY_LABELS: Record<string, string> = {
  hatch: 'hatch',
  sedan: 'sedã sedan',
  suv: 'suv utilitario',
  pickup: 'picape pickup caminhonete',
  van: 'van minivan',
};

export interface SearchableCar {
  make: string;
  model: string;
  version: string;
  color: string;
  fuel: string;
  transmission: string;
  bodyType: string;
}

/**
 * `vehicles.search_text` of a car: "T-Cross" is also stored as "tcross" and "t cross", so a
 * customer typing any of them finds it.
 */
export function searchTextOf(car: SearchableCar): string {
  const model = normalizeWords(car.model);
  const joined = model.replace(/[\s.-]+/g, '');
  const words = [
    car.make,
    model,
    joined !== model ? joined : '',
    car.version,
    BODY_LABELS[car.bodyType] ?? car.bodyType,
    car.color,
    car.fuel,
    car.transmission,
  ];
  return normalizeWords(words.filter(Boolean).join(' '));
}
