import { lazyPage } from '../definePage';

/** The conversation inbox (spec 2 §2.4), loaded on demand; `/chat?conversation=` opens the same screen (DESIGN §6). */
export const InboxPage = lazyPage(() => import('./InboxPage'), '/whatsapp', { aliases: ['/chat'] });
