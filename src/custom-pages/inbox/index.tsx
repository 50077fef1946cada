import { definePage } from '../definePage';
import { UnderConstruction } from '../UnderConstruction';

const InboxScreen = () => <UnderConstruction titleKey="app.pages.inbox" />;

/** The conversation inbox (spec 2 §2.4); `/chat?conversation=` opens the same screen (DESIGN §6). */
export const InboxPage = definePage(InboxScreen, '/whatsapp', ['/chat']);
