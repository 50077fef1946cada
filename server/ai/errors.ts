/** The one error type every AI adapter throws, whatever SDK sits underneath. */

export const AI_PROVIDER_IDS = ['openai', 'gemini', 'deepseek', 'demo'] as const;
export type AiProviderId = (typeof AI_PROVIDER_IDS)[number];

export const AI_ERROR_KINDS = [
  'auth',
  'rate_limit',
  'bad_request',
  'unavailable',
  'timeout',
  'invalid_response',
] as const;
export type AiErrorKind = (typeof AI_ERROR_KINDS)[number];

/** Kinds worth another attempt: the same request may succeed a moment later. */
const RETRYABLE_KINDS: ReadonlySet<AiErrorKind> = new Set(['rate_limit', 'unavailable', 'timeout']);

export const PROVIDER_LABELS: Record<AiProviderId, string> = {
  openai: 'OpenAI',
  gemini: 'Gemini',
  deepseek: 'DeepSeek',
  demo: 'Demo',
};

export interface AiProviderErrorInit {
  kind: AiErrorKind;
  provider: AiProviderId;
  /** HTTP status the provider answered with, when there was an answer. */
  status?: number;
  /** The provider's own words (or ours when it never answered), shown in the inbox and the diagnostic. */
  providerMessage: string;
  /** Provider error code such as `invalid_api_key` or `RESOURCE_EXHAUSTED`. */
  code?: string;
  /** Overrides the default for the kind (a 429 for an exhausted quota will not heal by waiting). */
  retryable?: boolean;
  /** What the provider asked us to wait (Retry-After), in milliseconds. */
  retryAfterMs?: number;
  cause?: unknown;
}

export class AiProviderError extends Error {
  override readonly name = 'AiProviderError';
  readonly kind: AiErrorKind;
  readonly provider: AiProviderId;
  readonly status: number | undefined;
  readonly providerMessage: string;
  readonly code: string | undefined;
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;

  constructor(init: AiProviderErrorInit) {
    const status = init.status === undefined ? '' : ` ${init.status}`;
    super(`${PROVIDER_LABELS[init.provider]}${status} (${init.kind}): ${init.providerMessage}`, {
      cause: init.cause,
    });
    this.kind = init.kind;
    this.provider = init.provider;
    this.status = init.status;
    this.providerMessage = init.providerMessage;
    this.code = init.code;
    this.retryable = init.retryable ?? RETRYABLE_KINDS.has(init.kind);
    this.retryAfterMs = init.retryAfterMs;
  }

  /** Plain shape for the webhook monitor, logs and the diagnostic (never includes the key). */
  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      kind: this.kind,
      provider: this.provider,
      status: this.status,
      code: this.code,
      message: this.providerMessage,
    };
  }
}

export const isAiProviderError = (value: unknown): value is AiProviderError =>
  value instanceof AiProviderError;

/** Kind for an HTTP status, shared by every adapter so 4xx/5xx mean the same everywhere. */
export function kindForStatus(status: number): AiErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 429) return 'rate_limit';
  if (status === 408 || status === 504) return 'timeout';
  if (status >= 500) return 'unavailable';
  return 'bad_request';
}

/** Retry-After is either seconds or an HTTP date; `retry-after-ms` is OpenAI's finer variant. */
export function parseRetryAfter(headers: Headers | undefined, now: number = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = Number(headers.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return ms;
  const raw = headers.get('retry-after');
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return seconds > 0 ? seconds * 1000 : undefined;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
