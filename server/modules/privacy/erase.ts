import type { FastifyInstance } from 'fastify';
import { onlyDigits } from '../../../contract/common';
import type { EraseResponse } from '../../../contract/privacy';
import type { AuthContext } from '../../lib/auth-context';
import { validationError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record';
import { findDataSubject } from './contact';
import { eraseConversations } from './erase-conversations';

/**
 * `POST /api/leads/:id/erase`: the contact's request to have their data deleted (LGPD art. 18).
 * `confirm` must be the contact's number as digits, so a slip of the mouse erases nobody; a wrong one
 * is a 400 and changes nothing. The audit record (no name or number: they are what was erased) is
 * written in the erasure's transaction.
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
  const counts = await app.db.transaction(async (tx) => {
    const erased = await eraseConversations(
      tx,
      app.config.encryptionKey,
      actor.organizationId,
      subject.conversationIds,
      now,
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
