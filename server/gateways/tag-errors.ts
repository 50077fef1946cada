import { GatewayError, type GatewayName } from './errors';

/**
 * An adapter whose every call tags the GatewayError it throws with the adapter's gateway, so the
 * pt-BR message names who refused (Evolution, the official API, the simulator). Errors come from
 * many places inside an adapter (the shared HTTP layer, local checks, error mapping); tagging at the
 * adapter's edge covers them all. An error already tagged keeps its gateway; others pass through.
 */
export function tagGatewayErrors<T extends object>(gateway: GatewayName, adapter: T): T {
  const retag = (error: unknown): never => {
    if (error instanceof GatewayError && !error.gateway) throw error.withGateway(gateway);
    throw error;
  };
  const tagged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(adapter)) {
    if (typeof value === 'function') {
      tagged[key] = (...args: unknown[]): unknown => {
        try {
          const result: unknown = value.apply(adapter, args);
          return result instanceof Promise ? result.catch(retag) : result;
        } catch (error) {
          return retag(error);
        }
      };
    } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      // A group of calls (the Cloud API's `templates`).
      tagged[key] = tagGatewayErrors(gateway, value);
    } else {
      tagged[key] = value;
    }
  }
  return tagged as T;
}
