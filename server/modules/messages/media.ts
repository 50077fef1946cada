import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { instances, messageMedia, messages } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { visibleInstance } from '../conversations/access';
import { scopeOf } from '../instances/service';

export interface MediaFile {
  bytes: Buffer;
  contentType: string;
  /** `inline` for what a bubble plays or shows; `attachment` for anything a browser could run. */
  disposition: string;
}

/** Kinds shown inside the page. SVG is an image that can carry scripts, so it is downloaded instead. */
const INLINE_TYPES = /^(image\/(png|jpe?g|gif|webp)|audio\/[\w.+-]+|video\/[\w.+-]+)$/i;

function dispositionOf(contentType: string, filename: string | null): string {
  const base = contentType.split(';')[0]?.trim() ?? '';
  const kind = INLINE_TYPES.test(base) ? 'inline' : 'attachment';
  if (!filename) return kind;
  // RFC 6266: a plain ASCII fallback and the exact UTF-8 name.
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * The stored bytes of a message the caller may see (its instance is visible to the caller, as for
 * the conversation); 404 when the message is out of reach or has no bytes.
 */
export async function loadMedia(db: DbOrTx, actor: AuthContext, messageId: string): Promise<MediaFile> {
  const [row] = await db
    .select({
      data: messageMedia.data,
      mimetype: messages.mediaMimetype,
      filename: messages.mediaFilename,
    })
    .from(messages)
    .innerJoin(messageMedia, eq(messageMedia.messageId, messages.id))
    .innerJoin(instances, eq(instances.id, messages.instanceId))
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.organizationId, actor.organizationId),
        visibleInstance(actor.organizationId, scopeOf(actor)),
      ),
    );
  if (!row) throw notFound('Mídia não encontrada');
  const contentType = row.mimetype || 'application/octet-stream';
  return {
    // node-postgres hands back a Buffer, PGlite a Uint8Array: view either without copying.
    bytes: Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength),
    contentType,
    disposition: dispositionOf(contentType, row.filename),
  };
}
