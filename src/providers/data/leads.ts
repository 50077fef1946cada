import type { LeadConsent } from '../../../contract/consent';
import type { LeadResponse, LeadStatusBody } from '../../../contract/leads';
import { type Call, segment, type TextCall } from './call';

/** What the board asks the server for; it also filters what it holds (spec 2 §2.5). */
export interface LeadFilter {
  instanceId: string | null;
  search: string;
}

/** The leads board and register: the actions beside the `leads` resource. */
export const leadsMethods = (call: Call, text: TextCall) => ({
  /** Every lead of the board with the totals per status, as the server sends them. */
  getLeadBoard: ({ instanceId, search }: LeadFilter) => {
    const query = new URLSearchParams();
    if (instanceId) query.set('instanceId', instanceId);
    if (search) query.set('search', search);
    const suffix = query.size > 0 ? `?${query}` : '';
    return call<unknown>('GET', `/leads/all${suffix}`);
  },

  /** A lead to another column: `{status}` plus the reason of a loss or the channel of a sale. */
  moveLead: (leadId: string, body: LeadStatusBody) =>
    call<LeadResponse>('PATCH', `/leads/${segment(leadId)}`, body),

  /** Staff record the contact's consent (issue 25); the server audits it. */
  setLeadConsent: (leadId: string, status: 'opted_in' | 'opted_out') =>
    call<LeadConsent>('PATCH', `/leads/${segment(leadId)}/consent`, { status }),

  /** The register's rows under the list's filter, as CSV text. */
  exportLeadsCsv: (filter: Record<string, unknown>, sort: { field: string; order: string }) => {
    const query = new URLSearchParams({
      filter: JSON.stringify(filter),
      sort: JSON.stringify([sort.field, sort.order]),
    });
    return text('GET', `/leads/export.csv?${query.toString()}`);
  },
});
