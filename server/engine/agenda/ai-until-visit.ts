import type { DbOrTx } from '../../db/client';
import { upcomingOfLead } from './repository';

/**
 * What a dealer expects once a visit is booked: the customer got the confirmation and the seller
 * the notice, and the AI keeps answering questions, reminders and changes until the visit — a lead
 * gone HOT is still counted as handed over, but the AI is not paused for it. The shop's setting
 * "Pausar a IA quando um humano responder" still pauses it as soon as the seller answers the chat.
 * The one place to change that default.
 */
export const AI_STAYS_ON_UNTIL_VISIT = true;

/** Whether the lead's next visit keeps the AI on the conversation. */
export async function visitKeepsAi(
  db: DbOrTx,
  organizationId: string,
  leadId: string,
  now: Date,
): Promise<boolean> {
  if (!AI_STAYS_ON_UNTIL_VISIT) return false;
  return (await upcomingOfLead(db, organizationId, leadId, now)) !== undefined;
}
