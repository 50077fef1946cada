import { vi } from 'vitest';
import type { Conversation, ConversationNote, Message, MessagePage } from '../../../../contract/inbox';
import { jsonResponse } from '../../session';
import { buildConversation, buildMessage } from './builders';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

interface FakeRequest {
  method: string;
  url: URL;
  body: unknown;
}

type Handler = (request: FakeRequest) => Response | Promise<Response>;

const readBody = (init?: RequestInit): unknown => {
  if (typeof init?.body !== 'string') return undefined;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
};

/**
 * A stand-in for the API behind the chat pane, installed as the global `fetch`: it answers the
 * pane's calls from `pages`, `notes` and `conversation`, records every call, and lets a test
 * override any route with `on(method, path, handler)`.
 */
export const installFakeChatServer = (
  options: { pages?: MessagePage[]; notes?: ConversationNote[]; conversation?: Conversation } = {},
) => {
  const state = {
    pages: options.pages ?? [{ messages: [], hasMore: false }],
    notes: options.notes ?? [],
    conversation: options.conversation ?? buildConversation(),
  };
  const calls: RecordedCall[] = [];
  const overrides: { method: string; path: RegExp; handler: Handler }[] = [];

  const defaults: { method: string; path: RegExp; handler: Handler }[] = [
    {
      method: 'GET',
      path: /^\/api\/messages$/,
      handler: ({ url }) => {
        const page = Number(url.searchParams.get('page') ?? '1');
        return jsonResponse(200, state.pages[page - 1] ?? { messages: [], hasMore: false });
      },
    },
    {
      method: 'POST',
      path: /^\/api\/messages\/send$/,
      handler: ({ body }) => {
        const text = (body as { message: string }).message;
        const message: Message = buildMessage({
          origin: 'human',
          content: text,
          timestamp: new Date().toISOString(),
        });
        return jsonResponse(201, { success: true, message });
      },
    },
    {
      method: 'GET',
      path: /^\/api\/messages\/[^/]+\/media$/,
      handler: () => new Response('bytes', { status: 200, headers: { 'Content-Type': 'image/png' } }),
    },
    {
      method: 'PATCH',
      path: /^\/api\/conversations\/[^/]+$/,
      handler: ({ body }) => {
        state.conversation = { ...state.conversation, ...(body as Partial<Conversation>) };
        return jsonResponse(200, { success: true, conversation: state.conversation });
      },
    },
    {
      method: 'PATCH',
      path: /\/ai-toggle$/,
      handler: ({ body }) => {
        const enabled = (body as { enabled: boolean }).enabled;
        state.conversation = {
          ...state.conversation,
          isAiActive: enabled,
          aiPausedReason: enabled ? null : 'manual',
        };
        return jsonResponse(200, { success: true, conversation: state.conversation });
      },
    },
    {
      method: 'PATCH',
      path: /\/followup-toggle$/,
      handler: ({ body }) => {
        const { enabled } = body as { enabled: boolean };
        state.conversation = { ...state.conversation, isFollowUpActive: enabled };
        return jsonResponse(200, { success: true, conversation: state.conversation });
      },
    },
    {
      method: 'GET',
      // Evolution and simulator numbers have no 24-hour window: the operator always types.
      path: /^\/api\/conversations\/[^/]+\/window$/,
      handler: () => jsonResponse(200, { applies: false, open: true, closesAt: null }),
    },
    {
      method: 'GET',
      // The notes resource in the simple-rest dialect.
      path: /^\/api\/notes$/,
      handler: () =>
        jsonResponse(200, state.notes, {
          'Content-Range': `notes 0-${Math.max(state.notes.length - 1, 0)}/${state.notes.length}`,
        }),
    },
    {
      method: 'POST',
      path: /^\/api\/notes$/,
      handler: ({ body }) => {
        const note: ConversationNote = {
          id: `note-${state.notes.length + 1}`,
          conversationId: state.conversation.id,
          authorId: null,
          authorName: 'Ana Souza',
          text: (body as { text: string }).text,
          createdAt: '2025-03-12T15:00:00.000Z',
        };
        state.notes = [note, ...state.notes];
        return jsonResponse(201, note);
      },
    },
  ];

  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://loja.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = readBody(init);
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const route = [...overrides, ...defaults].find(
      (candidate) => candidate.method === method && candidate.path.test(url.pathname),
    );
    if (!route) return jsonResponse(404, { error: 'not_found', message: 'Rota não encontrada' });
    return route.handler({ method, url, body });
  });

  return {
    state,
    calls,
    fetchMock,
    on: (method: string, path: RegExp, handler: Handler) => {
      overrides.unshift({ method, path, handler });
    },
    callsTo: (method: string, path: RegExp) =>
      calls.filter((call) => call.method === method && path.test(call.path)),
  };
};

export type FakeChatServer = ReturnType<typeof installFakeChatServer>;
