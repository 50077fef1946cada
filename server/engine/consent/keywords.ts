import { and, eq } from 'drizzle-orm';
import { consentKeywordOf } from '../../../contract/consent';
import type { Tx } from '../../db/client';
import { leads } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { MonitorTrail } from '../monitor/steps';
import { CONSENT_CONFIRMATION_JOB, type ConsentConfirmationPayload } from './job';

interface KeywordMessage {
  organizationId: string;
  instanceId: string;
  conversationId: string;
  text: string | null;
}

/**
 * A customer's whole message asking to stop (or to have back) our proactive messages (issue 25):
 * the lead's consent changes in the intake's transaction and one confirmation is queued, sent
 * through the outbound stage. Answers whether the message was such a keyword (the AI then does
 * not answer it: the confirmation is the answer).
 */
export async function applyConsentKeyword(
  tx: Tx,
  message: KeywordMessage,
  trail: MonitorTrail,
  now: Date,
): Promise<boolean> {
  const status = consentKeywordOf(message.text);
  if (!status) return false;
  await tx
    .update(leads)
    .set({ consentStatus: status, consentAt: now, consentSource: 'keyword', updatedAt: now })
    .where(
      and(eq(leads.organizationId, message.organizationId), eq(leads.conversationId, message.conversationId)),
    );
  const payload: ConsentConfirmationPayload = {
    organizationId: message.organizationId,
    instanceId: message.instanceId,
    conversationId: message.conversationId,
    status,
  };
  await enqueueJob(tx, {
    organizationId: message.organizationId,
    kind: CONSENT_CONFIRMATION_JOB,
    payload: { ...payload },
    runAt: now,
  });
  trail.add('consent', 'info', { details: { status, source: 'keyword' } });
  return true;
}
