export type { ChatPaneProps } from './ChatPane';
export { ChatPane } from './ChatPane';
