/**
 * Time-outs and retries for every adapter. The SDKs' own retry loops are switched off so the policy
 * (what is retried, how long we wait, how a time-out looks) is the same for all providers.
 */
import { AiProviderError, type AiProviderId, isAiProviderError, PROVIDER_LABELS } from './errors';

export interface RetryPolicy {
  /** Attempts after the first one. */
  maxRetries: number;
  /** Per attempt. */
  timeoutMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 2,
  timeoutMs: 30_000,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
};

/** What every adapter accepts besides its key. */
export interface AdapterOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  maxRetries?: number;
  /** First back-off step; tests shrink it. */
  retryBaseDelayMs?: number;
}

export function policyFrom(options: AdapterOptions): RetryPolicy {
  return {
    maxRetries: Math.max(0, Math.floor(options.maxRetries ?? DEFAULT_RETRY_POLICY.maxRetries)),
    timeoutMs: options.timeoutMs ?? DEFAULT_RETRY_POLICY.timeoutMs,
    baseDelayMs: options.retryBaseDelayMs ?? DEFAULT_RETRY_POLICY.baseDelayMs,
    maxDelayMs: DEFAULT_RETRY_POLICY.maxDelayMs,
  };
}

/** Exponential with jitter, so replicas hit by the same 429 do not come back in lockstep. */
export function backoffDelay(policy: RetryPolicy, retryIndex: number, retryAfterMs?: number): number {
  const exponential = policy.baseDelayMs * 2 ** retryIndex;
  const jittered = exponential / 2 + (Math.random() * exponential) / 2;
  return Math.min(policy.maxDelayMs, Math.max(retryAfterMs ?? 0, jittered));
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface RetryCall<T> {
  provider: AiProviderId;
  policy: RetryPolicy;
  /** The caller's signal: aborting it stops the attempt and every retry. */
  signal: AbortSignal | undefined;
  /** One attempt; must honour the signal it is given. */
  attempt: (signal: AbortSignal) => Promise<T>;
  /** Turns whatever the SDK threw into our error. */
  mapError: (error: unknown) => AiProviderError;
}

/** The caller gave up (job cancelled, shutdown): not worth a retry. */
export function cancelledError(provider: AiProviderId, cause?: unknown): AiProviderError {
  return new AiProviderError({
    kind: 'timeout',
    provider,
    providerMessage: 'Chamada cancelada antes da resposta',
    retryable: false,
    cause,
  });
}

export function throwIfCancelled(provider: AiProviderId, signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw cancelledError(provider, signal.reason);
}

function timedOut(provider: AiProviderId, timeoutMs: number, cause: unknown): AiProviderError {
  return new AiProviderError({
    kind: 'timeout',
    provider,
    providerMessage: `${PROVIDER_LABELS[provider]} não respondeu em ${timeoutMs} ms`,
    cause,
  });
}

export async function withRetry<T>(call: RetryCall<T>): Promise<T> {
  const { provider, policy, signal } = call;
  for (let retryIndex = 0; ; retryIndex++) {
    if (signal?.aborted) throw cancelledError(provider, signal.reason);
    const attemptTimeout = AbortSignal.timeout(policy.timeoutMs);
    const attemptSignal = signal ? AbortSignal.any([signal, attemptTimeout]) : attemptTimeout;
    let failure: AiProviderError;
    try {
      return await call.attempt(attemptSignal);
    } catch (error) {
      // Which signal fired matters more than what the SDK made of the abort.
      if (signal?.aborted) throw cancelledError(provider, error);
      if (attemptTimeout.aborted) failure = timedOut(provider, policy.timeoutMs, error);
      else failure = isAiProviderError(error) ? error : call.mapError(error);
    }
    if (!failure.retryable || retryIndex >= policy.maxRetries) throw failure;
    try {
      await sleep(backoffDelay(policy, retryIndex, failure.retryAfterMs), signal);
    } catch (reason) {
      throw cancelledError(provider, reason);
    }
  }
}
