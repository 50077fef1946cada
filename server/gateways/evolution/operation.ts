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
