import type { DbOrTx } from '../../db/client';
import { messageMedia } from '../../db/schema';

/** The job kind that downloads a received media message's bytes from the gateway later. */
export const FETCH_MEDIA_JOB = 'fetch_media';

export async function storeMediaBytes(tx: DbOrTx, messageId: string, bytes: Buffer): Promise<void> {
  // A fetch retried after a lost answer may store the same bytes twice: the first copy stays.
  await tx.insert(messageMedia).values({ messageId, data: bytes }).onConflictDoNothing();
}
