import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { conversations } from '../../db/schema';
import { type ErasureCounts, eraseConversations } from './erase-conversations';
import { redactContactLogs } from './redact-logs';

/** A contact whose conversations go: what names them, and which of their conversations. */
export interface ErasedContact {
  organizationId: string;
  /** Digits, and the chat JIDs WhatsApp gave the contact. */
  numbers: string[];
  name: string;
  conversationIds: string[];
}

/**
 * The steps that erase a contact's conversations, the same for a request of the contact and for the
 * organization's retention period: the system log's lines about them are redacted (first: that
 * reads the texts about to go), the conversations erased, and the screens open on them told. In the
 * caller's transaction; the screens hear of it on its commit. `byUserId`: who asked, when someone did.
 */
export async function eraseContactSteps(
  app: FastifyInstance,
  tx: Tx,
  contact: ErasedContact,
  now: Date,
  byUserId?: string,
): Promise<ErasureCounts> {
  const { organizationId, conversationIds } = contact;
  await redactContactLogs(tx, contact);
  const erased = await eraseConversations(tx, app.config.encryptionKey, organizationId, conversationIds, now);
  await announceErased(app, tx, organizationId, conversationIds, byUserId);
  return erased;
}

/**
 * Open inboxes, boards and chats drop the contact's name: the event they already follow for a
 * renamed contact, with the pseudonym as both names (the old one is what was erased).
 */
async function announceErased(
  app: FastifyInstance,
  tx: Tx,
  organizationId: string,
  conversationIds: string[],
  byUserId: string | undefined,
): Promise<void> {
  if (conversationIds.length === 0) return;
  const rows = await tx
    .select({ id: conversations.id, instanceId: conversations.instanceId, name: conversations.contactName })
    .from(conversations)
    .where(and(eq(conversations.organizationId, organizationId), inArray(conversations.id, conversationIds)));
  for (const row of rows) {
    await app.events.publish(
      organizationId,
      {
        type: 'contact_name_updated',
        instanceId: row.instanceId,
        conversationId: row.id,
        oldName: row.name,
        newName: row.name,
        ...(byUserId ? { byUserId } : {}),
      },
      tx,
    );
  }
}
