import { z } from 'zod';
import { Id, onlyDigits } from './common';

/** Portals and sites that post leads to us (issue 29): the `lead-sources` resource and its intake URLs. */

export const LEAD_SOURCE_INTAKE_KINDS = ['portal', 'site'] as const;
export const DEFAULT_REPLY_DELAY_SECONDS = 60;
const NAME_MAX = 80;
const TEXT_MAX = 2000;

export const LeadSourceCreateBody = z.object({
  name: z
    .string({ message: 'Informe o nome da fonte' })
    .trim()
    .min(1, { message: 'Informe o nome da fonte' })
    .max(NAME_MAX, { message: `Nome deve ter no máximo ${NAME_MAX} caracteres` }),
  kind: z.enum(LEAD_SOURCE_INTAKE_KINDS, { message: 'Tipo deve ser portal ou site' }),
  instanceId: Id,
  replyDelaySeconds: z
    .number({ message: 'Atraso deve ser um número de segundos' })
    .int({ message: 'Atraso deve ser um número inteiro de segundos' })
    .min(0, { message: 'Atraso não pode ser negativo' })
    .max(3600, { message: 'Atraso deve ser de no máximo 3600 segundos' })
    .optional(),
  /** The approved template of the first message; only on an official (Cloud API) number. */
  templateId: Id.nullish(),
});
export type LeadSourceCreateBody = z.infer<typeof LeadSourceCreateBody>;

/**
 * `PUT /api/lead-sources/:id` (the resource's edit): only the first contact's template changes; the
 * name, kind and number stay what the reports and the intake URL were made with.
 */
export const LeadSourceUpdateBody = z.object({ templateId: Id.nullable() });
export type LeadSourceUpdateBody = z.infer<typeof LeadSourceUpdateBody>;

export const LeadSourceRecord = z.object({
  id: Id,
  name: z.string(),
  kind: z.enum(LEAD_SOURCE_INTAKE_KINDS),
  instanceId: Id,
  replyDelaySeconds: z.number().int(),
  templateId: Id.nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type LeadSourceRecord = z.infer<typeof LeadSourceRecord>;

/** Creation and rotation answer the token once: only its hash is kept. */
export const LeadSourceWithToken = LeadSourceRecord.extend({ token: z.string(), intakeUrl: z.string() });
export type LeadSourceWithToken = z.infer<typeof LeadSourceWithToken>;

export const LeadSourceFilter = z.object({ id: z.union([Id, z.array(Id)]).optional() });

export const IntakeTokenParams = z.object({ token: z.string().min(1).max(200) });

/**
 * A Brazilian number WhatsApp can reach, as digits with the country code: 10–11 digits (DDD and
 * number, a leading trunk 0 dropped) or 12–13 starting with 55; null otherwise.
 */
export function brazilianPhone(value: string): string | null {
  let digits = onlyDigits(value).replace(/^0+/, '');
  if (digits.length === 10 || digits.length === 11) digits = `55${digits}`;
  if (!/^55[1-9][1-9]\d{8,9}$/.test(digits)) return null;
  // Nine digits after the DDD is a mobile, which starts with 9.
  if (digits.length === 13 && digits[4] !== '9') return null;
  return digits;
}

const phone = z
  .union([z.string(), z.number()], { message: 'Informe um telefone brasileiro com DDD' })
  .transform((value, context) => {
    const digits = brazilianPhone(String(value));
    if (!digits)
      context.addIssue({ code: 'custom', message: 'Telefone brasileiro inválido (use DDD e número)' });
    return digits ?? '';
  });
const optionalText = z.string().trim().max(TEXT_MAX).optional();

export const IntakeVehicle = z.object({
  listingId: z
    .union([z.string().trim().max(200), z.number()])
    .transform(String)
    .optional(),
  make: z.string().trim().max(NAME_MAX).optional(),
  model: z.string().trim().max(NAME_MAX).optional(),
  year: z.number().int().min(1900).max(2100).optional(),
  price: z.number().min(0).optional(),
});
export type IntakeVehicle = z.infer<typeof IntakeVehicle>;

/** `POST /api/leads/intake/:token`: a lead as any portal or site can post it. */
export const LeadIntakeBody = z.object({
  name: z
    .string({ message: 'Informe o nome' })
    .trim()
    .min(1, { message: 'Informe o nome' })
    .max(NAME_MAX * 2),
  phone,
  email: z.string().trim().max(200).optional(),
  message: optionalText,
  vehicle: IntakeVehicle.optional(),
  /** The portal's own label of where the lead came from (kept with the intake, not trusted as the kind). */
  source: z.string().trim().max(NAME_MAX).optional(),
});
export type LeadIntakeBody = z.infer<typeof LeadIntakeBody>;

/** OLX's id of a listing or the dealer software's own code: sent as text or as a number. */
const olxId = z.union([z.string(), z.number()]).transform(String).nullish();

/**
 * `POST /api/leads/intake/:token/olx`: OLX's lead, as its "Envio de Leads" integration posts it
 * (developers.olx.com.br/lead/leads.html and, with `adsInfo`, /lead/leads_enriched.html): `source`
 * (whatsapp, telefone, chat, financing or olx), `adId` (the dealer software's code of the listing,
 * empty when the ad was placed by hand on OLX), `listId` (OLX's own id), `linkAd`, `name`, `email`,
 * `phone` (digits, with or without the area code), `message`, `createdAt`, `externalId` (OLX's id of
 * the lead) and, for cars, `adsInfo` with the ad's `subject` and `price` (text). Unknown fields are
 * kept and ignored.
 */
export const OlxLeadBody = z.looseObject({
  name: z
    .string({ message: 'Informe o nome' })
    .trim()
    .min(1, { message: 'Informe o nome' })
    .max(NAME_MAX * 2),
  phone,
  email: z.string().trim().max(200).nullish(),
  message: z.string().trim().max(TEXT_MAX).nullish(),
  source: z.string().trim().max(40).nullish(),
  adId: olxId,
  listId: olxId,
  linkAd: z.string().trim().max(TEXT_MAX).nullish(),
  createdAt: z.string().trim().max(40).nullish(),
  externalId: olxId,
  adsInfo: z
    .looseObject({
      subject: z.string().trim().max(TEXT_MAX).nullish(),
      price: z.union([z.number(), z.string()]).nullish(),
    })
    .nullish(),
});
export type OlxLeadBody = z.infer<typeof OlxLeadBody>;

export const LeadIntakeResponse = z.object({
  id: Id,
  leadId: Id,
  /** True when the same phone and listing arrived within 24 h: the first intake is answered again. */
  duplicate: z.boolean(),
});
export type LeadIntakeResponse = z.infer<typeof LeadIntakeResponse>;
