import { z } from 'zod';
import { Id, IdFilter } from './common';
import { fillTemplate, templateVariables } from './template-text';

/**
 * Message templates of the official WhatsApp Cloud API (issue 25): the only messages a number may
 * send once a customer has been silent for 24 hours. Each is submitted to Meta for review; its
 * status follows Meta's review (webhook and sync).
 */

export const TEMPLATE_CATEGORIES = ['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const;
export const TEMPLATE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'PAUSED'] as const;
export const DEFAULT_TEMPLATE_LANGUAGE = 'pt_BR';
export const MAX_TEMPLATE_BUTTONS = 3;
/** Meta's limits: body 1024 characters, header and footer 60, a quick-reply button 25. */
export const TEMPLATE_LIMITS = { name: 512, body: 1024, header: 60, footer: 60, button: 25 } as const;

export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

// In template-text.ts (no zod) for the inbox's first load; re-exported for the server's imports.
export { fillTemplate, templateVariables };

/** Meta's statuses → ours; a disabled template can no longer be sent, as a paused one. */
export function statusFromMeta(status: string): TemplateStatus | null {
  const upper = status.toUpperCase();
  if ((TEMPLATE_STATUSES as readonly string[]).includes(upper)) return upper as TemplateStatus;
  if (upper === 'DISABLED') return 'PAUSED';
  if (upper === 'IN_APPEAL' || upper === 'PENDING_DELETION') return 'PENDING';
  return null;
}

/** Why a body's variables break Meta's rules, or null when they follow them. */
export function bodyVariablesProblem(body: string, exampleCount: number): string | null {
  const numbers = [...new Set(templateVariables(body))].sort((a, b) => a - b);
  if (numbers.some((n, index) => n !== index + 1))
    return 'As variáveis devem ser numeradas a partir de {{1}}, sem pular números';
  const trimmed = body.trim();
  if (/^\{\{\s*\d+\s*\}\}/.test(trimmed) || /\{\{\s*\d+\s*\}\}$/.test(trimmed))
    return 'O texto não pode começar nem terminar com uma variável';
  if (exampleCount < numbers.length) return 'Informe um exemplo para cada variável';
  return null;
}

/**
 * A picture or document header (Meta's limits): the sample goes to Meta's review and is the picture
 * sent when no car's photo replaces it.
 */
export const HEADER_MEDIA_KINDS = ['image', 'document'] as const;
export type HeaderMediaKind = (typeof HEADER_MEDIA_KINDS)[number];
const MB = 1024 * 1024;
export const HEADER_MEDIA_RULES = {
  image: {
    mimeTypes: ['image/jpeg', 'image/png'],
    maxBytes: 5 * MB,
    wrongType: 'A imagem do cabeçalho deve ser JPEG ou PNG',
    tooBig: 'A imagem do cabeçalho deve ter no máximo 5 MB',
  },
  document: {
    mimeTypes: ['application/pdf'],
    maxBytes: 100 * MB,
    wrongType: 'O documento do cabeçalho deve ser um PDF',
    tooBig: 'O documento do cabeçalho deve ter no máximo 100 MB',
  },
} as const satisfies Record<HeaderMediaKind, unknown>;

