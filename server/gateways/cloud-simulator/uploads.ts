import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cloudNumbers, cloudSimUploads, instances } from '../../db/schema';
import { decryptSecret } from '../../lib/crypto';
import type { TemplateSubmission } from './templates';

/**
 * Meta's Resumable Upload API as the simulator keeps it (PROTOCOL §7.1): one app behind every
 * simulated number, upload sessions opened with the file's name, type and length, then the bytes,
 * answered with the handle a template's media header names as its sample.
 */

/** The one app the simulated numbers' tokens belong to; ids are numeric strings, like Meta's. */
export const SIMULATOR_APP_ID = '880000000000001';

type UploadRow = typeof cloudSimUploads.$inferSelect;

/** Whether a token is one of a simulated number's (the app's system user tokens). */
export async function tokenOfApp(db: DbOrTx, key: Buffer, token: string): Promise<boolean> {
  const rows = await db
    .select({ tokenEnc: instances.gatewayTokenEnc })
    .from(instances)
    .innerJoin(cloudNumbers, eq(cloudNumbers.instanceId, instances.id))
    .where(
      and(eq(instances.gateway, 'cloud'), eq(cloudNumbers.simulated, true), isNull(instances.deletedAt)),
    );
  return rows.some((row) => {
    if (!row.tokenEnc) return false;
    try {
      return decryptSecret(key, row.tokenEnc) === token;
    } catch {
      return false;
    }
  });
}

export async function openSession(
  db: DbOrTx,
  file: { name: string; type: string; length: number },
): Promise<UploadRow> {
  const id = `upload:${Buffer.from(`${randomInt(1e9, 9e9)}:${file.type}`).toString('base64url')}`;
  const [row] = await db
    .insert(cloudSimUploads)
    .values({
      id,
      appId: SIMULATOR_APP_ID,
      fileName: file.name,
      fileType: file.type,
      fileLength: file.length,
    })
    .returning();
  if (!row) throw new Error('upload session insert returned no row');
  return row;
}

export async function findSession(db: DbOrTx, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(cloudSimUploads).where(eq(cloudSimUploads.id, id));
  return row;
}

/** The whole file at offset 0: the handle is `4::<type in base64>:<random>`, as Meta's look. */
export async function completeSession(db: DbOrTx, row: UploadRow, bytes: Buffer): Promise<string> {
  if (row.handle) return row.handle;
  const handle = `4::${Buffer.from(row.fileType).toString('base64')}:${randomBytes(18).toString('base64url')}`;
  await db
    .update(cloudSimUploads)
    .set({ handle, dataBase64: bytes.toString('base64') })
    .where(eq(cloudSimUploads.id, row.id));
  return handle;
}

const HEADER_TYPES: Record<string, RegExp> = {
  IMAGE: /^image\/(jpeg|png)$/,
  DOCUMENT: /^application\/pdf$/,
  VIDEO: /^video\/(mp4|3gpp)$/,
};

/**
 * What Meta answers at once about a media header: its sample must be a finished upload of the
 * header's kind. Null when the header is text, absent or right.
 */
export async function headerSampleProblem(db: DbOrTx, template: TemplateSubmission): Promise<string | null> {
  const header = template.components.find((c) => c.type.toUpperCase() === 'HEADER');
  const format = header?.format?.toUpperCase();
  if (!header || !format || format === 'TEXT') return null;
  const allowed = HEADER_TYPES[format];
  if (!allowed) return `components.HEADER.format: ${format} is not supported`;
  const example = header.example as { header_handle?: unknown } | undefined;
  const handle = Array.isArray(example?.header_handle) ? example.header_handle[0] : undefined;
  if (typeof handle !== 'string' || !handle) return 'components.HEADER.example.header_handle is required';
  const [row] = await db.select().from(cloudSimUploads).where(eq(cloudSimUploads.handle, handle));
  if (!row) return 'components.HEADER.example.header_handle: unknown handle';
  if (!allowed.test(row.fileType))
    return `components.HEADER.example.header_handle: ${row.fileType} is not ${format}`;
  return null;
}
