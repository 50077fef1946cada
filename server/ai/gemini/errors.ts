/**
 * Turns what `@google/genai` throws into an AiProviderError. Its ApiError carries the status and, as
 * its message, the JSON error body ({error:{code,message,status,details}}), which we unpack.
 */
import { ApiError } from '@google/genai';
import { AiProviderError, kindForStatus } from '../errors';

interface GoogleErrorBody {
  message?: string;
  status?: string;
  details?: unknown[];
}

function parseBody(message: string): GoogleErrorBody | undefined {
  try {
    const parsed: unknown = JSON.parse(message);
    if (typeof parsed !== 'object' || parsed === null || !('error' in parsed)) return undefined;
    const error: unknown = parsed.error;
    if (typeof error !== 'object' || error === null) return undefined;
    return {
      message: 'message' in error && typeof error.message === 'string' ? error.message : undefined,
      status: 'status' in error && typeof error.status === 'string' ? error.status : undefined,
      details: 'details' in error && Array.isArray(error.details) ? error.details : undefined,
    };
  } catch {
    return undefined;
  }
}

function detailValue(details: unknown[] | undefined, key: string): string | undefined {
  for (const detail of details ?? []) {
    if (typeof detail === 'object' && detail !== null && key in detail) {
      const value: unknown = (detail as Record<string, unknown>)[key];
      if (typeof value === 'string') return value;
    }
  }
  return undefined;
}

/** google.rpc.RetryInfo says how long to wait, as a duration string such as "13s" or "0.5s". */
function retryDelayMs(details: unknown[] | undefined): number | undefined {
  const raw = detailValue(details, 'retryDelay');
  const seconds = raw ? Number.parseFloat(raw) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

export function mapGeminiError(error: unknown): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof ApiError) {
    const body = parseBody(error.message);
    // Gemini answers a wrong key with 400 INVALID_ARGUMENT; for us that is an auth problem.
    const badKey =
      detailValue(body?.details, 'reason') === 'API_KEY_INVALID' || /api key not valid/i.test(error.message);
    return new AiProviderError({
      kind: badKey ? 'auth' : kindForStatus(error.status),
      provider: 'gemini',
      status: error.status,
      providerMessage: body?.message ?? error.message,
      code: body?.status,
      retryAfterMs: retryDelayMs(body?.details),
      cause: error,
    });
  }
  // fetch() failures (DNS, refused connection) surface as TypeError('fetch failed') with a cause.
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  const message = error instanceof Error ? error.message : String(error);
  return new AiProviderError({
    kind: 'unavailable',
    provider: 'gemini',
    providerMessage: `${message}${cause}`,
    cause: error,
  });
}
