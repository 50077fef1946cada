import { useEffect } from 'react';
import { pageFor } from '../custom-pages/preload';
import type { AppPage, PageRoute } from '../ui/definePage';
import { isActivePath } from './navigation';

/** How long after the frame mounts the prefetch waits: the page on screen loads its own code first. */
export const PREFETCH_DELAY_MS = 1500;

type Idle = (callback: () => void) => void;

const whenIdle: Idle = (callback) => {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(callback, { timeout: 2000 });
  else window.setTimeout(callback, 1);
};

const lazyParts = (page: PageRoute): Partial<AppPage> => page as Partial<AppPage>;

/**
 * Once the page on screen has had its turn, the pages the menu offers get ready in the background:
 * the first data of those that know it is asked into the query cache at once (a few requests; not
 * the page on screen's: it has its own), and their code loads one page per idle moment of the
 * browser (downloading and compiling a chunk is the costly part). A menu click then waits for
 * neither a request nor a chunk, only for the page's render. The data stays as fresh as the page
 * itself asks (its stale time, and live events mark it stale), so a later click shows it at once
 * and asks again when it is stale. Pages with neither (in the main bundle, no prefetch) are skipped.
 */
export const usePrefetchPages = (
  pages: readonly PageRoute[],
  { delayMs = PREFETCH_DELAY_MS, idle = whenIdle }: { delayMs?: number; idle?: Idle } = {},
): void => {
  useEffect(() => {
    const queue = pages.flatMap((page) => {
      const preload = lazyParts(page).preload;
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
    const timer = window.setTimeout(() => {
      for (const page of pages) {
        if (!isActivePath(page, window.location.pathname)) lazyParts(page).prefetch?.();
      }
      idle(next);
    }, delayMs);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [pages, delayMs, idle]);
};

const WARM_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * A pointer over a link to one of `pages` (or a touch on it, or the keyboard's focus) starts that
 * page's code and first data, some 100 ms before the click; what is loaded and fresh is not asked
 * again. Links to the page on screen are left alone.
 */
export const useWarmLinks = (pages: readonly PageRoute[]): void => {
  useEffect(() => {
    let last: Element | null = null;
    const warm = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if (event.type === 'pointerover' && link === last) return;
      last = link;
      const page = pageFor(link.pathname, pages as readonly AppPage[]);
      if (!page || isActivePath(page, window.location.pathname)) return;
      page.preload?.();
      page.prefetch?.(link.search);
    };
    for (const type of WARM_EVENTS) document.addEventListener(type, warm, { passive: true });
    return () => {
      for (const type of WARM_EVENTS) document.removeEventListener(type, warm);
    };
  }, [pages]);
};
