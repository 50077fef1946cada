import { describe, expect, it } from 'vitest';
import type { ConversationPage } from '../../../../contract/inbox';
import { buildConversations } from '../../../../tests/web/inbox/builders';
import {
  type ConversationPages,
  flattenConversations,
  mergeFreshHead,
  moveToTop,
  patchConversation,
  patchInstanceConversations,
} from './conversationPages';

const listOf = (...pages: ConversationPage[]): ConversationPages => ({
  pages,
  pageParams: pages.map((_, index) => index + 1),
});
const names = (data: ConversationPages) => flattenConversations(data).map((row) => row.contactName);

describe('the cached conversation list', () => {
  const [a, b, c, d] = buildConversations(4);
  if (!a || !b || !c || !d) throw new Error('builders');

  it('shows a conversation repeated by a later page once, where it was first', () => {
    const data = listOf({ conversations: [a, b], hasMore: true }, { conversations: [b, c], hasMore: false });
    expect(names(data)).toEqual(['Cliente 1', 'Cliente 2', 'Cliente 3']);
  });

  it('patches one conversation, or every conversation of an instance', () => {
    const data = listOf({ conversations: [a, { ...b, instanceId: 'other' }], hasMore: false });
    expect(flattenConversations(patchConversation(data, b.id, { unreadCount: 0 }))[1]?.unreadCount).toBe(0);
    const patched = flattenConversations(
      patchInstanceConversations(data, a.instanceId, { isAiActive: false }),
    );
    expect(patched.map((row) => row.isAiActive)).toEqual([false, true]);
    const all = flattenConversations(patchInstanceConversations(data, null, { isAiActive: false }));
    expect(all.map((row) => row.isAiActive)).toEqual([false, false]);
  });

  it('moves a conversation from a later page to the top', () => {
    const data = listOf({ conversations: [a, b], hasMore: true }, { conversations: [c, d], hasMore: false });
    expect(names(moveToTop(data, c.id))).toEqual(['Cliente 3', 'Cliente 1', 'Cliente 2', 'Cliente 4']);
  });

  it('puts a fresh first page on top and keeps the other loaded conversations after it', () => {
    const data = listOf({ conversations: [a, b], hasMore: true }, { conversations: [c, d], hasMore: false });
    const merged = mergeFreshHead(data, { conversations: [d, a], hasMore: true });
    expect(names(merged)).toEqual(['Cliente 4', 'Cliente 1', 'Cliente 2', 'Cliente 3']);
    expect(merged.pages.at(-1)?.hasMore).toBe(false);
  });
});
