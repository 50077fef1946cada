import { and, eq } from 'drizzle-orm';
import { instances, messageMedia, messages } from '../../db/schema';
import { gatewayForInstance } from '../../gateways/resolve';
import type { EngineDeps } from '../deps';
import { storeMediaBytes } from './media-bytes';

export interface StoredMedia {
  bytes: Buffer;
  mimetype: string | null;
}

async function storedBytes(deps: EngineDeps, messageId: string): Promise<Buffer | null> {
  const [row] = await deps.db
    .select({ data: messageMedia.data })
    .from(messageMedia)
    .where(eq(messageMedia.messageId, messageId));
  return row ? Buffer.from(row.data) : null;
}

/**
 * The bytes of a received media message: those stored with it, else downloaded from the gateway
 * (by its message id) and stored, filling in what the webhook did not say of the file.
 * Throws the gateway's error when the download fails; null when the message has no media.
 */
export async function mediaOfMessage(
  deps: EngineDeps,
  tenantId: string,
  messageId: string,
): Promise<StoredMedia | null> {
  const [row] = await deps.db
    .select({
      mediaType: messages.mediaType,
      mimetype: messages.mediaMimetype,
      filename: messages.mediaFilename,
      gatewayMessageId: messages.gatewayMessageId,
      mediaGatewayId: messages.mediaGatewayId,
      organizationId: instances.organizationId,
      gateway: instances.gateway,
      gatewayInstanceName: instances.gatewayInstanceName,
      gatewayTokenEnc: instances.gatewayTokenEnc,
    })
    .from(messages)
    .innerJoin(instances, eq(instances.id, messages.instanceId))
    .where(and(eq(messages.id, messageId), eq(messages.organizationId, tenantId)));
  if (!row?.mediaType) return null;
  const existing = await storedBytes(deps, messageId);
  if (existing) return { bytes: existing, mimetype: row.mimetype };
  if (!row.gatewayMessageId) return null;

  const { gateway, ref } = await gatewayForInstance(deps, row);
  // The Cloud API reaches media by its own id; Evolution by the message's.
  const fetched = await gateway.fetchMedia(
    ref,
    row.mediaGatewayId ? { gatewayMediaId: row.mediaGatewayId } : { gatewayMessageId: row.gatewayMessageId },
  );
  await deps.db.transaction(async (tx) => {
    await storeMediaBytes(tx, messageId, fetched.bytes);
    await tx
      .update(messages)
      .set({
        mediaMimetype: row.mimetype ?? fetched.mimetype,
        mediaFilename: row.filename ?? fetched.fileName,
        mediaSize: fetched.bytes.length,
      })
      .where(eq(messages.id, messageId));
  });
  return { bytes: fetched.bytes, mimetype: row.mimetype ?? fetched.mimetype };
}
