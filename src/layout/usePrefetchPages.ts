import { useEffect } from 'react';
import type { AppPage, PageRoute } from '../custom-pages/definePage';

/** How long after the frame mounts the prefetch waits: the page on screen loads its own code first. */
export const PREFETCH_DELAY_MS = 1500;

type Idle = (callback: () => void) => void;

const whenIdle: Idle = (callback) => {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(callback, { timeout: 2000 });
  else window.setTimeout(callback, 1);
};

/**
 * Once the page on screen has had its turn, the code of the pages the menu offers loads in the
 * background, one page per idle moment of the browser, so a menu click waits for the page's data
 * only, not for its code to download and compile. Pages without a `preload` (in the main bundle)
 * are skipped.
 */
export const usePrefetchPages = (
  pages: readonly PageRoute[],
  { delayMs = PREFETCH_DELAY_MS, idle = whenIdle }: { delayMs?: number; idle?: Idle } = {},
): void => {
  useEffect(() => {
    const queue = pages.flatMap((page) => {
      const preload = (page as Partial<AppPage>).preload;
      return preload ? [preload] : [];
    });
    let stopped = false;
    const next = () => {
      if (stopped) return;
      const preload = queue.shift();
      if (!preload) return;
      preload();
      idle(next);
    };
    const timer = window.setTimeout(() => idle(next), delayMs);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [pages, delayMs, idle]);
};
