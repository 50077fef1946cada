import {
  CONVERSATION_PAGE_SIZE,
  type Conversation,
  type ConversationPage,
  type ConversationResponse,
  type FollowupToggleBody,
  type GlobalSwitchResponse,
  type InstanceSettingsResponse,
} from '../../../../contract/inbox';
import { type HttpClient, httpClient } from '../../../providers/httpClient';

/** What the list shows: every instance or one, and the server-side search. */
export interface ConversationFilter {
  instanceId: string | null;
  search: string;
  /** Only conversations whose AI reply failed and nobody has answered since. */
  needsAttention?: boolean;
}

export type SwitchKind = 'ai' | 'followup';

const SWITCH_PATH: Readonly<Record<SwitchKind, string>> = {
  ai: 'global-ai',
  followup: 'global-followup',
};

const conversationPath = (id: string, rest = '') => `/api/conversations/${encodeURIComponent(id)}${rest}`;

/** Spec 2 §3: a page may also arrive as a plain array, which then has no further pages. */
const normalisePage = (body: unknown): ConversationPage => {
  if (Array.isArray(body)) return { conversations: body as Conversation[], hasMore: false };
  const page = body as Partial<ConversationPage> | null;
  return { conversations: page?.conversations ?? [], hasMore: page?.hasMore === true };
};

/** The inbox list's calls (spec 2 §7) on the app's http client (bearer token, '{status}: {message}' errors). */
export const buildInboxApi = (client: HttpClient = httpClient) => {
  const call = async <T>(method: string, url: string, body?: object): Promise<T> => {
    const { json } = await client(url, { method, body });
    return json as T;
  };
  return {
    listConversations: async (filter: ConversationFilter, page: number): Promise<ConversationPage> => {
      const query = new URLSearchParams({ page: String(page), limit: String(CONVERSATION_PAGE_SIZE) });
      if (filter.instanceId) query.set('instanceId', filter.instanceId);
      if (filter.search) query.set('search', filter.search);
      if (filter.needsAttention) query.set('needsAttention', 'true');
      return normalisePage(await call<unknown>('GET', `/api/conversations?${query}`));
    },

    getConversation: (id: string) => call<Conversation>('GET', conversationPath(id)),

    toggleAi: (id: string, enabled: boolean) =>
      call<ConversationResponse>('PATCH', conversationPath(id, '/ai-toggle'), { enabled }),

    toggleFollowup: (id: string, body: FollowupToggleBody) =>
      call<ConversationResponse>('PATCH', conversationPath(id, '/followup-toggle'), body),

    getInstanceSettings: (instanceId: string) =>
      call<InstanceSettingsResponse>('GET', `/api/instances/${encodeURIComponent(instanceId)}/settings`),

    /** One instance, or every instance the user may see when `instanceId` is null: one transaction. */
    setGlobalSwitch: (kind: SwitchKind, instanceId: string | null, enabled: boolean) =>
      call<GlobalSwitchResponse>(
        'POST',
        instanceId
          ? `/api/instances/${encodeURIComponent(instanceId)}/settings/${SWITCH_PATH[kind]}`
          : `/api/settings/${SWITCH_PATH[kind]}`,
        { enabled },
      ),
  };
};

export type InboxApi = ReturnType<typeof buildInboxApi>;

export const inboxApi = buildInboxApi();
