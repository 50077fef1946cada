import { CONVERSATION_PAGE_SIZE, MESSAGE_PAGE_SIZE } from '../../../contract/constants';
import type {
  Conversation,
  ConversationPage,
  ConversationResponse,
  FollowupToggleBody,
  SendMessageBody,
  SendMessageResponse,
} from '../../../contract/inbox';
import type { ResendResult } from '../../../contract/tools';
import { type BlobCall, type Call, segment } from './call';

/** What the inbox list shows: every instance or one, and the server-side search. */
export interface ConversationFilter {
  instanceId: string | null;
  search: string;
  /** Only conversations whose AI reply failed and nobody has answered since. */
  needsAttention?: boolean;
}

const conversationPath = (id: string, rest = '') => `/conversations/${segment(id)}${rest}`;
const messagePath = (id: string, rest = '') => `/messages/${segment(id)}${rest}`;

/** Spec 2 §3: a page may also arrive as a plain array, which then has no further pages. */
const normaliseConversationPage = (body: unknown): ConversationPage => {
  if (Array.isArray(body)) return { conversations: body as Conversation[], hasMore: false };
  const page = body as Partial<ConversationPage> | null;
  return { conversations: page?.conversations ?? [], hasMore: page?.hasMore === true };
};

/**
 * The inbox's pages of conversations and messages as spec 2 §7 asks for them (`?page=`), and its
 * actions. One conversation, one message and lists in the simple-rest dialect are the resources
 * `conversations` and `messages`; notes are the `notes` resource.
 */
export const inboxMethods = (call: Call, blob: BlobCall) => ({
  listConversations: async (filter: ConversationFilter, page: number): Promise<ConversationPage> => {
    const query = new URLSearchParams({ page: String(page), limit: String(CONVERSATION_PAGE_SIZE) });
    if (filter.instanceId) query.set('instanceId', filter.instanceId);
    if (filter.search) query.set('search', filter.search);
    if (filter.needsAttention) query.set('needsAttention', 'true');
    return normaliseConversationPage(await call<unknown>('GET', `/conversations?${query}`));
  },

  renameContact: (id: string, contactName: string) =>
    call<ConversationResponse>('PATCH', conversationPath(id), { contactName }),

  toggleConversationAi: (id: string, enabled: boolean) =>
    call<ConversationResponse>('PATCH', conversationPath(id, '/ai-toggle'), { enabled }),

  toggleConversationFollowup: (id: string, body: FollowupToggleBody) =>
    call<ConversationResponse>('PATCH', conversationPath(id, '/followup-toggle'), body),

  /** One page of a conversation's messages as the server sends it (an array or `{messages}`). */
  listMessages: (conversationId: string, page: number) => {
    const query = new URLSearchParams({
      conversationId,
      page: String(page),
      limit: String(MESSAGE_PAGE_SIZE),
    });
    return call<unknown>('GET', `/messages?${query}`);
  },

  /** 201 with the sent message; a gateway refusal is a 502 whose details carry the failed message. */
  sendMessage: (body: SendMessageBody) => call<SendMessageResponse>('POST', '/messages/send', body),

  retryMessage: (id: string) => call<SendMessageResponse>('POST', messagePath(id, '/retry')),

  /** A failed message of the AI or a follow-up, sent again as a new message of the same origin. */
  resendMessage: (id: string) => call<ResendResult>('POST', messagePath(id, '/resend')),

  /** A message's media bytes at its `mediaUrl` (an <img> or <audio> cannot send the token). */
  getMediaBlob: async (url: string, signal?: AbortSignal) => (await blob(url, signal)).blob,
});
