export interface KeyedThrottle {
  /** Runs `task` now if `key` is quiet, else once at the end of its window (the latest task wins). */
  run: (key: string, task: () => void) => void;
  /** Drops every pending task. */
  cancel: () => void;
}

/**
 * At most one run per key per window: the first call runs at once, later calls inside the window
 * collapse into one trailing run. A burst of 100 events therefore costs two refetches, not 100.
 */
export const createKeyedThrottle = (windowMs: number): KeyedThrottle => {
  const windows = new Map<string, { timer: ReturnType<typeof setTimeout>; pending?: () => void }>();

  const open = (key: string) => {
    const timer = setTimeout(() => {
      const pending = windows.get(key)?.pending;
      windows.delete(key);
      if (pending) {
        pending();
        open(key);
      }
    }, windowMs);
    windows.set(key, { timer });
  };

  return {
    run(key, task) {
      const current = windows.get(key);
      if (current) {
        current.pending = task;
        return;
      }
      task();
      open(key);
    },
    cancel() {
      for (const { timer } of windows.values()) clearTimeout(timer);
      windows.clear();
    },
  };
};
