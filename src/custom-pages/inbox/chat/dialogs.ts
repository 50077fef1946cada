/** What opens over an open conversation: the contact's rename, or its internal notes. */
export const CHAT_DIALOGS = ['rename', 'notes'] as const;
export type ChatDialog = (typeof CHAT_DIALOGS)[number];
