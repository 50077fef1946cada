import { GatewayError } from '../errors';
import { rethrowAs } from '../evolution/operation';
import type {
  AccountTemplate,
  GatewayInstanceRef,
  SendTemplateInput,
  TemplateGateway,
  TemplateSubmission,
} from '../port';
import type { GraphHttpClient } from './http-client';
import { send, tokenOf } from './message-calls';
import {
  CreateTemplateAnswer,
  type CreateTemplateRequest,
  ListedTemplate,
  ListTemplatesAnswer,
  TEMPLATE_FIELDS,
  type TemplateComponent,
  type TemplatePayload,
} from './wire-templates';

/** Template calls (PROTOCOL §7): submitted and listed on the business account, sent by the number. */

/** Pages read at most in one sync: 100 templates a page is far beyond what a shop keeps. */
const MAX_PAGES = 20;
const PAGE_SIZE = '100';

function invalid(operation: string, message: string): GatewayError {
  return new GatewayError({
    kind: 'unavailable',
    operation,
    reason: 'invalid_response',
    retryable: false,
    gatewayMessage: message,
  });
}

/** Our template → Meta's components, in the order Meta shows them. */
export function templateComponents(template: TemplateSubmission): TemplateComponent[] {
  const components: TemplateComponent[] = [];
  if (template.header) components.push({ type: 'HEADER', format: 'TEXT', text: template.header });
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
  const body: CreateTemplateRequest = {
    name: template.name,
    language: template.language,
    category: template.category,
    components: templateComponents(template),
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
  if (!parsed.success) throw invalid('submitTemplate', 'template answer without id');
  return { externalId: parsed.data.id, status: parsed.data.status };
}

function toAccountTemplate(item: unknown): AccountTemplate | null {
  const parsed = ListedTemplate.safeParse(item);
  if (!parsed.success) return null;
  const t = parsed.data;
  return {
    externalId: t.id,
    name: t.name,
    language: t.language,
    status: t.status,
    category: t.category ?? null,
    rejectionReason: t.rejected_reason && t.rejected_reason !== 'NONE' ? t.rejected_reason : null,
    body: t.components.find((c) => c.type === 'BODY')?.text ?? null,
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
    if (!parsed.success) throw invalid('listTemplates', 'template list without data');
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
  const payload: TemplatePayload = {
    type: 'template',
    template: {
      name: input.name,
      language: { code: input.language },
      ...(input.variables.length > 0
        ? {
            components: [
              { type: 'body', parameters: input.variables.map((text) => ({ type: 'text' as const, text })) },
            ],
          }
        : {}),
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
