import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { logs, messages } from '../../db/schema';
import { AI_REPLY_LOG_CATEGORY } from './failure';

/** How far back the diagnostic looks for failed replies. */
export const FAILURE_WINDOW_MS = 24 * 60 * 60_000;

export interface ReplyFailureSummary {
  /** Replies that gave up in the window. */
  count: number;
  lastError: string | null;
  /** The newest failure came after the newest reply that went out: the AI is failing now. */
  failingNow: boolean;
}

/** Failed AI replies of an instance over the last day, for the diagnostic. */
export async function replyFailureSummary(
  db: DbOrTx,
  tenantId: string,
  instanceId: string,
  now: Date,
): Promise<ReplyFailureSummary> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const [failures] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      lastAt: sql<string | null>`max(${logs.timestamp})`,
      lastError: sql<string | null>`(array_agg(${logs.message} order by ${logs.timestamp} desc))[1]`,
    })
    .from(logs)
    .where(
      and(
        eq(logs.organizationId, tenantId),
        eq(logs.instanceId, instanceId),
        eq(logs.category, AI_REPLY_LOG_CATEGORY),
        gte(logs.timestamp, since),
      ),
    );
  if (!failures || failures.count === 0) return { count: 0, lastError: null, failingNow: false };
  const [success] = await db
    .select({ lastAt: sql<string | null>`max(${messages.timestamp})` })
    .from(messages)
    .where(
      and(
        eq(messages.organizationId, tenantId),
        eq(messages.instanceId, instanceId),
        eq(messages.origin, 'ai'),
        inArray(messages.status, ['sent', 'delivered', 'read']),
        gte(messages.timestamp, since),
      ),
    );
  const lastFailure = failures.lastAt ? new Date(failures.lastAt).getTime() : 0;
  const lastSuccess = success?.lastAt ? new Date(success.lastAt).getTime() : 0;
  return { count: failures.count, lastError: failures.lastError, failingNow: lastFailure > lastSuccess };
}
