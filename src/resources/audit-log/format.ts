import { AUDIT_ACTIONS, type AuditAction } from '../../../contract/audit';

const moment = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium' });

/** When a record was written, in the reader's time zone. */
export const formatAuditTime = (at: string): string => moment.format(new Date(at));

export const isKnownAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/**
 * A stored before/after value as one line of text. Objects are shown as JSON; the text is always
 * rendered as text (never HTML), whatever a user typed into it.
 */
export function formatAuditValue(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
