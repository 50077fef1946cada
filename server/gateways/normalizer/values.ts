/**
 * Readers for the loosely typed values in gateway JSON. Baileys numbers are protobuf Longs: they
 * reach us as numbers, digit strings, or (when serialised raw) `{low, high, unsigned}` objects.
 */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const TWO_TO_32 = 4_294_967_296;

/** A number from a number, a numeric string, or a Long-like object; null for anything else. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
  }
  if (isRecord(value) && typeof value.low === 'number' && typeof value.high === 'number') {
    // Long keeps both halves as signed int32; an unsigned Long's high half must be read unsigned.
    const high = value.unsigned === true ? value.high >>> 0 : value.high;
    return high * TWO_TO_32 + (value.low >>> 0);
  }
  return null;
}

/** WhatsApp timestamps are epoch seconds; a value this large can only be milliseconds. */
const MILLISECONDS_THRESHOLD = 100_000_000_000;

export function toDate(value: unknown): Date | null {
  const number = toNumber(value);
  if (number === null || number <= 0) return null;
  const date = new Date(number >= MILLISECONDS_THRESHOLD ? number : number * 1000);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An ISO date string (the envelope's `date_time`), or null. */
export function parseIsoDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function toBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** A non-blank string, trimmed; null otherwise. */
export function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}

/** The string as sent (whitespace kept: it is what the customer typed), or null when not a string. */
export function rawText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}
