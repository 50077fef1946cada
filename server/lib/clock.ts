/**
 * Time as the server sees it. Everything that schedules or waits (jobs, reply delays, schedules)
 * asks the app's clock instead of `Date`/`setTimeout`, so tests control time and never wait.
 */
export interface Clock {
  now(): Date;
  /** Waits `ms` of this clock's time; the system clock waits for real. */
  sleep?(ms: number): Promise<void>;
}

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: realSleep,
};

/** Waits on the given clock (real time when it has no `sleep` of its own). */
export async function sleepOn(clock: Clock, ms: number): Promise<void> {
  if (!(ms > 0)) return;
  await (clock.sleep ?? realSleep)(ms);
}

/** A clock that moves only when told to: `sleep` advances it at once and remembers the wait. */
export interface ManualClock extends Clock {
  sleep(ms: number): Promise<void>;
  /** Moves the clock forward (a negative value is ignored). */
  advance(ms: number): Date;
  set(at: Date): void;
  /** Every wait asked of `sleep`, in order, in milliseconds. */
  readonly sleeps: number[];
}

export function manualClock(start: Date = new Date('2025-03-10T13:00:00.000Z')): ManualClock {
  let current = start.getTime();
  const sleeps: number[] = [];
  return {
    now: () => new Date(current),
    async sleep(ms: number) {
      sleeps.push(ms);
      if (ms > 0) current += ms;
    },
    advance(ms: number) {
      if (ms > 0) current += ms;
      return new Date(current);
    },
    set(at: Date) {
      current = at.getTime();
    },
    sleeps,
  };
}

/** The system clock moved forward by an offset that only grows: the browser tests' time machine. */
export interface MovableClock extends Clock {
  advance(ms: number): Date;
}

export function movableClock(): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    sleep: realSleep,
    advance(ms: number) {
      if (ms > 0) offset += ms;
      return new Date(Date.now() + offset);
    },
  };
}

export const isMovable = (clock: Clock): clock is MovableClock =>
  typeof (clock as Partial<MovableClock>).advance === 'function';
