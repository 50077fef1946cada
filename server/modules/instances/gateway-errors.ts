import { gatewayErrorMessagePtBr } from '../../gateways/error-messages';
import { GatewayError } from '../../gateways/errors';
import { NOT_CONFIGURED_OPERATION } from '../../gateways/resolve';
import { HttpError } from '../../lib/errors';

/**
 * The one translation of a gateway failure into our `{ error, message }` answer. A gateway problem is
 * never a 500, and never a 401/403 either: the web app treats those as "your session ended" and
 * logs the user out, which a wrong Evolution key must not do.
 */

export const GATEWAY_NOT_CONFIGURED_MESSAGE =
  'A Evolution API não está configurada. Informe a URL e a API Key em "Configurar Token".';

function statusOf(error: GatewayError): number {
  switch (error.kind) {
    case 'timeout':
      return 504;
    case 'rejected':
      return error.reason === 'number_not_on_whatsapp' ? 422 : 409;
    default:
      // unavailable, unauthorized, not_found, bad_request: the upstream failed us.
      return 502;
  }
}

/** pt-BR text of a gateway failure, including the "nothing configured" case the adapters never see. */
export function gatewayMessage(error: GatewayError): string {
  if (error.operation === NOT_CONFIGURED_OPERATION && error.kind === 'unavailable') {
    return GATEWAY_NOT_CONFIGURED_MESSAGE;
  }
  return gatewayErrorMessagePtBr(error);
}

export function gatewayHttpError(error: GatewayError): HttpError {
  const code =
    error.operation === NOT_CONFIGURED_OPERATION
      ? 'gateway_not_configured'
      : `gateway_${error.reason ?? error.kind}`;
  return new HttpError(statusOf(error), code, gatewayMessage(error), {
    kind: error.kind,
    reason: error.reason,
    operation: error.operation,
  });
}

/** Runs a gateway call, turning its GatewayError into the HTTP answer; other errors pass through. */
export async function callGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GatewayError) throw gatewayHttpError(error);
    throw error;
  }
}
