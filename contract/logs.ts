import { z } from 'zod';

/** The organization's server logs (spec 3 §2.13, §3; DESIGN §6: real logs, not samples). */

export const LogLevel = z.enum(['error', 'warn', 'info', 'debug']);
export type LogLevel = z.infer<typeof LogLevel>;

export const LogEntry = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  level: LogLevel,
  category: z.string(),
  message: z.string(),
  instanceId: z.string().nullable(),
  instanceName: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
});
export type LogEntry = z.infer<typeof LogEntry>;

const isoDate = z.iso.datetime({ offset: true, message: 'Data inválida: use o formato ISO 8601' });

/** `filter` of GET /api/admin/logs. */
export const LogFilter = z.object({
  level: z
    .enum(['all', ...LogLevel.options], { message: 'Nível deve ser all, error, warn, info ou debug' })
    .optional(),
  instanceId: z.uuid({ message: 'Instância inválida' }).optional(),
  category: z.string().trim().max(40).optional(),
  q: z.string().trim().max(200).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type LogFilter = z.infer<typeof LogFilter>;

/** Lines in one export file at most. */
export const LOG_EXPORT_LIMIT = 20_000;
export const LogExportQuery = z.object({ filter: z.string().optional() });
