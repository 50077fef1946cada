/** What opens over an open conversation: the contact's rename, its internal notes, or its lead's panel. */
export const CHAT_DIALOGS = ['rename', 'notes', 'lead'] as const;
export type ChatDialog = (typeof CHAT_DIALOGS)[number];
