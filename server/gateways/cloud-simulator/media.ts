import { createHash, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cloudSimMedia } from '../../db/schema';

/**
 * Media as Meta keeps it for a number: uploaded by the business (`POST /{phone-number-id}/media`)
 * or sent by a customer, reached by its id, downloaded with the number's bearer token.
 */

/** Media ids are numeric strings, like Meta's. */
const mediaId = (): string => `${randomInt(100_000_000, 999_999_999)}${randomInt(1_000_000, 9_999_999)}`;

export interface StoredMedia {
  id: string;
  instanceId: string;
  mimeType: string;
  sha256: string;
  size: number;
  dataBase64: string;
}

export async function storeMedia(
  db: DbOrTx,
  instanceId: string,
  bytes: Buffer,
  mimeType: string,
): Promise<StoredMedia> {
  const media = {
    id: mediaId(),
    instanceId,
    mimeType,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.length,
    dataBase64: bytes.toString('base64'),
  };
  await db.insert(cloudSimMedia).values(media);
  return media;
}

export async function findMedia(db: DbOrTx, id: string): Promise<StoredMedia | undefined> {
  if (!/^\d{1,30}$/.test(id)) return undefined;
  const [row] = await db.select().from(cloudSimMedia).where(eq(cloudSimMedia.id, id));
  return row;
}
