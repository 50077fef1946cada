import type { Clock } from '../../../server/lib/clock';

/**
 * Real time moved to a fixed weekday morning in São Paulo (Wednesday 10:00, inside the default AI
 * schedule), so the AI decision, and with it whether a reply job is queued, does not depend on when
 * the bench runs. Time still flows and waits are real.
 */
export function businessHoursClock(start = new Date('2025-03-12T13:00:00.000Z')): Clock {
  const offset = start.getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + offset),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}
