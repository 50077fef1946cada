import { vi } from 'vitest';
import { LEAD_STATUSES } from '../../../contract/constants';
import type { Instance } from '../../../contract/instances';
import type { Lead, LeadBoard, LeadStatusBody } from '../../../contract/leads';
import { jsonResponse } from '../session';
import { boardInstances } from './builders';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (request: { url: URL; body: unknown; match: RegExpExecArray }) => Response | Promise<Response>;

const readBody = (init?: RequestInit): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;

/**
 * The API behind the board, installed as the global `fetch`: leads filtered as the server does,
 * moves and renames applied to its state, the instances of the dropdown. Every call is recorded;
 * `on(method, path, handler)` overrides a route (a failure, a slow answer).
 */
export const installFakeLeadsServer = (
  options: { leads?: Lead[]; instances?: Instance[]; organizationName?: string } = {},
) => {
  const state = { leads: options.leads ?? [], instances: options.instances ?? boardInstances() };
  const calls: RecordedCall[] = [];
  const overrides: { method: string; path: RegExp; handler: Handler }[] = [];

  const boardOf = (url: URL): LeadBoard => {
    const instanceId = url.searchParams.get('instanceId');
    const search = url.searchParams.get('search')?.toLowerCase();
    const leads = state.leads.filter(
      (lead) =>
        (!instanceId || lead.instanceId === instanceId) &&
        (!search || lead.contactName.toLowerCase().includes(search) || lead.contactNumber.includes(search)),
    );
    const totals = { new: 0, qualified: 0, negotiating: 0, closed_won: 0, closed_lost: 0 };
    for (const lead of leads) totals[lead.status] += 1;
    return {
      leads,
      totals,
      limitPerStatus: 500,
      organizationName: options.organizationName ?? 'Auto Center Demo',
    };
  };

  const defaults: { method: string; path: RegExp; handler: Handler }[] = [
    { method: 'GET', path: /^\/api\/leads\/all$/, handler: ({ url }) => jsonResponse(200, boardOf(url)) },
    {
      method: 'PATCH',
      path: /^\/api\/leads\/([^/]+)$/,
      handler: ({ match, body }) => {
        const change = body as LeadStatusBody;
        if (!LEAD_STATUSES.includes(change.status)) {
          return jsonResponse(400, { error: 'validation_error', message: 'Status inválido' });
        }
        state.leads = state.leads.map((lead) =>
          lead.id === match[1]
            ? {
                ...lead,
                status: change.status,
                lostReason: change.lostReason ?? null,
                soldChannel: change.soldChannel ?? null,
              }
            : lead,
        );
        return jsonResponse(200, { success: true, lead: state.leads.find((lead) => lead.id === match[1]) });
      },
    },
    {
      method: 'PATCH',
      path: /^\/api\/conversations\/([^/]+)$/,
      handler: ({ match, body }) => {
        const { contactName } = body as { contactName: string };
        state.leads = state.leads.map((lead) =>
          lead.conversationId === match[1] ? { ...lead, contactName } : lead,
        );
        return jsonResponse(200, { success: true, conversation: { id: match[1], contactName } });
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

export type FakeLeadsServer = ReturnType<typeof installFakeLeadsServer>;
