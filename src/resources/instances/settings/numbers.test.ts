import { describe, expect, it } from 'vitest';
import { SETTINGS_BOUNDS } from '../../../../contract/constants';
import { clampText, numberOrDefault } from './numbers';

describe('numeric settings', () => {
  it('clamp into the bounds of spec 1 §5 on the field step', () => {
    expect(clampText('2.7', SETTINGS_BOUNDS.temperature)).toBe('2');
    expect(clampText('-1', SETTINGS_BOUNDS.temperature)).toBe('0');
    expect(clampText('0.34', SETTINGS_BOUNDS.temperature)).toBe('0.3');
    expect(clampText('0,7', SETTINGS_BOUNDS.temperature)).toBe('0.7');
    expect(clampText('4', SETTINGS_BOUNDS.maxFollowUps)).toBe('3');
    expect(clampText('2.6', SETTINGS_BOUNDS.maxFollowUps)).toBe('3');
    expect(clampText('301', SETTINGS_BOUNDS.responseSeconds)).toBe('300');
  });

  it('leave a blank or unreadable field blank, and save it as the default', () => {
    expect(clampText('  ', SETTINGS_BOUNDS.typingSeconds)).toBe('');
    expect(clampText('abc', SETTINGS_BOUNDS.typingSeconds)).toBe('');
    expect(numberOrDefault('', SETTINGS_BOUNDS.typingSeconds, 3)).toBe(3);
    expect(numberOrDefault('0', SETTINGS_BOUNDS.typingSeconds, 3)).toBe(0);
    expect(numberOrDefault('99', SETTINGS_BOUNDS.typingVariation, 20)).toBe(50);
  });
});
