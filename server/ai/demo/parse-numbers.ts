/**
 * Money, mileage, years, terms and plates as a Brazilian customer writes them ("10 mil",
 * "R$ 10.000", "80 mil km", "48x"). Pure, for the demo assistant's tool calls.
 */
import { normalizeText } from './keywords';

/** "10.000,50" → 10000.5; "15,5" → 15.5; "10.000" → 10000 (a dot before three digits groups thousands). */
function decimal(text: string): number {
  const grouped = /^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text) || /^\d+,\d+$/.test(text);
  const plain = grouped ? text.replace(/\./g, '').replace(',', '.') : text.replace(',', '.');
  return Number(plain);
}

/** An amount with its scale word: "10 mil" → 10000, "1,5 milhão" → 1500000, "10k" → 10000. */
const AMOUNT = /(\d[\d.,]*)\s*(mil\b|k\b|milhao\b|milhoes\b|reais\b)?/g;

interface Amount {
  value: number;
  /** Where it ends in the normalized text, to read what follows ("km", "de entrada"). */
  end: number;
  start: number;
}

function amounts(normalized: string): Amount[] {
  const found: Amount[] = [];
  for (const match of normalized.matchAll(AMOUNT)) {
    const number = decimal((match[1] ?? '').replace(/[.,]$/, ''));
    if (!Number.isFinite(number)) continue;
    const scale = match[2]?.trim();
    const factor = scale === 'mil' || scale === 'k' ? 1_000 : scale?.startsWith('milh') ? 1_000_000 : 1;
    found.push({
      value: number * factor,
      start: match.index ?? 0,
      end: (match.index ?? 0) + match[0].length,
    });
  }
  return found;
}

const followedByKm = (normalized: string, amount: Amount): boolean =>
  /^\s*(km|quilometr|kms\b|rodados)/.test(normalized.slice(amount.end));

const isYear = (amount: Amount, normalized: string): boolean =>
  Number.isInteger(amount.value) &&
  amount.value >= 1950 &&
  amount.value <= 2049 &&
  !/r\$\s*$/.test(normalized.slice(0, amount.start));

/** The first amount of money: not a mileage, a year, nor a term ("48x"). Null when none. */
export function parseMoney(text: string): number | null {
  const normalized = normalizeText(text);
  for (const amount of amounts(normalized)) {
    if (followedByKm(normalized, amount) || isYear(amount, normalized)) continue;
    if (/^\s*(x|vezes|meses|parcelas)\b/.test(normalized.slice(amount.end))) continue;
    if (amount.value < 100) continue;
    return amount.value;
  }
  return null;
}

/** The amount said to be the down payment ("10 mil de entrada", "entrada de R$ 5.000"), else null. */
export function parseDownPayment(text: string): number | null {
  const normalized = normalizeText(text);
  const near = /entrada\s+(?:de\s+)?(r\$\s*)?(\d[\d.,]*\s*(?:mil|k)?)/.exec(normalized);
  if (near?.[2]) return parseMoney(near[2]);
  const before = /(r\$\s*)?(\d[\d.,]*\s*(?:mil|k)?)\s+(?:reais\s+)?(?:de|na|como)\s+entrada/.exec(normalized);
  if (before?.[2]) return parseMoney(before[2]);
  return null;
}

/** The mileage: "80 mil km" → 80000, "80.000 km", "80000km". Null when none. */
export function parseKm(text: string): number | null {
  const normalized = normalizeText(text);
  const amount = amounts(normalized).find((candidate) => followedByKm(normalized, candidate));
  return amount ? Math.round(amount.value) : null;
}

/** A car's year (1950–2049), the first one written; "2015/2016" → 2015. */
export function parseYear(text: string): number | null {
  const match = /(?<![\d.,])(19[5-9]\d|20[0-4]\d)(?![\d.,]*\s*(?:km|mil|reais))/.exec(normalizeText(text));
  return match ? Number(match[1]) : null;
}

/** The financing term in months: "48x", "em 48 vezes", "48 meses", "48 parcelas". */
export function parseTermMonths(text: string): number | null {
  const match = /\b(\d{1,3})\s*(x\b|vezes\b|meses\b|parcelas\b)/.exec(normalizeText(text));
  return match ? Number(match[1]) : null;
}

/** A Brazilian plate, old (ABC-1234) or Mercosul (ABC1D23), uppercased without the dash. */
export function parsePlate(text: string): string | null {
  const match = /\b([a-z]{3})-?(\d[a-z0-9]\d{2})\b/i.exec(text);
  return match ? `${match[1]}${match[2]}`.toUpperCase() : null;
}
