import { useEffect, useRef } from 'react';

/** Runs `effect` each time `condition` turns true (once per streak, not on every render). */
export const useOnceWhen = (condition: boolean, effect: () => void): void => {
  const latest = useRef(effect);
  const fired = useRef(false);
  useEffect(() => {
    latest.current = effect;
  });
  useEffect(() => {
    if (!condition) {
      fired.current = false;
      return;
    }
    if (fired.current) return;
    fired.current = true;
    latest.current();
  }, [condition]);
};
