/**
 * Whether the full load's first paint has happened yet, for the parts that would otherwise update
 * React synchronously before it (`ui/Hint.tsx`). An update set while React commits (a ref callback,
 * a layout effect) is rendered at once in the same task, and React first runs every pending effect
 * of the render it just committed: on a full load that is a second render of the frame and all the
 * first render's effects (about 35 ms on `/`) between the first commit and the browser's paint.
 *
 * Nothing is held unless `main.tsx` asks before its first render, so tests and later renders see
 * the parts as they always were. The held parts: the tooltips of the frame and the dashboard
 * (`ui/Hint.tsx`) and the inbox's instance filter (`custom-pages/inbox/list/InstanceFilter.tsx`).
 */
import { useEffect, useSyncExternalStore } from 'react';

let held = false;
let releasing = false;
const listeners = new Set<() => void>();

/** Called once before the first render of a full load. */
export function holdUntilFirstPaint(): void {
  held = true;
}

/**
 * Releases the held parts once the frame that shows the first commit has been painted: the
 * animation frame runs just before that paint, the timeout just after it. Called from an effect of a
 * held part, so after the first commit; later calls do nothing.
 */
export function releaseAfterPaint(): void {
  if (!held || releasing) return;
  releasing = true;
  requestAnimationFrame(() => {
    setTimeout(release);
  });
}

/** Releases the held parts now: someone reached one (a hover, a focus) before the paint's timeout. */
export function release(): void {
  if (!held) return;
  held = false;
  releasing = false;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** True until the first paint of a full load that asked to hold; the first holder asks for the release. */
export const useHeldUntilFirstPaint = (): boolean => {
  const isHeld = useSyncExternalStore(
    subscribe,
    () => held,
    () => false,
  );
  useEffect(() => {
    if (isHeld) releaseAfterPaint();
  }, [isHeld]);
  return isHeld;
};
