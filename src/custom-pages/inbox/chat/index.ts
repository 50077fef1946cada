export type { ChatPaneProps } from './ChatPane';
export { ChatPane } from './ChatPane';
export { CHAT_DIALOGS, type ChatDialog } from './dialogs';
