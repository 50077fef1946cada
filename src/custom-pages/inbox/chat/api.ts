import {
  type ConversationNote,
  type ConversationResponse,
  type FollowupToggleBody,
  MESSAGE_PAGE_SIZE,
  NOTE_PAGE_SIZE,
  type NotePage,
  type SendMessageBody,
  type SendMessageResponse,
} from '../../../../contract/inbox';
import type { ResendResult } from '../../../../contract/tools';
import { goToLogin, type HttpClient, httpClient } from '../../../providers/httpClient';
import { httpErrorFrom } from '../../../providers/httpError';
import { clearSession, endsSession, getToken } from '../../../providers/session';
import { type MessagePageData, normaliseMessagePage } from './rules';

const conversationPath = (id: string, rest = '') => `/api/conversations/${encodeURIComponent(id)}${rest}`;
const messagePath = (id: string, rest = '') => `/api/messages/${encodeURIComponent(id)}${rest}`;

/** The chat pane's calls (spec 2 §7), on the app's http client (bearer token, '{status}: {message}' errors). */
export const buildChatApi = (client: HttpClient = httpClient) => {
  const call = async <T>(method: string, url: string, body?: object): Promise<T> => {
    const { json } = await client(url, { method, body });
    return json as T;
  };
  return {
    listMessages: async (conversationId: string, page: number): Promise<MessagePageData> => {
      const query = new URLSearchParams({
        conversationId,
        page: String(page),
        limit: String(MESSAGE_PAGE_SIZE),
      });
      return normaliseMessagePage(await call<unknown>('GET', `/api/messages?${query}`), conversationId);
    },

    /** 201 with the sent message; a gateway refusal is a 502 whose details carry the failed message. */
    sendMessage: (body: SendMessageBody) => call<SendMessageResponse>('POST', '/api/messages/send', body),

    retryMessage: (id: string) => call<SendMessageResponse>('POST', messagePath(id, '/retry')),

    /** A failed message of the AI or a follow-up, sent again as a new message of the same origin. */
    resendMessage: (id: string) => call<ResendResult>('POST', messagePath(id, '/resend')),

    renameContact: (id: string, contactName: string) =>
      call<ConversationResponse>('PATCH', conversationPath(id), { contactName }),

    toggleAi: (id: string, enabled: boolean) =>
      call<ConversationResponse>('PATCH', conversationPath(id, '/ai-toggle'), { enabled }),

    toggleFollowup: (id: string, body: FollowupToggleBody) =>
      call<ConversationResponse>('PATCH', conversationPath(id, '/followup-toggle'), body),

    listNotes: (id: string, page: number) =>
      call<NotePage>('GET', conversationPath(id, `/notes?page=${page}&limit=${NOTE_PAGE_SIZE}`)),

    addNote: (id: string, text: string) =>
      call<ConversationNote>('POST', conversationPath(id, '/notes'), { text }),
  };
};

export type ChatApi = ReturnType<typeof buildChatApi>;

export const chatApi = buildChatApi();

/**
 * A message's media bytes. The http client reads answers as text, so this one fetch is made by
 * hand, with the same bearer token and the same end of session on a 401.
 */
export const fetchMediaBlob = async (url: string, signal?: AbortSignal): Promise<Blob> => {
  const token = getToken();
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(url, { headers, credentials: 'include', signal });
  if (!response.ok) {
    if (token && endsSession(response.status)) {
      clearSession();
      goToLogin();
    }
    throw await httpErrorFrom(response);
  }
  return response.blob();
};
