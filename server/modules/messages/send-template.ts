import type { FastifyInstance } from 'fastify';
import type { Message } from '../../../contract/inbox';
import {
  type ConversationTemplateBody,
  fillTemplate,
  templateVariables,
} from '../../../contract/message-templates';
import { isMissingHeaderSample, missingHeaderSampleText, templateHeader } from '../../engine/outbound';
import type { AuthContext } from '../../lib/auth-context';
import { validationError } from '../../lib/errors';
import { requireVisibleConversation } from '../conversations/access';
import { ownTemplate } from '../message-templates/service';
import * as repo from './repository';
import { deliver } from './send';

/**
 * POST /api/conversations/:id/template: an approved template of the conversation's own number,
 * at any time (also after the 24-hour window closed). Stored first as the operator's pending
 * message with the text the customer reads, then sent through the one outbound path.
 */
export async function sendConversationTemplate(
  app: FastifyInstance,
  actor: AuthContext,
  conversationId: string,
  body: ConversationTemplateBody,
): Promise<Message> {
  const conversation = await requireVisibleConversation(app.db, actor, conversationId);
  const template = await ownTemplate(app.db, actor.organizationId, body.templateId);
  if (template.instanceId !== conversation.instanceId)
    throw validationError('templateId', 'Este modelo pertence a outro número');
  if (template.status !== 'APPROVED')
    throw validationError('templateId', 'Só modelos aprovados pela Meta podem ser enviados');
  const count = new Set(templateVariables(template.body)).size;
  if (body.variables.length !== count)
    throw validationError('variables', `Este modelo precisa de ${count} valor(es) para as variáveis`);
  const header = templateHeader(template);
  if (isMissingHeaderSample(header))
    throw validationError('templateId', missingHeaderSampleText(header.kind));
  const text = fillTemplate(template.body, body.variables);
  const writtenAt = app.clock.now();
  const messageId = await repo.insertPendingHumanMessage(app.db, actor.organizationId, {
    conversationId: conversation.id,
    instanceId: conversation.instanceId,
    content: text,
    senderName: actor.name || actor.email,
    senderUserId: actor.userId,
    timestamp: writtenAt,
  });
  return deliver(app, actor, conversation, {
    id: messageId,
    text,
    writtenAt,
    template: {
      name: template.name,
      language: template.language,
      variables: [...body.variables],
      header,
    },
  });
}
