import { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { enqueueJob } from '../../../jobs/queue';

export const NOTIFY_ASSIGNMENT_JOB = 'notify_lead_assigned';
const MAX_ATTEMPTS = 4;

const AssignmentNotice = z.object({
  organizationId: z.string(),
  leadId: z.string(),
  toUserId: z.string(),
  hours: z.number(),
});
export type AssignmentNotice = z.infer<typeof AssignmentNotice>;

export const parseAssignmentNotice = (payload: Record<string, unknown>): AssignmentNotice | null => {
  const parsed = AssignmentNotice.safeParse(payload);
  return parsed.success ? parsed.data : null;
};

/** Queues the WhatsApp notice to the seller who received the lead (in the hand-over's transaction). */
export async function queueAssignmentNotice(db: DbOrTx, notice: AssignmentNotice, now: Date): Promise<void> {
  await enqueueJob(db, {
    kind: NOTIFY_ASSIGNMENT_JOB,
    organizationId: notice.organizationId,
    payload: { ...notice },
    runAt: now,
    maxAttempts: MAX_ATTEMPTS,
  });
}
