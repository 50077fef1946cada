import { describe, expect, it } from 'vitest';
import { AiProviderError, kindForStatus, parseRetryAfter } from '../../../server/ai/errors';
import { backoffDelay, type RetryPolicy, withRetry } from '../../../server/ai/retry';

const policy: RetryPolicy = { maxRetries: 3, timeoutMs: 1_000, baseDelayMs: 1, maxDelayMs: 50 };

const failing = (kind: AiProviderError['kind'], status?: number) =>
  new AiProviderError({ kind, provider: 'openai', status, providerMessage: `falha ${kind}` });

function scripted<T>(outcomes: Array<T | Error>) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    attempt: async (): Promise<T> => {
      const outcome = outcomes[Math.min(calls++, outcomes.length - 1)];
      if (outcome instanceof Error) throw outcome;
      return outcome as T;
    },
  };
}

describe('withRetry', () => {
  it('retries retryable failures until one succeeds', async () => {
    const script = scripted<string>([failing('unavailable', 502), failing('rate_limit', 429), 'ok']);
    const result = await withRetry({
      provider: 'openai',
      policy,
      signal: undefined,
      attempt: script.attempt,
      mapError: () => failing('unavailable'),
    });
    expect(result).toBe('ok');
    expect(script.calls).toBe(3);
  });

  it('stops at maxRetries and throws the last failure', async () => {
    const script = scripted<string>([failing('unavailable', 500)]);
    await expect(
      withRetry({
        provider: 'openai',
        policy,
        signal: undefined,
        attempt: script.attempt,
        mapError: () => failing('unavailable'),
      }),
    ).rejects.toMatchObject({ kind: 'unavailable', status: 500 });
    expect(script.calls).toBe(policy.maxRetries + 1);
  });

  it.each(['auth', 'bad_request', 'invalid_response'] as const)('never retries %s', async (kind) => {
    const script = scripted<string>([failing(kind)]);
    await expect(
      withRetry({
        provider: 'openai',
        policy,
        signal: undefined,
        attempt: script.attempt,
        mapError: () => failing('unavailable'),
      }),
    ).rejects.toMatchObject({ kind });
    expect(script.calls).toBe(1);
  });

  it('maps foreign errors through mapError', async () => {
    const script = scripted<string>([new TypeError('fetch failed')]);
    await expect(
      withRetry({
        provider: 'gemini',
        policy: { ...policy, maxRetries: 0 },
        signal: undefined,
        attempt: script.attempt,
        mapError: (error) =>
          new AiProviderError({ kind: 'unavailable', provider: 'gemini', providerMessage: String(error) }),
      }),
    ).rejects.toMatchObject({ kind: 'unavailable', providerMessage: 'TypeError: fetch failed' });
  });

  it('gives each attempt its own time-out signal', async () => {
    let calls = 0;
    const error = await withRetry({
      provider: 'openai',
      policy: { ...policy, timeoutMs: 30, maxRetries: 1 },
      signal: undefined,
      mapError: () => failing('unavailable'),
      attempt: (signal) => {
        calls++;
        return new Promise<string>((_, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        );
      },
    }).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
    expect(calls).toBe(2);
  });

  it('does not start when the caller already gave up', async () => {
    const script = scripted(['ok']);
    await expect(
      withRetry({
        provider: 'openai',
        policy,
        signal: AbortSignal.abort(),
        attempt: script.attempt,
        mapError: () => failing('unavailable'),
      }),
    ).rejects.toMatchObject({ kind: 'timeout', retryable: false });
    expect(script.calls).toBe(0);
  });
});

describe('backoffDelay', () => {
  it('grows exponentially, with jitter, up to the cap', () => {
    const slow: RetryPolicy = { maxRetries: 5, timeoutMs: 1, baseDelayMs: 100, maxDelayMs: 1_000 };
    for (let i = 0; i < 20; i++) {
      expect(backoffDelay(slow, 0)).toBeGreaterThanOrEqual(50);
      expect(backoffDelay(slow, 0)).toBeLessThanOrEqual(100);
      expect(backoffDelay(slow, 2)).toBeGreaterThanOrEqual(200);
      expect(backoffDelay(slow, 2)).toBeLessThanOrEqual(400);
      expect(backoffDelay(slow, 10)).toBeLessThanOrEqual(1_000);
    }
  });

  it('waits at least what the provider asked, within the cap', () => {
    const slow: RetryPolicy = { maxRetries: 5, timeoutMs: 1, baseDelayMs: 10, maxDelayMs: 1_000 };
    expect(backoffDelay(slow, 0, 700)).toBe(700);
    expect(backoffDelay(slow, 0, 60_000)).toBe(1_000);
  });
});

describe('error helpers', () => {
  it('maps statuses to kinds', () => {
    expect([401, 403, 429, 400, 404, 422, 408, 500, 502, 503, 504].map(kindForStatus)).toEqual([
      'auth',
      'auth',
      'rate_limit',
      'bad_request',
      'bad_request',
      'bad_request',
      'timeout',
      'unavailable',
      'unavailable',
      'unavailable',
      'timeout',
    ]);
  });

  it('reads Retry-After in seconds, milliseconds or as a date', () => {
    expect(parseRetryAfter(new Headers({ 'retry-after': '2' }))).toBe(2_000);
    expect(parseRetryAfter(new Headers({ 'retry-after-ms': '150', 'retry-after': '2' }))).toBe(150);
    const now = Date.parse('2024-03-12T12:00:00Z');
    expect(parseRetryAfter(new Headers({ 'retry-after': 'Tue, 12 Mar 2024 12:00:05 GMT' }), now)).toBe(5_000);
    expect(parseRetryAfter(new Headers())).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });

  it('serialises without the stack or the key', () => {
    const error = new AiProviderError({
      kind: 'auth',
      provider: 'gemini',
      status: 401,
      providerMessage: 'bad key',
      code: 'UNAUTHENTICATED',
    });
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'AiProviderError',
      kind: 'auth',
      provider: 'gemini',
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'bad key',
    });
    expect(error.message).toBe('Gemini 401 (auth): bad key');
  });
});
