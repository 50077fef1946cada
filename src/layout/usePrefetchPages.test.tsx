import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageRoute } from '../ui/definePage';
import { usePrefetchPages, useWarmLinks } from './usePrefetchPages';

const lazyPage = (path: string) => ({ path, aliases: [], preload: vi.fn(), prefetch: vi.fn() });

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

  it("asks the first data of the menu's pages after the delay, but not the page on screen's", () => {
    window.history.replaceState(null, '', '/whatsapp?instance=i1');
    const home = lazyPage('/');
    const inbox = lazyPage('/whatsapp');
    const board = lazyPage('/kanban');
    const idle: Array<() => void> = [];
    renderHook(() =>
      usePrefetchPages([home, inbox, board], { delayMs: 1000, idle: (callback) => idle.push(callback) }),
    );
    vi.advanceTimersByTime(999);
    expect(board.prefetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(home.prefetch).toHaveBeenCalledTimes(1);
    expect(board.prefetch).toHaveBeenCalledTimes(1);
    expect(inbox.prefetch).not.toHaveBeenCalled();
    expect(home.preload).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });
});

describe('useWarmLinks', () => {
  const link = (href: string) => {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.textContent = href;
    document.body.append(anchor);
    return anchor;
  };

  it('starts the code and data of the page a pointer is over, with its query string', () => {
    const board = lazyPage('/kanban');
    const home = lazyPage('/');
    const { unmount } = renderHook(() => useWarmLinks([home, board]));
    const toBoard = link('/kanban?instance=i1');
    toBoard.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(board.preload).toHaveBeenCalledTimes(1);
    expect(board.prefetch).toHaveBeenCalledWith('?instance=i1');
    // A link to the page on screen, or to no page of the menu, starts nothing.
    link('/').dispatchEvent(new Event('focusin', { bubbles: true }));
    link('/estoque').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(home.prefetch).not.toHaveBeenCalled();
    unmount();
    toBoard.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(board.prefetch).toHaveBeenCalledTimes(1);
    document.body.replaceChildren();
  });
});
