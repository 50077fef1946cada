/**
 * What the monitor keeps of a webhook body: enough to see what the gateway said, not a copy of
 * everything it sent. Media bytes (base64, up to tens of megabytes) and other long strings are cut,
 * the envelope's `apikey` (the instance's gateway token, when the gateway exposes it) is dropped so the
 * monitor never shows a secret, and NUL characters, which Postgres text and jsonb reject, are removed.
 */

const LONGEST_STRING = 2_000;
const DEEPEST = 16;
const SECRET_KEYS = new Set(['apikey']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function cleanString(value: string): string {
  const text = value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  return text.length > LONGEST_STRING ? `[${text.length} caracteres omitidos]` : text;
}

function clean(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return cleanString(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= DEEPEST) return '[…]';
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '__proto__' || SECRET_KEYS.has(key.toLowerCase())) continue;
    copy[cleanString(key)] = clean(item, depth + 1);
  }
  return copy;
}

/**
 * The stored payload of the event at `index` of a body. A body whose `data` is a batch is stored once
 * per event with only that event's item, so each record reads on its own.
 */
export function monitorPayload(body: unknown, index: number, batch: boolean): unknown {
  if (typeof body === 'string') return { raw: cleanString(body.slice(0, LONGEST_STRING)) };
  if (!isRecord(body)) return body === undefined ? null : clean(body, 0);
  if (!batch || !Array.isArray(body.data)) return clean(body, 0);
  return clean({ ...body, data: body.data[index] ?? null }, 0);
}
