import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversations, messages } from '../../db/schema';

/**
 * Who sent the message a read receipt names: Meta knows every message it delivered; the simulator
 * delivered its customers' messages to our intake, which keeps them by the same wamid.
 */
export async function readerOf(db: DbOrTx, instanceId: string, wamid: string): Promise<string | null> {
  const [row] = await db
    .select({ contactNumber: conversations.contactNumber })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.instanceId, instanceId),
        eq(messages.gatewayMessageId, wamid),
        eq(messages.direction, 'in'),
      ),
    );
  return row?.contactNumber ?? null;
}
