import { GatewayError } from '../errors';

/** The JSON of a body, or undefined when it is empty or not JSON (a proxy's HTML page, say). */
export function parseJson(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A call that got no answer: a time-out, or a network failure naming its cause (ECONNREFUSED…). */
export function transportError(error: unknown, timeoutMs: number): GatewayError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new GatewayError({
      kind: 'timeout',
      gatewayMessage: `No answer within ${timeoutMs} ms`,
      cause: error,
    });
  }
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  const message = error instanceof Error ? `${error.message}${cause}` : String(error);
  return new GatewayError({ kind: 'unavailable', gatewayMessage: message, cause: error });
}
