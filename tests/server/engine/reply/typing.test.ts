import { describe, expect, it } from 'vitest';
import {
  pauseBeforeNextPartMs,
  type TypingSettings,
  typingDurationMs,
} from '../../../../server/engine/reply/typing';

const settings: TypingSettings = {
  humanSimulationEnabled: true,
  typingSeconds: 3,
  enableTypingSimulation: true,
  typingSpeed: 40,
  typingVariation: 0,
  enableSmartPauses: true,
};
const text = 'a'.repeat(120);

describe('how long the AI types', () => {
  it('types by length and pauses between parts while human simulation is on', () => {
    expect(typingDurationMs(text, settings)).toBe(3_000);
    expect(typingDurationMs('a'.repeat(200), settings)).toBe(5_000);
    expect(pauseBeforeNextPartMs(text, settings, () => 0.5)).toBeGreaterThan(0);
  });

  it('falls back to the fixed typing time and no pauses when human simulation is off', () => {
    const off = { ...settings, humanSimulationEnabled: false, typingSeconds: 2 };
    expect(typingDurationMs('a'.repeat(200), off)).toBe(2_000);
    expect(pauseBeforeNextPartMs(text, off, () => 0.5)).toBe(0);
  });

  it('never shows typing for longer than WhatsApp keeps the indicator', () => {
    expect(typingDurationMs('a'.repeat(10_000), settings)).toBe(30_000);
  });
});
