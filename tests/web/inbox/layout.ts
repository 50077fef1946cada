import { vi } from 'vitest';

export const VIEWPORT_HEIGHT = 600;

/** jsdom has no `Element.scrollTo`: this one moves and, as a browser does, reports the scroll after. */
function scrollTo(this: Element, options?: ScrollToOptions | number) {
  const top = typeof options === 'number' ? undefined : options?.top;
  if (top === undefined) return;
  this.scrollTop = Math.max(0, top);
  queueMicrotask(() => this.dispatchEvent(new Event('scroll')));
}

/**
 * jsdom lays nothing out, so a virtual list would show no card. This gives every scroller a 600 px
 * viewport and a scroll height of its content (the inline height the virtual list sets).
 */
export const stubInboxLayout = () => {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(VIEWPORT_HEIGHT);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(400);
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
    const content = this.firstElementChild;
    return content instanceof HTMLElement ? Number.parseFloat(content.style.height) || 0 : 0;
  });
  if (!('scrollTo' in Element.prototype)) {
    Object.defineProperty(Element.prototype, 'scrollTo', {
      configurable: true,
      writable: true,
      value: scrollTo,
    });
  }
};

/** Scrolls the list of conversations to its very end, as a user's wheel would. */
export const scrollListToEnd = (list: HTMLElement) => {
  list.scrollTop = list.scrollHeight - list.clientHeight;
  list.dispatchEvent(new Event('scroll'));
};
