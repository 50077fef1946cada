/**
 * The one error every WhatsApp gateway adapter throws. Callers branch on `kind` (and `reason` when
 * they need finer detail) to pick a pt-BR message and to decide whether a retry can help; they never
 * parse gateway texts themselves.
 */

export type GatewayErrorKind =
  /** The instance (or route) does not exist on the gateway. */
  | 'not_found'
  /** Missing or wrong key, or a per-instance key used where only the global key works. */
  | 'unauthorized'
  /** The gateway says our request is malformed: a bug on our side, never worth a retry. */
  | 'bad_request'
  /** 5xx, network failure, or an answer we cannot read: the gateway is not healthy right now. */
  | 'unavailable'
  /** No answer within the time-out. The gateway may still have done the work. */
  | 'timeout'
  /** Understood and refused: number not on WhatsApp, instance disconnected, name taken, QR limit… */
  | 'rejected';

/** Finer causes callers react to (a dedicated message, a state change on the instance). */
export type GatewayErrorReason =
  | 'instance_not_found'
  | 'name_in_use'
  | 'number_not_on_whatsapp'
  | 'not_connected'
  | 'qr_limit'
  | 'invalid_response'
  /** Cloud API: the access token expired or was revoked (Graph code 190). */
  | 'token_invalid'
  /** Cloud API: throughput or call limit reached (130429, 80007, 131056). */
  | 'rate_limited'
  /** Cloud API: more than 24 h since the customer wrote; only a template may go (131047). */
  | 'reengagement_required'
  /** Cloud API: the phone number id (or media id) does not exist for this token ((#100) subcode 33). */
  | 'object_not_found';

/** The gateway that answered (or failed to): the instance's provider, named in pt-BR messages. */
export type GatewayName = 'evolution' | 'cloud' | 'simulator';

export interface GatewayErrorInit {
  kind: GatewayErrorKind;
  /** Set by the adapter that raised it (tagGatewayErrors); null when raised outside the adapters. */
  gateway?: GatewayName | null;
  /** The gateway's own text, joined when it sent several. */
  gatewayMessage: string;
  /** HTTP status, or null when no response arrived (network error, time-out, local validation). */
  status?: number | null;
  reason?: GatewayErrorReason | null;
  /** Which call failed, e.g. `sendText`; shown in logs and the webhook monitor. */
  operation?: string;
  /** Overrides the default retry rule of the kind (see `retryableByDefault`). */
  retryable?: boolean;
  cause?: unknown;
}

/** Time-outs and unhealthy gateways may recover; everything else fails the same way again. */
const retryableByDefault = (kind: GatewayErrorKind): boolean => kind === 'timeout' || kind === 'unavailable';

export class GatewayError extends Error {
  readonly kind: GatewayErrorKind;
  readonly gateway: GatewayName | null;
  readonly status: number | null;
  readonly gatewayMessage: string;
  readonly reason: GatewayErrorReason | null;
  readonly operation: string | null;
  readonly retryable: boolean;

  constructor(init: GatewayErrorInit) {
    const where = init.operation ? `${init.operation}: ` : '';
    const status = init.status ? ` (HTTP ${init.status})` : '';
    super(`${where}${init.kind}${status}: ${init.gatewayMessage}`, { cause: init.cause });
    this.name = 'GatewayError';
    this.kind = init.kind;
    this.gateway = init.gateway ?? null;
    this.status = init.status ?? null;
    this.gatewayMessage = init.gatewayMessage;
    this.reason = init.reason ?? null;
    this.operation = init.operation ?? null;
    this.retryable = init.retryable ?? retryableByDefault(init.kind);
  }

  /** The same error tagged with the call that raised it (the HTTP layer does not know the name). */
  withOperation(operation: string): GatewayError {
    return new GatewayError({ ...this.init(), operation });
  }

  /** The same error tagged with the gateway that raised it (the shared HTTP layer does not know it). */
  withGateway(gateway: GatewayName): GatewayError {
    return new GatewayError({ ...this.init(), gateway });
  }

  private init(): GatewayErrorInit {
    return {
      kind: this.kind,
      gateway: this.gateway,
      gatewayMessage: this.gatewayMessage,
      status: this.status,
      reason: this.reason,
      operation: this.operation ?? undefined,
      retryable: this.retryable,
      cause: this.cause,
    };
  }
}

export const isGatewayError = (value: unknown): value is GatewayError => value instanceof GatewayError;
