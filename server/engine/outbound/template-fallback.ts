import { and, eq } from 'drizzle-orm';
import { fillTemplate, templateVariables } from '../../../contract/message-templates';
import { conversations, instanceSettings, leads, messageTemplates } from '../../db/schema';
import { resolveSettings } from '../config';
import type { EngineDeps } from '../deps';
import { sendOutbound } from './send';
import { templateHeader } from './template-header';
import type { OutboundInput, OutboundResult } from './types';

/** Why a follow-up or reminder was skipped for a contact who opted out. */
export const OPTED_OUT_TEXT = 'o contato pediu para não receber mensagens';

/** Why an engine message (follow-up, reminder) was skipped after the window closed. */
export const NO_TEMPLATE_TEXT =
  'fora da janela de 24 h e nenhum modelo aprovado definido nas configurações de follow-up';

/**
 * An engine message of ours that may wait (a follow-up, a reminder): never to a contact who opted
 * out; free text while the official
 * API's window is open; once it closed, the approved template the instance's follow-up settings
 * name, its `{{1}}` filled with the customer's first name (a template asking for more values
 * cannot be filled here and is not used). Without one the send is skipped, said in `error`.
 */
export async function sendOrTemplate(
  deps: Pick<EngineDeps, 'db' | 'clock' | 'log' | 'events' | 'gateways'>,
  input: OutboundInput,
  /** The instance's follow-up template setting, when the caller read it already. */
  templateName?: string,
): Promise<OutboundResult> {
  // A contact who asked to stop ("parar") gets no follow-up or reminder, on any gateway.
  if (await optedOut(deps, input))
    return { messageId: null, status: 'failed', error: OPTED_OUT_TEXT, reason: 'opted_out' };
  const result = await sendOutbound(deps, input);
  if (result.reason !== 'outside_window') return result;
  const name = (templateName ?? (await templateSettingOf(deps, input.instanceId))).trim();
  const [template] = name
    ? await deps.db
        .select()
        .from(messageTemplates)
        .where(
          and(
            eq(messageTemplates.organizationId, input.organizationId),
            eq(messageTemplates.instanceId, input.instanceId),
            eq(messageTemplates.name, name),
            eq(messageTemplates.status, 'APPROVED'),
          ),
        )
    : [];
  const count = template ? new Set(templateVariables(template.body)).size : 0;
  if (!template || count > 1) return { ...result, error: NO_TEMPLATE_TEXT };
  const variables = count === 1 ? [await firstNameOf(deps, input)] : [];
  return sendOutbound(deps, {
    ...input,
    text: fillTemplate(template.body, variables),
    template: {
      name: template.name,
      language: template.language,
      variables,
      header: templateHeader(template),
    },
  });
}

/** The customer's first name as the chat knows it, "cliente" when it does not. */
async function firstNameOf(deps: Pick<EngineDeps, 'db'>, input: OutboundInput): Promise<string> {
  const [row] = await deps.db
    .select({ name: conversations.contactName, number: conversations.contactNumber })
    .from(conversations)
    .where(
      and(eq(conversations.organizationId, input.organizationId), eq(conversations.id, input.conversationId)),
    );
  const name = row?.name.trim() ?? '';
  return name && name !== row?.number ? (name.split(/\s+/)[0] ?? name) : 'cliente';
}

/** The instance's `followUpTemplate` setting ('' when unset). */
async function templateSettingOf(deps: Pick<EngineDeps, 'db'>, instanceId: string): Promise<string> {
  const [row] = await deps.db
    .select({ values: instanceSettings.values })
    .from(instanceSettings)
    .where(eq(instanceSettings.instanceId, instanceId));
  return resolveSettings(row?.values).followUpTemplate;
}

async function optedOut(deps: Pick<EngineDeps, 'db'>, input: OutboundInput): Promise<boolean> {
  const [lead] = await deps.db
    .select({ consent: leads.consentStatus })
    .from(leads)
    .where(
      and(eq(leads.organizationId, input.organizationId), eq(leads.conversationId, input.conversationId)),
    );
  return lead?.consent === 'opted_out';
}
