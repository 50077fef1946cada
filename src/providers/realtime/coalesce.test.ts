import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeyedThrottle } from './coalesce';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createKeyedThrottle', () => {
  it('turns a burst of 100 calls into one run at once and one at the end of the window', () => {
    const throttle = createKeyedThrottle(500);
    const runs: number[] = [];
    for (let index = 0; index < 100; index += 1) throttle.run('instances', () => runs.push(index));
    expect(runs).toEqual([0]);
    vi.advanceTimersByTime(500);
    expect(runs).toEqual([0, 99]);
    vi.advanceTimersByTime(5_000);
    expect(runs).toEqual([0, 99]);
  });

  it('keeps keys apart and runs a quiet key at once', () => {
    const throttle = createKeyedThrottle(500);
    const runs: string[] = [];
    throttle.run('instances', () => runs.push('instances'));
    throttle.run('stats', () => runs.push('stats'));
    expect(runs).toEqual(['instances', 'stats']);
    vi.advanceTimersByTime(500);
    throttle.run('stats', () => runs.push('stats again'));
    expect(runs).toEqual(['instances', 'stats', 'stats again']);
  });

  it('drops pending runs when cancelled', () => {
    const throttle = createKeyedThrottle(500);
    const task = vi.fn();
    throttle.run('stats', task);
    throttle.run('stats', task);
    throttle.cancel();
    vi.advanceTimersByTime(1_000);
    expect(task).toHaveBeenCalledOnce();
  });
});
