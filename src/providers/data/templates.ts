import type { SendMessageResponse } from '../../../contract/inbox';
import type {
  ConversationTemplateBody,
  ConversationWindow,
  TemplateSyncResponse,
} from '../../../contract/message-templates';

type Call = <T>(method: string, path: string, body?: object) => Promise<T>;

/** Templates of official numbers (issue 25): read Meta's account again, the window, send one to a chat. */
export const templatesMethods = (call: Call) => ({
  syncMessageTemplates: (instanceId: string) =>
    call<TemplateSyncResponse>('POST', '/message-templates/sync', { instanceId }),
  conversationWindow: (conversationId: string) =>
    call<ConversationWindow>('GET', `/conversations/${encodeURIComponent(conversationId)}/window`),
  sendConversationTemplate: (conversationId: string, body: ConversationTemplateBody) =>
    call<SendMessageResponse>('POST', `/conversations/${encodeURIComponent(conversationId)}/template`, body),
});
