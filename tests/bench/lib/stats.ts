/** Latency figures of one series of samples, in milliseconds. */
export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** The nearest-rank percentile (no interpolation): the figure a sample actually reached. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.length ? total / sorted.length : Number.NaN,
  };
}

export const ms = (value: number): string => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
export const perSecond = (value: number): string => `${Math.round(value).toLocaleString('en-US')}/s`;
export const count = (value: number): string => Math.round(value).toLocaleString('en-US');

export const describe = (s: Summary): string =>
  `n=${s.count} p50 ${ms(s.p50)} p95 ${ms(s.p95)} p99 ${ms(s.p99)} max ${ms(s.max)}`;

/** Milliseconds taken by `work`, on the monotonic clock. */
export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

export const sleep = (millis: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, millis));
