/** Spec 2 §9: the audio player draws 60 bars. */
export const WAVEFORM_BARS = 60;
const MIN_HEIGHT = 0.2;

/** A 32-bit FNV-1a hash: turns a message id into a seed. */
const hashOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** mulberry32: small and good enough to look like a voice, not for anything secret. */
const randomFrom = (seed: number) => {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * Bar heights between 0.2 and 1 for a voice note. The spec draws them at random; seeding by the
 * message id keeps the same bars when the bubble scrolls out of view and back.
 */
export const waveformBars = (seed: string, count = WAVEFORM_BARS): number[] => {
  const random = randomFrom(hashOf(seed));
  return Array.from({ length: count }, () => MIN_HEIGHT + random() * (1 - MIN_HEIGHT));
};

/** Where a click on the waveform seeks to, in seconds, clamped to the audio. */
export const seekTimeAt = (clickX: number, width: number, duration: number): number => {
  if (!(width > 0) || !Number.isFinite(duration) || duration <= 0) return 0;
  const ratio = Math.min(Math.max(clickX / width, 0), 1);
  return ratio * duration;
};

/** How many bars are "played" at a given progress (0–1). */
export const playedBars = (progress: number, count = WAVEFORM_BARS): number =>
  Math.round(Math.min(Math.max(progress, 0), 1) * count);
