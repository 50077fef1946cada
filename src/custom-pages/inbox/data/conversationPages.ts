import type { InfiniteData } from '@tanstack/react-query';
import type { Conversation, ConversationPage } from '../../../../contract/inbox';

/** The cached list: the pages fetched so far, newest conversations first. */
export type ConversationPages = InfiniteData<ConversationPage, number>;

/**
 * Every loaded conversation once, in order. Pages are fetched by offset while conversations move to
 * the top, so a later page may repeat one already shown: the first (newest) copy wins.
 */
export const flattenConversations = (data: ConversationPages | undefined): Conversation[] => {
  if (!data) return [];
  const seen = new Set<string>();
  const rows: Conversation[] = [];
  for (const page of data.pages) {
    for (const conversation of page.conversations) {
      if (seen.has(conversation.id)) continue;
      seen.add(conversation.id);
      rows.push(conversation);
    }
  }
  return rows;
};

const mapRows = (
  data: ConversationPages,
  update: (conversation: Conversation) => Conversation,
): ConversationPages => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, conversations: page.conversations.map(update) })),
});

/** The list with `patch` applied to one conversation. */
export const patchConversation = (
  data: ConversationPages,
  id: string,
  patch: Partial<Conversation>,
): ConversationPages =>
  mapRows(data, (conversation) => (conversation.id === id ? { ...conversation, ...patch } : conversation));

/** The list with `patch` applied to every conversation of an instance, or of all when `instanceId` is null. */
export const patchInstanceConversations = (
  data: ConversationPages,
  instanceId: string | null,
  patch: Partial<Conversation>,
): ConversationPages =>
  mapRows(data, (conversation) =>
    instanceId === null || conversation.instanceId === instanceId
      ? { ...conversation, ...patch }
      : conversation,
  );

/** The list with one conversation moved to the very top, as a new message does. */
export const moveToTop = (data: ConversationPages, id: string): ConversationPages => {
  const moved = data.pages.flatMap((page) => page.conversations).find((row) => row.id === id);
  const [first, ...rest] = data.pages;
  if (!moved || !first) return data;
  const without = (page: ConversationPage) => ({
    ...page,
    conversations: page.conversations.filter((row) => row.id !== id),
  });
  const head = without(first);
  return {
    ...data,
    pages: [{ ...head, conversations: [moved, ...head.conversations] }, ...rest.map(without)],
  };
};

/**
 * A fresh first page merged into the list without refetching the others: its conversations lead,
 * and any other loaded conversation keeps its place after them (it only got older).
 */
export const mergeFreshHead = (data: ConversationPages, fresh: ConversationPage): ConversationPages => {
  const freshIds = new Set(fresh.conversations.map((row) => row.id));
  const keep = (page: ConversationPage) => page.conversations.filter((row) => !freshIds.has(row.id));
  const [first, ...rest] = data.pages;
  if (!first) return { ...data, pages: [fresh], pageParams: [1] };
  const lastHasMore = rest.length === 0 ? fresh.hasMore || first.hasMore : first.hasMore;
  return {
    ...data,
    pages: [
      { conversations: [...fresh.conversations, ...keep(first)], hasMore: lastHasMore },
      ...rest.map((page) => ({ ...page, conversations: keep(page) })),
    ],
  };
};
