import { MESSAGE_PAGE_SIZE } from '../../../../../contract/constants';
import type { Message } from '../../../../../contract/inbox';

/** One page of `GET /api/messages`: ascending inside, page 1 the newest. */
export interface MessagePageData {
  messages: Message[];
  hasMore: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Spec 2 §7: the answer is an array or `{messages}`, filtered here by conversation; without a
 * `hasMore` there are more pages when a full page of 50 came back.
 */
export const normaliseMessagePage = (json: unknown, conversationId: string): MessagePageData => {
  const raw: unknown = isRecord(json) ? json.messages : json;
  const list = Array.isArray(raw) ? (raw as Message[]) : [];
  const hasMore =
    isRecord(json) && typeof json.hasMore === 'boolean' ? json.hasMore : list.length >= MESSAGE_PAGE_SIZE;
  return { messages: list.filter((message) => message.conversationId === conversationId), hasMore };
};

/** WhatsApp's time, then arrival order: times are whole seconds, so a burst shares one. */
export const byTime = (a: Message, b: Message): number =>
  Date.parse(a.timestamp) - Date.parse(b.timestamp) || (a.seq ?? 0) - (b.seq ?? 0);

/**
 * Every loaded message once, ascending by time (spec 2 §4). Pages overlap after new messages
 * shift the server's offsets, so ids are deduplicated; the newest page, refreshed live, wins, and
 * `local` (messages still being sent) wins over all.
 */
export const mergeMessages = (
  pages: readonly MessagePageData[],
  local: readonly Message[] = [],
): Message[] => {
  const byId = new Map<string, Message>();
  for (let index = pages.length - 1; index >= 0; index -= 1) {
    for (const message of pages[index]?.messages ?? []) byId.set(message.id, message);
  }
  for (const message of local) byId.set(message.id, message);
  return [...byId.values()].sort(byTime);
};

/**
 * Puts `incoming` into the newest page, replacing messages with the same id. Merging instead of
 * replacing the page keeps the messages that a fresh page 1 no longer holds: they moved to page 2,
 * which may not be loaded again.
 */
export const upsertIntoNewestPage = (
  pages: readonly MessagePageData[],
  incoming: readonly Message[],
): MessagePageData[] => {
  if (incoming.length === 0) return [...pages];
  const [newest, ...older] = pages;
  const ids = new Set(incoming.map((message) => message.id));
  const kept = (newest?.messages ?? []).filter((message) => !ids.has(message.id));
  return [{ messages: [...kept, ...incoming].sort(byTime), hasMore: newest?.hasMore ?? false }, ...older];
};
