import { describe, expect, it } from 'vitest';
import { buildMessage } from '../../../../../tests/web/inbox/chat/testing/builders';
import { mergeMessages, normaliseMessagePage, upsertIntoNewestPage } from './messagePages';

const at = (minute: number) => new Date(Date.UTC(2025, 2, 10, 12, minute)).toISOString();

describe('normaliseMessagePage', () => {
  it('accepts a plain array, keeps only the conversation, and infers more pages from a full page', () => {
    const ours = Array.from({ length: 50 }, () => buildMessage());
    const other = buildMessage({ conversationId: 'someone-else' });
    const page = normaliseMessagePage([...ours, other], ours[0]?.conversationId ?? '');
    expect(page.messages).toHaveLength(50);
    expect(page.hasMore).toBe(true);
    expect(normaliseMessagePage(ours.slice(0, 3), ours[0]?.conversationId ?? '').hasMore).toBe(false);
  });

  it("uses the server's hasMore when the answer is an object", () => {
    const message = buildMessage();
    expect(normaliseMessagePage({ messages: [message], hasMore: true }, message.conversationId)).toEqual({
      messages: [message],
      hasMore: true,
    });
    expect(normaliseMessagePage(null, message.conversationId)).toEqual({ messages: [], hasMore: false });
  });
});

describe('mergeMessages', () => {
  it('shows each message once, in ascending time, with the newest page and local sends winning', () => {
    const a = buildMessage({ timestamp: at(1) });
    const b = buildMessage({ timestamp: at(2), content: 'versão antiga' });
    const c = buildMessage({ timestamp: at(3) });
    const fresherB = { ...b, content: 'versão nova' };
    const sending = buildMessage({ id: 'local-1', timestamp: at(4), status: 'pending' });
    const merged = mergeMessages(
      [
        { messages: [fresherB, c], hasMore: true },
        { messages: [a, b], hasMore: false },
      ],
      [sending],
    );
    expect(merged.map((message) => message.id)).toEqual([a.id, b.id, c.id, 'local-1']);
    expect(merged[1]?.content).toBe('versão nova');
  });
});

describe('upsertIntoNewestPage', () => {
  it('adds new messages to the newest page and replaces changed ones, keeping older pages', () => {
    const older = { messages: [buildMessage({ timestamp: at(0) })], hasMore: false };
    const pending = buildMessage({ timestamp: at(1), status: 'pending', origin: 'human' });
    const newest = { messages: [pending], hasMore: true };
    const sent = { ...pending, status: 'sent' as const };
    const arrived = buildMessage({ timestamp: at(2) });
    const pages = upsertIntoNewestPage([newest, older], [arrived, sent]);
    expect(pages[0]).toEqual({ messages: [sent, arrived], hasMore: true });
    expect(pages[1]).toBe(older);
  });
});

describe('messages of the same second', () => {
  it('keep their arrival order, loaded or inserted live', () => {
    const burst = Array.from({ length: 20 }, (_, index) =>
      buildMessage({ timestamp: at(5), content: `mensagem ${index + 1}`, seq: 100 + index }),
    );
    // The page comes newest first; live events arrive in any order.
    const shuffled = [...burst].sort((a, b) => a.content.localeCompare(b.content)).reverse();
    const expected = burst.map((message) => message.content);
    expect(mergeMessages([{ messages: shuffled, hasMore: false }]).map((m) => m.content)).toEqual(expected);
    const live = upsertIntoNewestPage([{ messages: [], hasMore: false }], shuffled);
    expect(live[0]?.messages.map((m) => m.content)).toEqual(expected);
  });
});
