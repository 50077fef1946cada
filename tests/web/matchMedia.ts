/**
 * jsdom has no `matchMedia`. This one answers width queries for a given viewport width and the
 * colour-scheme query from `prefersDark`, which is enough for MUI's `useMediaQuery`.
 */
export const installMatchMedia = (width: number, { prefersDark = false } = {}) => {
  const matches = (query: string): boolean => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    if (max || min) return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    if (query.includes('prefers-color-scheme: dark')) return prefersDark;
    return false;
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
};

export const DESKTOP_WIDTH = 1280;
export const PHONE_WIDTH = 390;
