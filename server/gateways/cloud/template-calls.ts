import { invalidAnswer, rethrowAs } from '../http';
import type {
  AccountTemplate,
  GatewayInstanceRef,
  SendTemplateInput,
  TemplateGateway,
  TemplateSubmission,
} from '../port';
import type { GraphHttpClient } from './http-client';
import { send, tokenOf } from './message-calls';
import { headerParameter, uploadHeaderSample } from './template-media';
import {
  CreateTemplateAnswer,
  type CreateTemplateRequest,
  ListedTemplate,
  ListTemplatesAnswer,
  TEMPLATE_FIELDS,
  type TemplateComponent,
  type TemplatePayload,
  type TemplateSendComponent,
} from './wire-templates';

/** Template calls (PROTOCOL §7): submitted and listed on the business account, sent by the number. */

/** Pages read at most in one sync: 100 templates a page is far beyond what a shop keeps. */
const MAX_PAGES = 20;
const PAGE_SIZE = '100';

/**
 * Our template → Meta's components, in the order Meta shows them. A media header names its sample
 * by the handle of its upload (`headerHandle`).
 */
export function templateComponents(template: TemplateSubmission, headerHandle?: string): TemplateComponent[] {
  const components: TemplateComponent[] = [];
  if (template.headerMedia && headerHandle) {
    components.push({
      type: 'HEADER',
      format: template.headerMedia.kind === 'image' ? 'IMAGE' : 'DOCUMENT',
      example: { header_handle: [headerHandle] },
    });
  } else if (template.header) components.push({ type: 'HEADER', format: 'TEXT', text: template.header });
  components.push({
    type: 'BODY',
    text: template.body,
    ...(template.examples.length > 0 ? { example: { body_text: [[...template.examples]] } } : {}),
  });
  if (template.footer) components.push({ type: 'FOOTER', text: template.footer });
  if (template.buttons.length > 0) {
    components.push({
      type: 'BUTTONS',
      buttons: template.buttons.map((text) => ({ type: 'QUICK_REPLY' as const, text })),
    });
  }
  return components;
}

async function submit(
  client: GraphHttpClient,
  instance: GatewayInstanceRef,
  account: string,
  template: TemplateSubmission,
) {
  const headerMedia = template.headerMedia
    ? await uploadHeaderSample(client, instance, template.headerMedia)
    : null;
  const body: CreateTemplateRequest = {
    name: template.name,
    language: template.language,
    category: template.category,
    components: templateComponents(template, headerMedia?.handle),
  };
  const answer = await client
    .json({
      method: 'POST',
      path: [account, 'message_templates'],
      token: tokenOf(instance, 'submitTemplate'),
      body,
    })
    .catch(rethrowAs('submitTemplate'));
  const parsed = CreateTemplateAnswer.safeParse(answer);
  if (!parsed.success) throw invalidAnswer('template answer without id', { operation: 'submitTemplate' });
  return { externalId: parsed.data.id, status: parsed.data.status, headerMedia };
}

function toAccountTemplate(item: unknown): AccountTemplate | null {
  const parsed = ListedTemplate.safeParse(item);
  if (!parsed.success) return null;
  const t = parsed.data;
  const header = t.components.find((c) => c.type === 'HEADER');
  return {
    externalId: t.id,
    name: t.name,
    language: t.language,
    status: t.status,
    category: t.category ?? null,
    rejectionReason: t.rejected_reason && t.rejected_reason !== 'NONE' ? t.rejected_reason : null,
    body: t.components.find((c) => c.type === 'BODY')?.text ?? null,
    header: header?.format === 'TEXT' ? (header.text ?? null) : null,
    headerMedia: header?.format === 'IMAGE' ? 'image' : header?.format === 'DOCUMENT' ? 'document' : null,
  };
}

/** Every template of the account, following the `after` cursor page by page. */
async function list(client: GraphHttpClient, instance: GatewayInstanceRef, account: string) {
  const token = tokenOf(instance, 'listTemplates');
  const templates: AccountTemplate[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await client
      .json({
        method: 'GET',
        path: [account, 'message_templates'],
        token,
        query: { fields: TEMPLATE_FIELDS.join(','), limit: PAGE_SIZE, ...(after ? { after } : {}) },
        retry: true,
      })
      .catch(rethrowAs('listTemplates'));
    const parsed = ListTemplatesAnswer.safeParse(answer);
    if (!parsed.success) throw invalidAnswer('template list without data', { operation: 'listTemplates' });
    for (const item of parsed.data.data) {
      const template = toAccountTemplate(item);
      if (template) templates.push(template);
    }
    after = parsed.data.paging?.next ? parsed.data.paging.cursors?.after : undefined;
    if (!after) break;
  }
  return templates;
}

function sendTemplate(client: GraphHttpClient, instance: GatewayInstanceRef, input: SendTemplateInput) {
  const components: TemplateSendComponent[] = [];
  if (input.header) components.push({ type: 'header', parameters: [headerParameter(input.header)] });
  if (input.variables.length > 0)
    components.push({ type: 'body', parameters: input.variables.map((text) => ({ type: 'text', text })) });
  const payload: TemplatePayload = {
    type: 'template',
    template: {
      name: input.name,
      language: { code: input.language },
      ...(components.length > 0 ? { components } : {}),
    },
  };
  return send(client, 'sendTemplate', instance, input.to, undefined, payload);
}

export function templateCalls(client: GraphHttpClient): TemplateGateway {
  return {
    submit: (instance, account, template) => submit(client, instance, account, template),
    list: (instance, account) => list(client, instance, account),
    send: (instance, input) => sendTemplate(client, instance, input),
  };
}
