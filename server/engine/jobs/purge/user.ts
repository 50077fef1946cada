import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import {
  bonusConfigurations,
  conversationNotes,
  crmConfigs,
  instances,
  leads,
  messages,
  userBonuses,
  users,
} from '../../../db/schema';

/** Why a deleted user was kept this time: rows that cannot exist without them still do. */
export type UserKept = 'owns_instances' | 'owns_crm_link';

/**
 * Deletes one user. What other people still use keeps its history without the person: leads lose
 * their assignment, messages and notes keep the name they were written under, bonuses their creator.
 * A user who still owns an instance (deleted less than 30 days ago, or live) or the organization's
 * CRM link is kept and tried again on the next run. Inside the caller's transaction.
 */
export async function purgeUser(tx: Tx, userId: string): Promise<{ purged: true } | { kept: UserKept }> {
  const [instance] = await tx
    .select({ id: instances.id })
    .from(instances)
    .where(eq(instances.userId, userId))
    .limit(1);
  if (instance) return { kept: 'owns_instances' };
  const [crm] = await tx
    .select({ id: crmConfigs.id })
    .from(crmConfigs)
    .where(eq(crmConfigs.userId, userId))
    .limit(1);
  if (crm) return { kept: 'owns_crm_link' };

  await tx.update(leads).set({ assignedUserId: null }).where(eq(leads.assignedUserId, userId));
  await tx.update(messages).set({ senderUserId: null }).where(eq(messages.senderUserId, userId));
  await tx.update(conversationNotes).set({ authorId: null }).where(eq(conversationNotes.authorId, userId));
  await tx
    .update(bonusConfigurations)
    .set({ createdBy: null })
    .where(eq(bonusConfigurations.createdBy, userId));
  await tx.delete(userBonuses).where(eq(userBonuses.userId, userId));
  await tx.delete(users).where(eq(users.id, userId));
  return { purged: true };
}
