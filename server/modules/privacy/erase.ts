import type { FastifyInstance } from 'fastify';
import { onlyDigits } from '../../../contract/common';
import type { EraseResponse } from '../../../contract/privacy';
import { forgetPendingEvents } from '../../engine/intake';
import type { AuthContext } from '../../lib/auth-context';
import { validationError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record';
import { findDataSubject } from './contact';
import { eraseContactSteps } from './erase-steps';

/**
 * `POST /api/leads/:id/erase`: the contact's request to have their data deleted (LGPD art. 18).
 * `confirm` must be the contact's number as digits, so a slip of the mouse erases nobody; a wrong one
 * is a 400 and changes nothing. Beyond the conversations, the erasure reaches the contact's webhooks
 * still queued, the system log's lines about them, and the screens open on them. The audit record
 * (no name or number: they are what was erased) is written in the erasure's transaction.
 */
export async function eraseContact(
  app: FastifyInstance,
  actor: AuthContext,
  audit: AuditActor,
  leadId: string,
  confirm: string,
): Promise<EraseResponse> {
  const subject = await findDataSubject(app.db, actor.organizationId, leadId);
  const typed = onlyDigits(confirm);
  if (typed.length === 0 || typed !== subject.number) {
    throw validationError('confirm', 'O número não confere com o do titular');
  }
  const now = app.clock.now();
  const { organizationId } = actor;
  const counts = await app.db.transaction(async (tx) => {
    // First, under the organization's intake lane: the contact's webhooks not processed yet go, and
    // a batch being drained has committed, so what it stored is read below and erased too.
    await forgetPendingEvents(tx, organizationId, [subject.number, ...subject.jids]);
    const current = await findDataSubject(tx, organizationId, leadId);
    const erased = await eraseContactSteps(
      app,
      tx,
      {
        organizationId,
        numbers: [current.number, ...current.jids],
        name: current.name,
        conversationIds: current.conversationIds,
      },
      now,
      actor.userId,
    );
    await recordAudit(tx, {
      ...audit,
      action: 'lead.erased',
      target: { type: 'lead', id: leadId },
      extra: { ...erased },
    });
    return erased;
  });
  return { success: true, ...counts };
}
