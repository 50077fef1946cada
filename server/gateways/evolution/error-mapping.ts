import { z } from 'zod';
import { GatewayError, type GatewayErrorKind, type GatewayErrorReason } from '../errors';

/**
 * Evolution's error bodies (PROTOCOL §6), turned into one GatewayError.
 *
 * The global handler answers `{status, error, response: {message}}` where `message` is a string
 * (401), an array of strings, an array holding one array (schema validation), or an array of
 * `{jid, exists:false, number}` (number not on WhatsApp). Connect and restart answer HTTP 200
 * `{error: true, message}` instead of failing.
 */

const NotOnWhatsApp = z.looseObject({ exists: z.literal(false), number: z.unknown().optional() });

const ErrorBody = z.looseObject({
  error: z.unknown().optional(),
  message: z.unknown().optional(),
  response: z.looseObject({ message: z.unknown().optional() }).nullish().catch(null),
});

/** Every leaf of a message tree, as readable strings; `exists:false` objects are kept apart. */
function collectMessages(
  value: unknown,
  into: { texts: string[]; missingNumbers: string[] },
  depth = 0,
): void {
  if (value === undefined || value === null || depth > 4) return;
  if (Array.isArray(value)) {
    for (const item of value) collectMessages(item, into, depth + 1);
    return;
  }
  if (typeof value === 'string') {
    into.texts.push(value);
    return;
  }
  const missing = NotOnWhatsApp.safeParse(value);
  if (missing.success) {
    into.missingNumbers.push(String(missing.data.number ?? ''));
    return;
  }
  into.texts.push(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

export interface ReadErrorBody {
  text: string;
  missingNumbers: string[];
}

export function readErrorBody(body: unknown, fallback: string): ReadErrorBody {
  const into = { texts: [] as string[], missingNumbers: [] as string[] };
  const parsed = ErrorBody.safeParse(body);
  if (parsed.success) {
    collectMessages(parsed.data.response?.message, into);
    if (into.texts.length === 0 && into.missingNumbers.length === 0)
      collectMessages(parsed.data.message, into);
    const nothingYet = into.texts.length === 0 && into.missingNumbers.length === 0;
    if (nothingYet && typeof parsed.data.error === 'string') into.texts.push(parsed.data.error);
  } else if (typeof body === 'string' && body.trim()) {
    into.texts.push(body.trim().slice(0, 300));
  }
  const numbers = into.missingNumbers.map((n) => `${n || 'number'} is not on WhatsApp`);
  const text = [...into.texts, ...numbers].join('; ') || fallback;
  return { text, missingNumbers: into.missingNumbers };
}

/** Texts that mean "the WhatsApp session is down", whatever status carried them. */
const NOT_CONNECTED = /not connected|connection closed|needs to be disconnected/i;
const INSTANCE_MISSING = /instance does not exist|instance ".*" not found/i;
const NAME_IN_USE = /already in use/i;

/** The error for a non-2xx answer. */
export function errorFromStatus(status: number, body: unknown): GatewayError {
  const { text, missingNumbers } = readErrorBody(body, `HTTP ${status}`);
  let kind: GatewayErrorKind;
  let reason: GatewayErrorReason | null = null;
  if (status === 404) {
    kind = 'not_found';
    if (INSTANCE_MISSING.test(text)) reason = 'instance_not_found';
  } else if (status === 401) {
    kind = 'unauthorized';
  } else if (status === 403) {
    // Evolution's only 403 is a taken instance name; a proxy's 403 is an auth failure.
    kind = NAME_IN_USE.test(text) ? 'rejected' : 'unauthorized';
    if (kind === 'rejected') reason = 'name_in_use';
  } else if (status === 408 || status === 504) {
    kind = 'timeout';
  } else if (status >= 500) {
    kind = 'unavailable';
  } else if (missingNumbers.length > 0) {
    kind = 'rejected';
    reason = 'number_not_on_whatsapp';
  } else if (NOT_CONNECTED.test(text)) {
    kind = 'rejected';
    reason = 'not_connected';
  } else if (/^Error: |SessionError/.test(text)) {
    // Baileys failures surface as 400 `["Error: …"]`: the request was fine, WhatsApp refused it.
    kind = 'rejected';
  } else {
    kind = 'bad_request';
  }
  return new GatewayError({ kind, status, gatewayMessage: text, reason });
}

const InlineError = z.looseObject({ error: z.literal(true), message: z.unknown().optional() });

/** The 200 `{error: true, message}` answers of connect and restart, or null for a real success. */
export function inlineError(body: unknown, status: number): GatewayError | null {
  const parsed = InlineError.safeParse(body);
  if (!parsed.success) return null;
  const { text } = readErrorBody({ message: parsed.data.message }, 'Evolution reported an error');
  let kind: GatewayErrorKind = 'rejected';
  let reason: GatewayErrorReason | null = null;
  if (INSTANCE_MISSING.test(text)) {
    kind = 'not_found';
    reason = 'instance_not_found';
  } else if (NOT_CONNECTED.test(text)) {
    reason = 'not_connected';
  }
  return new GatewayError({ kind, status, gatewayMessage: text, reason });
}
