import { eq } from 'drizzle-orm';
import type { LegalKind, LegalText } from '../../../contract/privacy';
import type { DbOrTx } from '../../db/client';
import { legalTexts } from '../../db/schema';

/** The platform's privacy policy or terms; empty until the super admin writes it. */
export async function readLegalText(db: DbOrTx, kind: LegalKind): Promise<LegalText> {
  const [row] = await db.select().from(legalTexts).where(eq(legalTexts.kind, kind));
  return { kind, markdown: row?.markdown ?? '', updatedAt: row ? row.updatedAt.toISOString() : null };
}

export async function saveLegalText(
  db: DbOrTx,
  kind: LegalKind,
  markdown: string,
  now: Date,
): Promise<LegalText> {
  await db
    .insert(legalTexts)
    .values({ kind, markdown, updatedAt: now })
    .onConflictDoUpdate({ target: legalTexts.kind, set: { markdown, updatedAt: now } });
  return { kind, markdown, updatedAt: now.toISOString() };
}
