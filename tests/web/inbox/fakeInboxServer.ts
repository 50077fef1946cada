import { vi } from 'vitest';
import type { Conversation, ConversationNote } from '../../../contract/inbox';
import type { Instance } from '../../../contract/instances';
import { nextId } from '../builders';
import { jsonResponse } from '../session';
import { buildInboxInstance } from './builders';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

interface FakeRequest {
  url: URL;
  body: unknown;
  match: RegExpExecArray;
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

const matchesSearch = (conversation: Conversation, search: string) =>
  conversation.contactName.toLowerCase().includes(search.toLowerCase()) ||
  conversation.contactNumber.includes(search);

/**
 * The API behind the inbox, installed as the global `fetch`: conversations paged and filtered as the
 * server does, instances, switches, and an empty chat for whichever conversation opens. Every call
 * is recorded; `on(method, path, handler)` overrides a route.
 */
export const installFakeInboxServer = (
  options: { conversations?: Conversation[]; instances?: Instance[] } = {},
) => {
  const state = {
    conversations: options.conversations ?? [],
    instances: options.instances ?? [buildInboxInstance()],
    /** Internal notes by conversation id, newest first. */
    notes: new Map<string, ConversationNote[]>(),
  };
  const calls: RecordedCall[] = [];
  const overrides: { method: string; path: RegExp; handler: Handler }[] = [];
  const find = (id: string | undefined) => state.conversations.find((row) => row.id === id);
  const update = (id: string | undefined, patch: Partial<Conversation>) => {
    state.conversations = state.conversations.map((row) => (row.id === id ? { ...row, ...patch } : row));
    return find(id);
  };
  const flip = (kind: 'ai' | 'followup', instanceId: string | null, enabled: boolean) => {
    // As the server: the AI switch also moves the one state every screen shows (`aiActive`).
    const changes: Partial<Instance> =
      kind === 'ai'
        ? { globalAiEnabled: enabled, aiActive: enabled, ...(enabled ? { aiEnabled: true } : {}) }
        : { globalFollowupEnabled: enabled };
    state.instances = state.instances.map((row) =>
      instanceId === null || row.id === instanceId ? { ...row, ...changes } : row,
    );
    let changed = 0;
    state.conversations = state.conversations.map((row) => {
      if (instanceId !== null && row.instanceId !== instanceId) return row;
      changed += 1;
      return kind === 'ai' ? { ...row, isAiActive: enabled } : { ...row, isFollowUpActive: enabled };
    });
    return jsonResponse(200, { success: true, enabled, instances: 1, conversations: changed });
  };

  const defaults: { method: string; path: RegExp; handler: Handler }[] = [
    {
      method: 'GET',
      path: /^\/api\/conversations$/,
      handler: ({ url }) => {
        const page = Number(url.searchParams.get('page') ?? '1');
        const limit = Number(url.searchParams.get('limit') ?? '20');
        const instanceId = url.searchParams.get('instanceId');
        const search = url.searchParams.get('search');
        const attention = url.searchParams.get('needsAttention') === 'true';
        const rows = state.conversations.filter(
          (row) =>
            (!instanceId || row.instanceId === instanceId) &&
            (!search || matchesSearch(row, search)) &&
            (!attention || row.needsAttentionAt !== null),
        );
        const start = (page - 1) * limit;
        return jsonResponse(200, {
          conversations: rows.slice(start, start + limit),
          hasMore: rows.length > start + limit,
        });
      },
    },
    {
      method: 'GET',
      path: /^\/api\/conversations\/([^/]+)$/,
      handler: ({ match }) => {
        const row = find(match[1]);
        return row
          ? jsonResponse(200, row)
          : jsonResponse(404, { error: 'not_found', message: 'Conversa não encontrada' });
      },
    },
    {
      method: 'PATCH',
      path: /^\/api\/conversations\/([^/]+)$/,
      handler: ({ match, body }) => {
        const { contactName } = body as { contactName: string };
        return jsonResponse(200, { success: true, conversation: update(match[1], { contactName }) });
      },
    },
    {
      method: 'PATCH',
      path: /^\/api\/conversations\/([^/]+)\/ai-toggle$/,
      handler: ({ match, body }) => {
        const enabled = (body as { enabled: boolean }).enabled;
        return jsonResponse(200, { success: true, conversation: update(match[1], { isAiActive: enabled }) });
      },
    },
    {
      method: 'PATCH',
      path: /^\/api\/conversations\/([^/]+)\/followup-toggle$/,
      handler: ({ match, body }) => {
        const { enabled } = body as { enabled: boolean };
        return jsonResponse(200, {
          success: true,
          conversation: update(match[1], { isFollowUpActive: enabled }),
        });
      },
    },
    {
      method: 'GET',
      path: /^\/api\/instances$/,
      handler: () =>
        jsonResponse(200, state.instances, {
          'Content-Range': `instances 0-${Math.max(state.instances.length - 1, 0)}/${state.instances.length}`,
        }),
    },
    {
      method: 'GET',
      path: /^\/api\/instances\/([^/]+)\/settings$/,
      handler: ({ match }) => {
        const instance = state.instances.find((row) => row.id === match[1]);
        return jsonResponse(200, {
          instanceId: match[1],
          globalAiEnabled: instance?.globalAiEnabled ?? false,
          globalFollowupEnabled: instance?.globalFollowupEnabled ?? false,
        });
      },
    },
    {
      method: 'POST',
      path: /^\/api\/instances\/([^/]+)\/settings\/global-(ai|followup)$/,
      handler: ({ match, body }) =>
        flip(match[2] === 'ai' ? 'ai' : 'followup', match[1] ?? null, (body as { enabled: boolean }).enabled),
    },
    {
      method: 'POST',
      path: /^\/api\/settings\/global-(ai|followup)$/,
      handler: ({ match, body }) =>
        flip(match[1] === 'ai' ? 'ai' : 'followup', null, (body as { enabled: boolean }).enabled),
    },
    {
      method: 'GET',
      path: /^\/api\/messages$/,
      handler: () => jsonResponse(200, { messages: [], hasMore: false }),
    },
    {
      // The notes resource in the simple-rest dialect, filtered by conversation.
      method: 'GET',
      path: /^\/api\/notes$/,
      handler: ({ url }) => {
        const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { conversationId?: string };
        const notes = state.notes.get(filter.conversationId ?? '') ?? [];
        return jsonResponse(200, notes, {
          'Content-Range': `notes 0-${Math.max(notes.length - 1, 0)}/${notes.length}`,
        });
      },
    },
    {
      method: 'POST',
      path: /^\/api\/notes$/,
      handler: ({ body }) => {
        const conversationId = (body as { conversationId: string }).conversationId;
        const note: ConversationNote = {
          id: nextId(),
          conversationId,
          authorId: nextId(),
          authorName: 'Ana Souza',
          text: (body as { text: string }).text,
          createdAt: new Date().toISOString(),
        };
        state.notes.set(conversationId, [note, ...(state.notes.get(conversationId) ?? [])]);
        return jsonResponse(201, note);
      },
    },
  ];

  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://loja.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = readBody(init);
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    for (const route of [...overrides, ...defaults]) {
      const match = route.method === method ? route.path.exec(url.pathname) : null;
      if (match) return route.handler({ url, body, match });
    }
    return jsonResponse(404, { error: 'not_found', message: 'Rota não encontrada' });
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

export type FakeInboxServer = ReturnType<typeof installFakeInboxServer>;
