import type { LeadSourceRecord, LeadSourceWithToken } from '../../../contract/lead-sources';

type Call = <T>(method: string, path: string, body?: object) => Promise<T>;

/** A lead source's token: a new one (the old URL stops answering) or none (issue 29). */
export const leadSourcesMethods = (call: Call) => ({
  rotateLeadSource: (id: string) =>
    call<LeadSourceWithToken>('POST', `/lead-sources/${encodeURIComponent(id)}/rotate`),
  revokeLeadSource: (id: string) =>
    call<LeadSourceRecord>('POST', `/lead-sources/${encodeURIComponent(id)}/revoke`),
});
