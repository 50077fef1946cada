/** One pino JSON line as the sink reads it, and what the `logs` table keeps of it. */

export type StoredLevel = 'error' | 'warn' | 'info' | 'debug';

export interface ParsedLine {
  level: StoredLevel;
  time: Date;
  message: string;
  organizationId: string | null;
  instanceId: string | null;
  category: string;
  metadata: Record<string, unknown>;
  /** An access line of a request that went well: stored only in debug mode. */
  routineHttp: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function levelOf(value: unknown): StoredLevel | null {
  if (typeof value !== 'number') return null;
  if (value >= 50) return 'error';
  if (value >= 40) return 'warn';
  if (value >= 30) return 'info';
  if (value >= 20) return 'debug';
  return null;
}

const KEYWORD_CATEGORIES: readonly [RegExp, string][] = [
  [/webhook|intake/i, 'webhook'],
  [/\bjob|sweep|retention|purge/i, 'jobs'],
  [/\bAI\b|reply|qualif|prompt|llm|openai|gemini/i, 'ai'],
  [/gateway|evolution|simulator|whatsapp|qr/i, 'gateway'],
  [/follow.?up/i, 'followup'],
];

function categoryOf(line: Record<string, unknown>, message: string): string {
  if (typeof line.category === 'string' && line.category) return line.category.slice(0, 40);
  if (line.req !== undefined || line.res !== undefined) return 'http';
  for (const [pattern, category] of KEYWORD_CATEGORIES) if (pattern.test(message)) return category;
  return 'app';
}

const uuidOr = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? value : null);

/** Fields that are columns or pino's own, left out of `metadata`. */
const OWN_FIELDS = new Set([
  'level',
  'time',
  'msg',
  'pid',
  'hostname',
  'organizationId',
  'instanceId',
  'category',
  'v',
]);

export function parseLine(text: string): ParsedLine | null {
  let line: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    line = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const level = levelOf(line.level);
  if (!level) return null;
  const message = typeof line.msg === 'string' ? line.msg.slice(0, 2000) : '';
  const metadata: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(line)) if (!OWN_FIELDS.has(key)) metadata[key] = value;
  const status = (line.res as { statusCode?: unknown } | undefined)?.statusCode;
  const routineHttp =
    level === 'info' &&
    (message === 'incoming request' ||
      (message === 'request completed' && typeof status === 'number' && status < 400));
  return {
    level,
    time: typeof line.time === 'number' ? new Date(line.time) : new Date(),
    message,
    organizationId: uuidOr(line.organizationId),
    instanceId: uuidOr(line.instanceId),
    category: categoryOf(line, message),
    metadata,
    routineHttp,
  };
}
