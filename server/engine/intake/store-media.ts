import type { Tx } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';

import { FETCH_MEDIA_JOB } from '../media';

export { FETCH_MEDIA_JOB, storeMediaBytes } from '../media';

/** Decoded bytes of the webhook's base64, or null when it carried none (or nothing decodable). */
export function mediaBytes(base64: string | null): Buffer | null {
  if (!base64) return null;
  const bytes = Buffer.from(base64, 'base64');
  return bytes.length > 0 ? bytes : null;
}

/**
 * A media message whose webhook carried no bytes (the gateway's base64 option off, or its download
 * failed) is stored with its metadata, and a job fetches the bytes from the gateway soon, before
 * WhatsApp's media links expire. The message is never dropped for lack of bytes.
 */
export async function queueMediaFetch(
  tx: Tx,
  tenantId: string,
  messageId: string,
  runAt: Date,
): Promise<string> {
  return enqueueJob(tx, {
    organizationId: tenantId,
    kind: FETCH_MEDIA_JOB,
    dedupeKey: `${FETCH_MEDIA_JOB}:${messageId}`,
    payload: { messageId },
    runAt,
  });
}
