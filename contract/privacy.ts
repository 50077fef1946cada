import { z } from 'zod';
import { RECIPIENT_STATUSES } from './campaigns';

/** What replaces every text and media of a contact whose data was erased. */
export const ERASED_TEXT = '[removido a pedido do titular]';

/** `POST /api/leads/:id/erase`: the contact's phone number, as digits, confirms the erasure. */
export const EraseBody = z.object({
  confirm: z
    .string({ message: 'Informe o número do titular' })
    .trim()
    .min(1, { message: 'Informe o número do titular' })
    .max(40, { message: 'Número inválido' }),
});
export type EraseBody = z.infer<typeof EraseBody>;

export const EraseResponse = z.object({
  success: z.literal(true),
  conversations: z.number().int(),
  messages: z.number().int(),
  mediaFiles: z.number().int(),
  jobsCancelled: z.number().int(),
});
export type EraseResponse = z.infer<typeof EraseResponse>;

const ExportMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  timestamp: z.string(),
  direction: z.enum(['in', 'out']),
  origin: z.string(),
  senderName: z.string().nullable(),
  content: z.string(),
  transcription: z.string().nullable(),
  mediaType: z.string().nullable(),
  /** The API path of the media's bytes (needs the same sign-in), or null without media. */
  mediaUrl: z.string().nullable(),
});

/**
 * `POST /api/leads/:id/export`: one JSON file (sent as an attachment) with everything held on the
 * contact, and `messagesCsv`, the same messages as a CSV text, so one download answers both formats.
 */
export const ContactExport = z.object({
  exportedAt: z.string(),
  contact: z.object({ name: z.string(), phone: z.string() }),
  conversations: z.array(
    z.object({
      id: z.string(),
      instanceId: z.string(),
      createdAt: z.string(),
      lastMessageAt: z.string().nullable(),
      notes: z.array(z.object({ authorName: z.string(), text: z.string(), createdAt: z.string() })),
    }),
  ),
  leads: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      qualificationLevel: z.string().nullable(),
      lostReason: z.string().nullable(),
      financingInterestAt: z.string().nullable(),
      createdAt: z.string(),
      history: z.array(
        z.object({
          kind: z.string(),
          fromValue: z.string().nullable(),
          toValue: z.string().nullable(),
          actorName: z.string(),
          reason: z.string().nullable(),
          createdAt: z.string(),
        }),
      ),
    }),
  ),
  appointments: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      startsAt: z.string(),
      status: z.string(),
      notes: z.string(),
    }),
  ),
  tradeIns: z.array(
    z.object({
      make: z.string(),
      model: z.string(),
      year: z.number(),
      km: z.number().nullable(),
      plate: z.string().nullable(),
      conditionNotes: z.string(),
      referencePrice: z.number().nullable(),
    }),
  ),
  /** The campaigns that had the contact in their audience, and what became of each message. */
  campaigns: z.array(
    z.object({
      campaignId: z.string(),
      name: z.string(),
      /** The approved template's name and language; null for a text campaign (Evolution). */
      template: z.string().nullable(),
      status: z.enum(RECIPIENT_STATUSES),
      error: z.string().nullable(),
      sentAt: z.string().nullable(),
    }),
  ),
  /** Vendaí keeps no separate consent record; null says so explicitly. */
  consent: z.null(),
  messages: z.array(ExportMessage),
  messagesCsv: z.string(),
});
export type ContactExport = z.infer<typeof ContactExport>;

/** Retention choices (LGPD) of `/settings`; null keeps the data. */
export const CONVERSATION_RETENTION_MONTHS = [6, 12, 24, 60] as const;
export const MEDIA_RETENTION_DAYS = [30, 90, 365] as const;

const monthsChoice = z
  .union([z.literal(6), z.literal(12), z.literal(24), z.literal(60)], { message: 'Prazo inválido' })
  .nullable();
const daysChoice = z
  .union([z.literal(30), z.literal(90), z.literal(365)], { message: 'Prazo inválido' })
  .nullable();

export const RetentionSettings = z.object({
  conversationMonths: monthsChoice,
  mediaDays: daysChoice,
});
export type RetentionSettings = z.infer<typeof RetentionSettings>;

/** The preview's query: numbers as text, empty or absent keeps. */
const queryNumber = <T extends z.ZodType>(choice: T) =>
  z.preprocess((value) => (value === undefined || value === '' ? null : Number(value)), choice);
export const RetentionPreviewQuery = z.object({
  conversationMonths: queryNumber(monthsChoice),
  mediaDays: queryNumber(daysChoice),
});
export type RetentionPreviewQuery = z.infer<typeof RetentionPreviewQuery>;

export const RetentionPreview = z.object({ conversations: z.number().int(), mediaFiles: z.number().int() });
export type RetentionPreview = z.infer<typeof RetentionPreview>;

export const LEGAL_KINDS = ['privacy', 'terms'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];
export const LegalKindParams = z.object({ kind: z.enum(LEGAL_KINDS, { message: 'Texto inválido' }) });
export const LegalText = z.object({
  kind: z.enum(LEGAL_KINDS),
  markdown: z.string(),
  updatedAt: z.string().nullable(),
});
export type LegalText = z.infer<typeof LegalText>;
export const LegalTextBody = z.object({
  markdown: z.string({ message: 'Informe o texto' }).max(100_000, { message: 'Texto longo demais' }),
});
export type LegalTextBody = z.infer<typeof LegalTextBody>;
