import { GatewayError, type GatewayErrorReason } from '../errors';
import { GRAPH_ERROR, GraphErrorBody, type WebhookError } from './wire';

/**
 * Graph API failures → GatewayError (PROTOCOL §5). The numeric `code` decides, not the HTTP status:
 * Meta answers most refusals with 400 whatever their cause, and a rate limit may come as 400 or 429.
 */

const RATE_LIMIT_CODES: ReadonlySet<number> = new Set([
  GRAPH_ERROR.throughput,
  GRAPH_ERROR.rateLimit,
  GRAPH_ERROR.pairRateLimit,
]);

/** The reason a Graph error code maps to, when we react to it specifically. */
export function reasonOfCode(code: number | undefined): GatewayErrorReason | null {
  if (code === undefined) return null;
  if (code === GRAPH_ERROR.invalidToken) return 'token_invalid';
  if (RATE_LIMIT_CODES.has(code)) return 'rate_limited';
  if (code === GRAPH_ERROR.reengagement) return 'reengagement_required';
  if (code === GRAPH_ERROR.undeliverable) return 'number_not_on_whatsapp';
  return null;
}

function joinedMessage(parts: ReadonlyArray<string | undefined>): string {
  return parts.filter((part): part is string => Boolean(part?.trim())).join(' — ');
}

/** A non-2xx answer of the Graph API. */
export function errorFromGraph(status: number, body: unknown, rawText: string): GatewayError {
  const parsed = GraphErrorBody.safeParse(body);
  if (!parsed.success) {
    const kind = status >= 500 ? 'unavailable' : status === 404 ? 'not_found' : 'bad_request';
    return new GatewayError({ kind, status, gatewayMessage: rawText.slice(0, 300) || `HTTP ${status}` });
  }
  const { code, error_subcode, message, error_data, error_user_msg } = parsed.data.error;
  const gatewayMessage = joinedMessage([
    code === undefined ? undefined : `(#${code})`,
    message,
    error_data?.details ?? error_user_msg,
  ]);
  const reason = reasonOfCode(code);
  if (reason === 'token_invalid' || status === 401) {
    return new GatewayError({ kind: 'unauthorized', status, gatewayMessage, reason: 'token_invalid' });
  }
  if (reason) return new GatewayError({ kind: 'rejected', status, gatewayMessage, reason });
  if (status >= 500) return new GatewayError({ kind: 'unavailable', status, gatewayMessage });
  // (#100) with subcode 33: "Object with ID … does not exist": a wrong phone number id or media id.
  if (status === 404 || (code === GRAPH_ERROR.invalidParameter && error_subcode === 33)) {
    return new GatewayError({ kind: 'not_found', status, gatewayMessage, reason: 'object_not_found' });
  }
  if (status === 403) return new GatewayError({ kind: 'unauthorized', status, gatewayMessage });
  return new GatewayError({ kind: 'bad_request', status, gatewayMessage });
}

/** The pt-BR line stored on a message whose `failed` status webhook carried this error. */
export function webhookErrorText(error: WebhookError): string {
  const reason = reasonOfCode(error.code);
  if (reason === 'reengagement_required')
    return 'Não entregue: mais de 24 horas desde a última mensagem do cliente (só modelos aprovados).';
  if (reason === 'number_not_on_whatsapp')
    return 'Não entregue: o destinatário não pode receber mensagens no WhatsApp.';
  if (reason === 'rate_limited') return 'Não entregue: limite de envios da API oficial atingido.';
  const detail = error.error_data?.details ?? error.message ?? error.title ?? '';
  return `Não entregue (erro ${error.code})${detail ? `: ${detail}` : ''}`;
}
