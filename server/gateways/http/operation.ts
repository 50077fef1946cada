import { GatewayError } from '../errors';

/**
 * Tags a GatewayError with the name of the port call that failed (the HTTP layer does not know it),
 * for logs and the webhook monitor. Anything that is not a GatewayError is a bug and passes through.
 */
export function rethrowAs(operation: string): (error: unknown) => never {
  return (error: unknown) => {
    if (error instanceof GatewayError) throw error.operation ? error : error.withOperation(operation);
    throw error;
  };
}

/** A call refused before it leaves: what we were asked to send cannot be sent (no text, no name…). */
export function localError(operation: string, message: string): GatewayError {
  return new GatewayError({ kind: 'bad_request', operation, gatewayMessage: message });
}

/**
 * A 2xx answer without what the call needs (an HTML page from a proxy, a send without an id). The
 * gateway may have acted, so it is never retried.
 */
export function invalidAnswer(
  message: string,
  where: { operation?: string; status?: number } = {},
): GatewayError {
  return new GatewayError({
    kind: 'unavailable',
    ...where,
    gatewayMessage: message,
    reason: 'invalid_response',
    retryable: false,
  });
}
