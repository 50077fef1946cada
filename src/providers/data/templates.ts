import type { TemplateSyncResponse } from '../../../contract/message-templates';

type Call = <T>(method: string, path: string, body?: object) => Promise<T>;

/** Templates of official numbers (issue 25): read Meta's account again, send one to a conversation. */
export const templatesMethods = (call: Call) => ({
  syncMessageTemplates: (instanceId: string) =>
    call<TemplateSyncResponse>('POST', '/message-templates/sync', { instanceId }),
});
