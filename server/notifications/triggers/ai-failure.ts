import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversations, instances, notifications } from '../../db/schema';
import { type ConsultantSettings, consultantPhone } from '../../engine/jobs/alerts';
import { notify } from '../notify';
import { notifyDepsOf, type TriggerDeps } from './deps';

export interface FailedReply {
  organizationId: string;
  instanceId: string;
  conversationId: string;
  /** The instance's consultant notice: when it goes out, the WhatsApp channel is already covered. */
  consultant: ConsultantSettings;
}

/**
 * The AI gave up on a customer: the owner of the number is told in the bell and by e-mail (and on
 * WhatsApp unless the instance's consultant notice already goes there), linked to the conversation to
 * answer by hand. A conversation that keeps failing (a refused key fails every message) is announced
 * once until the owner reads the notice, so the bell does not fill with the same customer.
 */
export async function noticeAiFailure(
  deps: TriggerDeps,
  tx: DbOrTx,
  failed: FailedReply,
  reason: string,
): Promise<void> {
  const [row] = await tx
    .select({
      ownerId: instances.userId,
      instanceName: instances.name,
      contactName: conversations.contactName,
      contactNumber: conversations.contactNumber,
    })
    .from(conversations)
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .where(
      and(
        eq(conversations.id, failed.conversationId),
        eq(conversations.organizationId, failed.organizationId),
      ),
    );
  if (!row) return;
  const link = `/chat?conversation=${encodeURIComponent(failed.conversationId)}`;
  const [pending] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.organizationId, failed.organizationId),
        eq(notifications.userId, row.ownerId),
        eq(notifications.kind, 'ai_failure'),
        eq(notifications.link, link),
        isNull(notifications.readAt),
      ),
    )
    .limit(1);
  if (pending) return;
  const who = row.contactName || `+${row.contactNumber}`;
  await notify(notifyDepsOf(deps, tx), {
    organizationId: failed.organizationId,
    to: { userId: row.ownerId },
    kind: 'ai_failure',
    title: `A IA não respondeu: ${who}`,
    body: `${row.instanceName}: ${reason.replace(/\.$/, '')}. Responda o cliente manualmente ou verifique a configuração da IA.`,
    link,
    whatsapp: consultantPhone(failed.consultant) === null,
  });
}
