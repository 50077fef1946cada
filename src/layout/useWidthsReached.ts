import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * How many of these minimum widths the viewport reaches, by the same media queries as MUI's
 * `useMediaQuery` (one hook for a list whose length changes with the role's links).
 */
export const useWidthsReached = (widths: readonly number[]): number => {
  const count = () => widths.filter((width) => window.matchMedia(`(min-width:${width}px)`).matches).length;
  return useSyncExternalStore(subscribe, count, count);
};
