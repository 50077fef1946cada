import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { cloudSimTemplates } from '../../db/schema';

/**
 * The account's message templates as Meta keeps them: submitted PENDING, reviewed after a short
 * delay (APPROVED, or REJECTED with a reason when the template breaks a rule), then usable.
 */

/** How long the simulated review takes; Meta's own takes from seconds to a day. */
export const REVIEW_DELAY_MS = 5_000;

const Component = z.looseObject({
  type: z.string(),
  format: z.string().optional(),
  text: z.string().optional(),
  example: z.unknown().optional(),
  buttons: z.array(z.looseObject({ type: z.string(), text: z.string() })).optional(),
});

/** `POST /{waba-id}/message_templates`, as Meta's reference describes it. */
export const TemplateSubmission = z.looseObject({
  name: z.string(),
  language: z.string(),
  category: z.string(),
  components: z.array(Component).min(1),
});
export type TemplateSubmission = z.infer<typeof TemplateSubmission>;

export type TemplateRow = typeof cloudSimTemplates.$inferSelect;

const CATEGORIES: ReadonlySet<string> = new Set(['MARKETING', 'UTILITY', 'AUTHENTICATION']);

/** What Meta answers at once about a submission's shape: the parameter that is wrong, or null. */
export function shapeProblem(template: TemplateSubmission): string | null {
  if (!/^[a-z0-9_]{1,512}$/.test(template.name))
    return 'name: only lowercase letters, numbers and underscores';
  if (!CATEGORIES.has(template.category)) return 'category: MARKETING, UTILITY or AUTHENTICATION';
  const body = template.components.find((c) => c.type.toUpperCase() === 'BODY');
  if (!body?.text?.trim()) return 'components: a BODY component with text is required';
  return null;
}

const VARIABLE = /\{\{\s*(\d+)\s*\}\}/g;

/**
 * The review: Meta rejects a body that starts or ends with a variable, and variables that are not
 * numbered 1, 2, 3… in order. Returns the rejection reason, or null to approve.
 */
export function reviewReason(template: TemplateSubmission): string | null {
  const body = template.components.find((c) => c.type.toUpperCase() === 'BODY')?.text?.trim() ?? '';
  if (/^\{\{\s*\d+\s*\}\}/.test(body) || /\{\{\s*\d+\s*\}\}$/.test(body)) return 'INVALID_FORMAT';
  const numbers = [...body.matchAll(VARIABLE)].map((match) => Number(match[1]));
  const distinct = [...new Set(numbers)].sort((a, b) => a - b);
  if (distinct.some((n, index) => n !== index + 1)) return 'INVALID_FORMAT';
  return null;
}

/** Template ids are numeric strings, like Meta's. */
const templateId = (): string => `${randomInt(100_000_000, 999_999_999)}${randomInt(100_000, 999_999)}`;

export async function insertTemplate(
  db: DbOrTx,
  wabaId: string,
  template: TemplateSubmission,
  decideAt: Date,
): Promise<TemplateRow> {
  const [row] = await db
    .insert(cloudSimTemplates)
    .values({
      id: templateId(),
      wabaId,
      name: template.name,
      language: template.language,
      category: template.category,
      components: template.components,
      decideAt,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new TemplateExists();
  return row;
}

export class TemplateExists extends Error {}

export function listTemplates(db: DbOrTx, wabaId: string, name?: string): Promise<TemplateRow[]> {
  return db
    .select()
    .from(cloudSimTemplates)
    .where(and(eq(cloudSimTemplates.wabaId, wabaId), name ? eq(cloudSimTemplates.name, name) : undefined))
    .orderBy(asc(cloudSimTemplates.createdAt), asc(cloudSimTemplates.id));
}

/** The review's outcome, stored; the status webhook follows. */
export async function decideTemplate(db: DbOrTx, row: TemplateRow): Promise<TemplateRow> {
  const reason = reviewReason(TemplateSubmission.parse(row));
  const [decided] = await db
    .update(cloudSimTemplates)
    .set({ status: reason ? 'REJECTED' : 'APPROVED', rejectedReason: reason })
    .where(eq(cloudSimTemplates.id, row.id))
    .returning();
  return decided ?? row;
}

export async function approvedTemplate(
  db: DbOrTx,
  wabaId: string,
  name: string,
  language: string,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(cloudSimTemplates)
    .where(
      and(
        eq(cloudSimTemplates.wabaId, wabaId),
        eq(cloudSimTemplates.name, name),
        eq(cloudSimTemplates.language, language),
        eq(cloudSimTemplates.status, 'APPROVED'),
      ),
    );
  return row;
}

/** The template's body with the send's parameters in place of `{{1}}`…, as the customer reads it. */
export function renderBody(row: TemplateRow, parameters: readonly string[]): string {
  const body = TemplateSubmission.parse(row).components.find((c) => c.type.toUpperCase() === 'BODY');
  return (body?.text ?? '').replace(VARIABLE, (whole, n: string) => parameters[Number(n) - 1] ?? whole);
}

/** The kind of file a template's header carries (`IMAGE` → image, `DOCUMENT` → document), or null. */
export function mediaHeaderOf(row: TemplateRow): 'image' | 'document' | null {
  const header = TemplateSubmission.parse(row).components.find((c) => c.type.toUpperCase() === 'HEADER');
  const format = header?.format?.toUpperCase();
  return format === 'IMAGE' ? 'image' : format === 'DOCUMENT' ? 'document' : null;
}

/** A template as `GET /{waba-id}/message_templates` lists it. */
export const templateAnswer = (row: TemplateRow) => ({
  id: row.id,
  name: row.name,
  language: row.language,
  category: row.category,
  status: row.status,
  components: row.components,
  ...(row.rejectedReason ? { rejected_reason: row.rejectedReason } : {}),
});
