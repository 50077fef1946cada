import { z } from 'zod';

/** One of the signed-in user's open sessions (GET /api/auth/sessions). */
export const UserSession = z.object({
  id: z.string(),
  /** Browser and system read from the user agent ("Chrome · Windows"); null when unknown. */
  device: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof UserSession>;

/** POST /api/auth/sessions/end-others: how many sessions ended. */
export const EndedSessions = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof EndedSessions>;
