import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { jobs } from '../../../db/schema';
import { enqueueJob } from '../../../jobs/queue';

export const NOTIFY_CONSULTANT_JOB = 'notify_consultant';
/** A burst of customer messages ends in one notice: it waits this long after the last of them. */
export const NOTICE_QUIET_MS = 45_000;
export const NOTIFY_MAX_ATTEMPTS = 4;

/** One pending notice per conversation, whatever raised it. */
export const noticeKey = (conversationId: string): string => `${NOTIFY_CONSULTANT_JOB}:${conversationId}`;

const HotLead = z.object({ score: z.number(), reason: z.string() });
export type HotLead = z.infer<typeof HotLead>;

const NoticePayload = z.object({
  organizationId: z.string(),
  instanceId: z.string(),
  conversationId: z.string(),
  /** Alert keywords the customer wrote since the last notice. */
  keywords: z.array(z.string()).default([]),
  /** Set when the qualification found the lead HOT. */
  hot: HotLead.nullable().default(null),
  /** Set when the AI's reply gave up (pt-BR reason): a human must answer, as for a HOT lead. */
  aiFailure: z.string().nullable().default(null),
  /** Set when the AI handed the customer to a human itself (its tool): the reason, in pt-BR. */
  handOver: z.string().nullable().default(null),
  /** The customer message that raised it, whose monitor record shows the notice. */
  messageId: z.string().nullable().default(null),
});
export type NoticePayload = z.infer<typeof NoticePayload>;

export function parseNoticePayload(payload: Record<string, unknown>): NoticePayload | null {
  const parsed = NoticePayload.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

async function pendingNotice(db: DbOrTx, conversationId: string): Promise<NoticePayload | null> {
  const [row] = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.dedupeKey, noticeKey(conversationId)), eq(jobs.status, 'pending')));
  return row ? parseNoticePayload(row.payload) : null;
}

/**
 * Queues the consultant's notice of a conversation, merged with one still pending: keywords of a
 * burst add up and wait for the burst to settle; a HOT lead goes out at once, carrying any keywords
 * already waiting, so the consultant gets one message rather than two; so does a reply that failed.
 */
export async function queueConsultantNotice(
  db: DbOrTx,
  notice: Omit<NoticePayload, 'keywords' | 'hot' | 'aiFailure' | 'handOver'> & {
    keywords?: readonly string[];
    hot?: HotLead;
    aiFailure?: string;
    handOver?: string;
  },
  now: Date,
): Promise<void> {
  const pending = await pendingNotice(db, notice.conversationId);
  const keywords = [...new Set([...(pending?.keywords ?? []), ...(notice.keywords ?? [])])];
  const hot = notice.hot ?? pending?.hot ?? null;
  const aiFailure = notice.aiFailure ?? pending?.aiFailure ?? null;
  const handOver = notice.handOver ?? pending?.handOver ?? null;
  const payload: NoticePayload = {
    organizationId: notice.organizationId,
    instanceId: notice.instanceId,
    conversationId: notice.conversationId,
    keywords,
    hot,
    aiFailure,
    handOver,
    messageId: notice.messageId ?? pending?.messageId ?? null,
  };
  const runAt = hot || aiFailure || handOver ? now : new Date(now.getTime() + NOTICE_QUIET_MS);
  await enqueueJob(db, {
    kind: NOTIFY_CONSULTANT_JOB,
    organizationId: notice.organizationId,
    payload: { ...payload },
    runAt,
    dedupeKey: noticeKey(notice.conversationId),
    maxAttempts: NOTIFY_MAX_ATTEMPTS,
  });
}
