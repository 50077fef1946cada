import { describe, expect, it } from 'vitest';
import { playedBars, seekTimeAt, WAVEFORM_BARS, waveformBars } from './waveform';

describe('waveformBars', () => {
  it('draws 60 bars between 20% and 100% of the height', () => {
    const bars = waveformBars('message-1');
    expect(bars).toHaveLength(WAVEFORM_BARS);
    expect(WAVEFORM_BARS).toBe(60);
    for (const bar of bars) {
      expect(bar).toBeGreaterThanOrEqual(0.2);
      expect(bar).toBeLessThanOrEqual(1);
    }
  });

  it('draws the same bars for the same message and different ones for another', () => {
    expect(waveformBars('message-1')).toEqual(waveformBars('message-1'));
    expect(waveformBars('message-1')).not.toEqual(waveformBars('message-2'));
  });
});

describe('seekTimeAt', () => {
  it('maps the click position on the waveform to a time in the audio', () => {
    expect(seekTimeAt(50, 200, 40)).toBe(10);
    expect(seekTimeAt(-10, 200, 40)).toBe(0);
    expect(seekTimeAt(500, 200, 40)).toBe(40);
  });

  it('stays at the start while the duration is unknown', () => {
    expect(seekTimeAt(50, 200, Number.NaN)).toBe(0);
    expect(seekTimeAt(50, 0, 40)).toBe(0);
  });
});

describe('playedBars', () => {
  it('colours the bars already played', () => {
    expect(playedBars(0)).toBe(0);
    expect(playedBars(0.5)).toBe(30);
    expect(playedBars(1.2)).toBe(60);
  });
});
