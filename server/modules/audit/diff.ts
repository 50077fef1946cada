import { type AuditChanges, SECRET_MASK } from '../../../contract/audit';

/**
 * Field names whose values never reach the audit log: API keys, tokens, passwords, TOTP secrets,
 * app secrets. Matched on the name, so a new `somethingApiKey` column is masked without a list edit.
 */
const SECRET_NAME = /pass(word)?|secret|token|api_?key|apikey|totp|recovery|hash|credential/i;

/** Bookkeeping columns that change on every write and would only bury the real change. */
const NOISE = new Set(['updatedAt', 'createdAt', 'updated_at', 'created_at']);

export const isSecretField = (name: string): boolean => SECRET_NAME.test(name);

/** The value with every secret-named field, at any depth, replaced by the mask. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      isSecretField(key) ? maskOne(inner) : maskSecrets(inner),
    ]),
  );
}

/** A secret is shown as set (the mask) or unset (null / empty), nothing more. */
function maskOne(value: unknown): unknown {
  return value === null || value === undefined || value === '' ? (value ?? null) : SECRET_MASK;
}

function comparable(value: unknown): string {
  return JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));
}

/**
 * The fields that differ between `before` and `after` as `{ field: { before, after } }`, secrets
 * masked. A missing side (a creation, a deletion) reads as null. Only fields present on `after`
 * are compared when both sides exist, so a partial update lists only what it changed.
 */
export function diffForAudit(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): AuditChanges {
  const keys = before && after ? Object.keys(after) : Object.keys(after ?? before ?? {});
  const changes: AuditChanges = {};
  for (const key of keys) {
    if (NOISE.has(key)) continue;
    const old = before?.[key];
    const next = after?.[key];
    if (old === undefined && next === undefined) continue;
    if (comparable(old) === comparable(next)) continue;
    changes[key] = isSecretField(key)
      ? { before: maskOne(old), after: maskOne(next) }
      : { before: maskSecrets(old ?? null), after: maskSecrets(next ?? null) };
  }
  return changes;
}
