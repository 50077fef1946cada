import { z } from 'zod';

/** The Graph API's message templates, as submitted, listed and sent (PROTOCOL.md §7). */

/** One component of a template as submitted and as listed (`HEADER`, `BODY`, `FOOTER`, `BUTTONS`). */
export type TemplateComponent =
  | { type: 'HEADER'; format: 'TEXT'; text: string }
  | { type: 'BODY'; text: string; example?: { body_text: string[][] } }
  | { type: 'FOOTER'; text: string }
  | { type: 'BUTTONS'; buttons: { type: 'QUICK_REPLY'; text: string }[] };

/** `POST /{waba-id}/message_templates`: a template submitted for Meta's review. */
export interface CreateTemplateRequest {
  name: string;
  language: string;
  category: string;
  components: TemplateComponent[];
}

/** Answer to a template submission: `{ id, status, category }`. */
export const CreateTemplateAnswer = z.looseObject({
  id: z.string(),
  status: z.string().default('PENDING'),
  category: z.string().optional(),
});

/** One template of `GET /{waba-id}/message_templates`. */
export const ListedTemplate = z.looseObject({
  id: z.string(),
  name: z.string(),
  language: z.string(),
  status: z.string(),
  category: z.string().optional(),
  rejected_reason: z.string().nullish(),
  components: z.array(z.looseObject({ type: z.string(), text: z.string().optional() })).default([]),
});

/** Answer to `GET /{waba-id}/message_templates`: a page of templates and the cursor to the next. */
export const ListTemplatesAnswer = z.looseObject({
  data: z.array(z.unknown()).default([]),
  paging: z
    .looseObject({
      cursors: z.looseObject({ after: z.string().optional() }).optional(),
      next: z.string().optional(),
    })
    .optional(),
});

/** The fields asked of each listed template. */
export const TEMPLATE_FIELDS = [
  'id',
  'name',
  'language',
  'status',
  'category',
  'rejected_reason',
  'components',
];

/** A template message: its name, language and the body's values in order. */
export type TemplatePayload = {
  type: 'template';
  template: {
    name: string;
    language: { code: string };
    components?: { type: 'body'; parameters: { type: 'text'; text: string }[] }[];
  };
};
