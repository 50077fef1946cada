import { vi } from 'vitest';

export const VIEWPORT_HEIGHT = 600;
export const ROW_HEIGHT = 50;

/** jsdom has no `Element.scrollTo`: this one moves and, as a browser does, reports the scroll after. */
function scrollTo(this: Element, options?: ScrollToOptions | number) {
  const top = typeof options === 'number' ? undefined : options?.top;
  if (top === undefined) return;
  this.scrollTop = Math.max(0, top);
  queueMicrotask(() => this.dispatchEvent(new Event('scroll')));
}

/**
 * jsdom lays nothing out, so a virtual list would show no row. This gives the chat a 600 px
 * viewport, every list row 50 px, the scroller a scroll height of its content, and `scrollTo`.
 */
export const stubChatLayout = () => {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(VIEWPORT_HEIGHT);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-index') ? ROW_HEIGHT : 0;
  });
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
