/** Inclusive bounds of a numeric setting (spec 1 §5); without a step the value is a whole number. */
export interface Bounds {
  readonly min: number;
  readonly max: number;
  readonly step?: number;
}

const decimalsOf = (step: number): number => (String(step).split('.')[1] ?? '').length;

/** Keeps a value inside its bounds, on the nearest step (0.1 for temperature, 1 for seconds). */
export const clampNumber = (value: number, { min, max, step = 1 }: Bounds): number => {
  const inside = Math.min(max, Math.max(min, value));
  const snapped = Math.min(max, min + Math.round((inside - min) / step) * step);
  // Floating steps (0.1, 0.05) leave tails such as 0.30000000000000004.
  return Number(snapped.toFixed(decimalsOf(step)));
};

const parse = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
};

/** What a numeric field shows once it loses focus: clamped, or blank when it holds no number. */
export const clampText = (text: string, bounds: Bounds): string => {
  const value = parse(text);
  return value === null ? '' : String(clampNumber(value, bounds));
};

/** The number to send: a blank field falls back to its default (spec 1 §5), anything else is clamped. */
export const numberOrDefault = (text: string, bounds: Bounds, fallback: number): number => {
  const value = parse(text);
  return value === null ? fallback : clampNumber(value, bounds);
};

/** A typed number outside its bounds: refused by the save, never changed behind the user's back. */
export const isOutOfRange = (text: string, { min, max }: Bounds): boolean => {
  const value = parse(text);
  if (value === null) return false;
  return value < min || value > max;
};
