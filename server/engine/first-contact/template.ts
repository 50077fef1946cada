import { and, eq } from 'drizzle-orm';
import { fillTemplate, templateVariables } from '../../../contract/message-templates';
import type { DbOrTx } from '../../db/client';
import { messageTemplates } from '../../db/schema';
import { type TemplateSend, templateHeader } from '../outbound';
import { formatPrice } from './text';

/**
 * The first message to a portal lead on an official number (issue 25): the lead never wrote, so the
 * 24-hour window is closed and only the source's approved template may go. Its variables follow
 * the order the shop is told in the source form: `{{1}}` the first name, `{{2}}` the car, `{{3}}` its
 * stock price. Meta refuses an empty parameter, so each has a neutral stand-in.
 */

const MAX_VARIABLES = 3;

export interface FirstContactValues {
  contactName: string;
  carLabel: string | null;
  stockPrice: number | null;
  /** The stock car's first photo: a picture header shows it instead of the template's sample. */
  carPhotoUrl?: string | null;
}

export function firstContactVariables(values: FirstContactValues): string[] {
  const first = values.contactName.trim().split(/\s+/)[0] || 'cliente';
  return [
    first,
    values.carLabel ?? 'o veículo do anúncio',
    values.stockPrice === null ? 'preço a confirmar' : formatPrice(values.stockPrice),
  ];
}

/** The template to send and its text as the customer reads it; null when none can go. */
export async function firstContactTemplate(
  db: DbOrTx,
  tenantId: string,
  instanceId: string,
  templateId: string | null,
  values: FirstContactValues,
): Promise<{ text: string; template: TemplateSend } | null> {
  if (!templateId) return null;
  // Approved when the source was saved, but Meta may pause or reject it later.
  const [row] = await db
    .select()
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.organizationId, tenantId),
        eq(messageTemplates.instanceId, instanceId),
        eq(messageTemplates.id, templateId),
        eq(messageTemplates.status, 'APPROVED'),
      ),
    );
  if (!row) return null;
  const used = templateVariables(row.body);
  if (used.some((n) => n > MAX_VARIABLES)) return null;
  const count = used.length === 0 ? 0 : Math.max(...used);
  const variables = firstContactVariables(values).slice(0, count);
  return {
    text: fillTemplate(row.body, variables),
    template: {
      name: row.name,
      language: row.language,
      variables,
      header: templateHeader(row, values.carPhotoUrl),
    },
  };
}
