import { GatewayError } from '../errors';

/**
 * Bounded retries with exponential backoff and jitter, for calls that may be repeated. Only errors
 * marked `retryable` (time-outs, 5xx, network failures) are retried: a 4xx fails the same way every
 * time, and retrying a refused send would only delay the failure the caller must record.
 */
export interface RetryPolicy {
  /** Total attempts, the first included. */
  attempts: number;
  /** Delay before the second attempt; doubles after each failure. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 400, maxDelayMs: 5_000 };

export interface RetryRuntime {
  sleep: (ms: number) => Promise<void>;
  /** A number in [0, 1); injectable so tests can pin the jitter. */
  random: () => number;
}

export const realRetryRuntime: RetryRuntime = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

/**
 * "Equal jitter": half the exponential delay is kept, the other half is random. Replicas that failed
 * together then spread out, yet no retry fires immediately.
 */
export function backoffDelay(policy: RetryPolicy, failedAttempt: number, random: () => number): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (failedAttempt - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

export async function withRetry<T>(
  call: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
  runtime: RetryRuntime,
): Promise<T> {
  const attempts = Math.max(1, Math.floor(policy.attempts));
  for (let attempt = 1; ; attempt++) {
    try {
      return await call(attempt);
    } catch (error) {
      const retryable = error instanceof GatewayError && error.retryable;
      if (!retryable || attempt >= attempts) throw error;
      await runtime.sleep(backoffDelay(policy, attempt, runtime.random));
    }
  }
}
