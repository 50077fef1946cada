/** Turns what the `openai` SDK throws into an AiProviderError, keeping the provider's message. */
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { AiProviderError, type AiProviderId, kindForStatus, parseRetryAfter } from '../errors';

/** The body's own `error.message`; the SDK's `message` prefixes the status and may be a JSON dump. */
function bodyMessage(error: APIError): string | undefined {
  const body: unknown = error.error;
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}

export function mapOpenAiError(error: unknown, provider: AiProviderId): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof APIConnectionTimeoutError) {
    return new AiProviderError({ kind: 'timeout', provider, providerMessage: error.message, cause: error });
  }
  if (error instanceof APIConnectionError) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return new AiProviderError({
      kind: 'unavailable',
      provider,
      providerMessage: `${error.message}${cause}`,
      cause: error,
    });
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    const code = typeof error.code === 'string' ? error.code : undefined;
    return new AiProviderError({
      kind: kindForStatus(error.status),
      provider,
      status: error.status,
      providerMessage: bodyMessage(error) ?? error.message,
      code,
      // An exhausted quota answers 429 too, but waiting a few seconds will not refill it.
      retryable: code === 'insufficient_quota' ? false : undefined,
      retryAfterMs: parseRetryAfter(error.headers),
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new AiProviderError({ kind: 'unavailable', provider, providerMessage: message, cause: error });
}
