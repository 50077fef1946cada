import type { ConversationResponse } from '../../../../contract/inbox';
import type { LeadResponse, LeadStatusBody } from '../../../../contract/leads';
import { type HttpClient, httpClient } from '../../../providers/httpClient';
import { type LeadBoardData, type LeadMove, normaliseBoard } from '../rules/board';

/** What the board asks the server for; it also filters what it holds (spec 2 §2.5). */
export interface LeadFilter {
  instanceId: string | null;
  search: string;
}

/** The board's calls (spec 2 §7) on the app's http client (bearer token, '{status}: {message}' errors). */
export const buildLeadsApi = (client: HttpClient = httpClient) => {
  const call = async <T>(method: string, url: string, body?: object): Promise<T> => {
    const { json } = await client(url, { method, body });
    return json as T;
  };
  return {
    listLeads: async ({ instanceId, search }: LeadFilter): Promise<LeadBoardData> => {
      const query = new URLSearchParams();
      if (instanceId) query.set('instanceId', instanceId);
      if (search) query.set('search', search);
      const suffix = query.size > 0 ? `?${query}` : '';
      return normaliseBoard(await call<unknown>('GET', `/api/leads/all${suffix}`));
    },

    /** `{status}` plus the reason of a loss or the channel of a sale. */
    moveLead: (leadId: string, move: LeadMove) => {
      const body: LeadStatusBody = { status: move.status };
      if (move.status === 'closed_lost') body.lostReason = move.lostReason;
      if (move.status === 'closed_won') {
        body.soldChannel = move.soldChannel;
        if (move.saleValue !== undefined && move.saleValue !== null) body.saleValue = move.saleValue;
        if (move.saleItems?.length) body.saleItems = move.saleItems;
      }
      return call<LeadResponse>('PATCH', `/api/leads/${encodeURIComponent(leadId)}`, body);
    },

    renameContact: (conversationId: string, contactName: string) =>
      call<ConversationResponse>('PATCH', `/api/conversations/${encodeURIComponent(conversationId)}`, {
        contactName,
      }),
  };
};

export const leadsApi = buildLeadsApi();
