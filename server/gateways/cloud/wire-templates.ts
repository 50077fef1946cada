import { z } from 'zod';

/** The Graph API's message templates, as submitted, listed and sent (PROTOCOL.md §7). */

/** One component of a template as submitted and as listed (`HEADER`, `BODY`, `FOOTER`, `BUTTONS`). */
export type TemplateComponent =
  | { type: 'HEADER'; format: 'TEXT'; text: string }
  | { type: 'HEADER'; format: 'IMAGE' | 'DOCUMENT'; example: { header_handle: string[] } }
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
  components: z
    .array(z.looseObject({ type: z.string(), format: z.string().optional(), text: z.string().optional() }))
    .default([]),
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

/** `GET /app`: the app the access token belongs to (its id opens the Resumable Upload API). */
export const AppAnswer = z.looseObject({ id: z.string().min(1) });

/** `POST /{app-id}/uploads?file_name&file_length&file_type` → the session id (`upload:…`, maybe `?sig=…`). */
export const UploadSessionAnswer = z.looseObject({ id: z.string().min(1) });

/** `POST /{upload-id}` with `file_offset: 0` and the bytes → the handle a template header names. */
export const UploadAnswer = z.looseObject({ h: z.string().min(1) });

/** A media header's file in a send: by public link or by the number's media id. */
export type HeaderMediaParameter =
  | { type: 'image'; image: { link: string } | { id: string } }
  | { type: 'document'; document: { id: string; filename: string } };

export type TemplateSendComponent =
  | { type: 'header'; parameters: HeaderMediaParameter[] }
  | { type: 'body'; parameters: { type: 'text'; text: string }[] };

/** A template message: its name, language, the header's file and the body's values in order. */
export type TemplatePayload = {
  type: 'template';
  template: {
    name: string;
    language: { code: string };
    components?: TemplateSendComponent[];
  };
};
