/**
 * How long the AI "types" before each message, as a person would (spec 1 §3: typingSeconds,
 * enableTypingSimulation with typingSpeed characters per second ± typingVariation percent,
 * enableSmartPauses between messages). `humanSimulationEnabled` is the master switch of both
 * simulations; the fixed `typingSeconds` stays, as it is an explicit choice of the instance.
 */

export interface TypingSettings {
  humanSimulationEnabled: boolean;
  typingSeconds: number;
  enableTypingSimulation: boolean;
  typingSpeed: number;
  typingVariation: number;
  enableSmartPauses: boolean;
}

/** WhatsApp shows "digitando…" for at most this long per message (the settings' own maximum). */
export const MAX_TYPING_MS = 30_000;
/** Pause between two messages of one reply: a breath, longer after a longer message. */
const PAUSE_MIN_MS = 800;
const PAUSE_MAX_MS = 2_500;

/** `random` returns 0 ≤ x < 1 (Math.random in production, fixed in tests). */
export type Random = () => number;

/**
 * Typing time for one message: by its length when typing simulation is on, else the fixed
 * `typingSeconds` (0 disables it).
 */
export function typingDurationMs(
  text: string,
  settings: TypingSettings,
  random: Random = Math.random,
): number {
  if (settings.humanSimulationEnabled && settings.enableTypingSimulation && settings.typingSpeed > 0) {
    const base = (text.length / settings.typingSpeed) * 1000;
    const variation = (settings.typingVariation / 100) * (random() * 2 - 1);
    return Math.round(Math.min(MAX_TYPING_MS, Math.max(0, base * (1 + variation))));
  }
  return Math.round(Math.min(MAX_TYPING_MS, Math.max(0, settings.typingSeconds * 1000)));
}

/** The pause before the next part of a split reply; none unless smart pauses are on. */
export function pauseBeforeNextPartMs(
  previous: string,
  settings: TypingSettings,
  random: Random = Math.random,
): number {
  if (!settings.humanSimulationEnabled || !settings.enableSmartPauses) return 0;
  const byLength = PAUSE_MIN_MS + Math.min(1, previous.length / 300) * (PAUSE_MAX_MS - PAUSE_MIN_MS);
  return Math.round(byLength * (0.85 + random() * 0.3));
}