/** Bytes of a base64 text (padding excluded), without decoding it. */
export function base64Size(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

export const TemplateHeaderMediaInput = z
  .object({
    kind: z.enum(HEADER_MEDIA_KINDS, { message: 'O cabeçalho com arquivo deve ser image ou document' }),
    fileName: z
      .string({ message: 'Informe o nome do arquivo' })
      .trim()
      .min(1, { message: 'Informe o nome do arquivo' })
      .max(200, { message: 'O nome do arquivo deve ter no máximo 200 caracteres' }),
    mimeType: z.string({ message: 'Informe o tipo do arquivo' }).trim().toLowerCase(),
    /** The file's bytes in base64 (a data URL's prefix is removed). */
    base64: z
      .string({ message: 'Escolha o arquivo de exemplo do cabeçalho' })
      .transform((value) => value.replace(/^data:[^,]*,/, '').replace(/\s+/g, ''))
      .refine((value) => value.length > 0, { message: 'Escolha o arquivo de exemplo do cabeçalho' })
      .refine((value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value), { message: 'Arquivo deve estar em base64' }),
  })
  .superRefine((media, context) => {
    const rule = HEADER_MEDIA_RULES[media.kind];
    if (!(rule.mimeTypes as readonly string[]).includes(media.mimeType))
      context.addIssue({ code: 'custom', path: ['mimeType'], message: rule.wrongType });
    if (base64Size(media.base64) > rule.maxBytes)
      context.addIssue({ code: 'custom', path: ['base64'], message: rule.tooBig });
  });
export type TemplateHeaderMediaInput = z.infer<typeof TemplateHeaderMediaInput>;

/**
 * What a template keeps of its media header's sample (the bytes stay with Meta). A template made
 * in Meta's own tools and read by the sync has the header's kind only: no file of ours to send
 * (`hasSample` false), so a send needs a car's photo or refuses.
 */
export const TemplateHeaderMedia = z.object({
  kind: z.enum(HEADER_MEDIA_KINDS),
  fileName: z.string().nullable(),
  mimeType: z.string().nullable(),
  hasSample: z.boolean(),
});
export type TemplateHeaderMedia = z.infer<typeof TemplateHeaderMedia>;

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} deve ter no máximo ${max} caracteres` });

export const TemplateCreateBody = z
  .object({
    instanceId: Id,
    name: z
      .string({ message: 'Informe o nome do modelo' })
      .trim()
      .min(1, { message: 'Informe o nome do modelo' })
      .max(TEMPLATE_LIMITS.name)
      .regex(/^[a-z0-9_]+$/, { message: 'Use apenas letras minúsculas, números e sublinhado (_)' }),
    category: z.enum(TEMPLATE_CATEGORIES, {
      message: 'Categoria deve ser MARKETING, UTILITY ou AUTHENTICATION',
    }),
    language: z
      .string()
      .trim()
      .regex(/^[a-z]{2}(_[A-Z]{2})?$/, { message: 'Idioma inválido (ex.: pt_BR)' })
      .default(DEFAULT_TEMPLATE_LANGUAGE),
    body: text(TEMPLATE_LIMITS.body, 'O texto').min(1, { message: 'Informe o texto da mensagem' }),
    /** One example per variable, in order: Meta reviews the template with them. */
    examples: z
      .array(text(200, 'O exemplo').min(1, { message: 'Informe o exemplo' }))
      .max(20)
      .default([]),
    header: text(TEMPLATE_LIMITS.header, 'O cabeçalho').optional(),
    /** A picture or document header instead of a text one. */
    headerMedia: TemplateHeaderMediaInput.optional(),
    footer: text(TEMPLATE_LIMITS.footer, 'O rodapé').optional(),
    buttons: z
      .array(text(TEMPLATE_LIMITS.button, 'O botão').min(1, { message: 'Informe o texto do botão' }))
      .max(MAX_TEMPLATE_BUTTONS, { message: `No máximo ${MAX_TEMPLATE_BUTTONS} botões de resposta rápida` })
      .default([]),
  })
  .superRefine((value, context) => {
    if (value.header && value.headerMedia)
      context.addIssue({
        code: 'custom',
        path: ['header'],
        message: 'O cabeçalho é um texto ou um arquivo, não os dois',
      });
    const problem = bodyVariablesProblem(value.body, value.examples.length);
    if (problem) {
      const field = problem.startsWith('Informe um exemplo') ? 'examples' : 'body';
      context.addIssue({ code: 'custom', path: [field], message: problem });
    }
    for (const [field, part] of [
      ['header', value.header],
      ['footer', value.footer],
    ] as const) {
      if (part && templateVariables(part).length > 0)
        context.addIssue({ code: 'custom', path: [field], message: 'Variáveis só são aceitas no texto' });
    }
  });
export type TemplateCreateBody = z.infer<typeof TemplateCreateBody>;

export const TemplateRecord = z.object({
  id: Id,
  instanceId: Id,
  name: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  language: z.string(),
  body: z.string(),
  examples: z.array(z.string()),
  header: z.string().nullable(),
  /** A picture or document header (then `header` is null). */
  headerMedia: TemplateHeaderMedia.nullable(),
  footer: z.string().nullable(),
  buttons: z.array(z.string()),
  status: z.enum(TEMPLATE_STATUSES),
  rejectionReason: z.string().nullable(),
  /** Meta's id of the template, once submitted. */
  externalId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TemplateRecord = z.infer<typeof TemplateRecord>;

export const TemplateFilter = z.object({
  id: IdFilter.optional(),
  instanceId: Id.optional(),
  status: z.enum(TEMPLATE_STATUSES).optional(),
  q: z.string().trim().max(200).optional(),
});

/** `POST /api/message-templates/sync`: which number's account to read again. */
export const TemplateSyncBody = z.object({ instanceId: Id });
export const TemplateSyncResponse = z.object({ updated: z.number().int(), created: z.number().int() });
export type TemplateSyncResponse = z.infer<typeof TemplateSyncResponse>;

/** `POST /api/conversations/:id/template`: an approved template with its body's values, `{{1}}` first. */
export const ConversationTemplateBody = z.object({
  templateId: Id,
  variables: z
    .array(z.string().trim().min(1, { message: 'Informe o valor da variável' }).max(1000))
    .max(20)
    .default([]),
});
export type ConversationTemplateBody = z.infer<typeof ConversationTemplateBody>;

/** `GET /api/conversations/:id/window`: whether free text may go now (official numbers only). */
export const ConversationWindow = z.object({
  /** False on numbers without the window (Evolution, simulator): free text always goes. */
  applies: z.boolean(),
  open: z.boolean(),
  /** When free text stops (stopped) being allowed; null when the customer never wrote. */
  closesAt: z.string().nullable(),
});
export type ConversationWindow = z.infer<typeof ConversationWindow>;
