import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageRoute } from '../custom-pages/definePage';
import { usePrefetchPages } from './usePrefetchPages';

const lazyPage = (path: string) => ({ path, aliases: [], preload: vi.fn() });

describe('usePrefetchPages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("loads the menu's page code after the delay, one page per idle moment, skipping pages without code", () => {
    const inbox = lazyPage('/whatsapp');
    const board = lazyPage('/kanban');
    const stock: PageRoute = { path: '/estoque', aliases: [] };
    const idle: Array<() => void> = [];
    renderHook(() =>
      usePrefetchPages([inbox, stock, board], { delayMs: 1000, idle: (callback) => idle.push(callback) }),
    );

    vi.advanceTimersByTime(999);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(inbox.preload).not.toHaveBeenCalled();

    idle.shift()?.();
    expect(inbox.preload).toHaveBeenCalledTimes(1);
    expect(board.preload).not.toHaveBeenCalled();

    idle.shift()?.();
    expect(board.preload).toHaveBeenCalledTimes(1);
    idle.shift()?.();
    expect(idle).toHaveLength(0);
  });

  it('loads nothing once the frame is gone', () => {
    const inbox = lazyPage('/whatsapp');
    const idle: Array<() => void> = [];
    const { unmount } = renderHook(() =>
      usePrefetchPages([inbox], { delayMs: 1000, idle: (callback) => idle.push(callback) }),
    );
    vi.advanceTimersByTime(1000);
    unmount();
    idle.shift()?.();
    expect(inbox.preload).not.toHaveBeenCalled();
  });
});
