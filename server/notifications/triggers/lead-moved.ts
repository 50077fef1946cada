import type { DbOrTx } from '../../db/client';
import { notify } from '../notify';
import { notifyDepsOf, type TriggerDeps } from './deps';

export interface LeadMove {
  organizationId: string;
  leadId: string;
  conversationId: string;
  contactName: string;
  fromUserId: string | null;
  toUserId: string;
  /** Why it moved, in pt-BR (the history line's reason). */
  reason: string;
}

const customer = (move: LeadMove) => move.contactName.trim() || 'Cliente sem nome';

/**
 * A lead changed hands: the seller who received it gets "Lead movido para você" (linked to the
 * conversation), the one who had it gets "Lead movido para outro vendedor". Called in the hand-over's
 * transaction, so nothing is announced unless the move commits. The receiver's WhatsApp notice is the
 * redistribution's own (with the customer's number), so `notify` does not send a second one.
 */
export async function noticeLeadMoved(deps: TriggerDeps, tx: DbOrTx, move: LeadMove): Promise<void> {
  const notifyDeps = notifyDepsOf(deps, tx);
  await notify(notifyDeps, {
    organizationId: move.organizationId,
    to: { userId: move.toUserId },
    kind: 'lead_assigned',
    title: `Lead movido para você: ${customer(move)}`,
    body: `${move.reason}. Responda o cliente o quanto antes.`,
    link: `/chat?conversation=${encodeURIComponent(move.conversationId)}`,
    whatsapp: false,
  });
  if (!move.fromUserId || move.fromUserId === move.toUserId) return;
  await notify(notifyDeps, {
    organizationId: move.organizationId,
    to: { userId: move.fromUserId },
    kind: 'lead_unassigned',
    title: `Lead movido para outro vendedor: ${customer(move)}`,
    body: `${move.reason}.`,
    link: '/leads',
  });
}
