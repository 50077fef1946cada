import { z } from 'zod';
import { ROLES } from './constants';

/** Every id in the public API is a UUID. */
export const Id = z.uuid({ message: 'ID inválido' });
export const IdParams = z.object({ id: Id });
export type IdParams = z.infer<typeof IdParams>;

/** The one error body every failing route answers with. */
export const ErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** ra-data-simple-rest list dialect: `range=[0,24]`, `sort=["name","ASC"]`, `filter={"q":"x"}` (all JSON). */
export const ListQuery = z.object({
  range: z.string().optional(),
  sort: z.string().optional(),
  filter: z.string().optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export { onlyDigits } from './digits';

export const SuccessBody = z.object({ success: z.literal(true) });

/** `GET /api/health`. */
export const HealthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** `GET /api/ready`: 503 with the reason until the database answers and carries every migration. */
export const ReadyResponse = z.discriminatedUnion('ready', [
  z.object({ ready: z.literal(true) }),
  z.object({ ready: z.literal(false), reason: z.enum(['database_unreachable', 'migrations_pending']) }),
]);
export type ReadyResponse = z.infer<typeof ReadyResponse>;

/** One id or several: ra-data-simple-rest's getMany sends `filter={"id":[...]}`. */
export const IdFilter = z.union([Id, z.array(Id).max(1000)]);
