import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '../../../../contract/inbox';
import {
  buildMessage,
  CONVERSATION_ID,
  INSTANCE_ID,
} from '../../../../tests/web/inbox/chat/testing/builders';
import { installFakeChatServer } from '../../../../tests/web/inbox/chat/testing/fakeChatServer';
import { stubChatLayout } from '../../../../tests/web/inbox/chat/testing/layout';
import { renderChat } from '../../../../tests/web/inbox/chat/testing/renderChat';

/** `count` customer messages one minute apart on the same day, numbered from `first`. */
const numbered = (first: number, count: number): Message[] =>
  Array.from({ length: count }, (_, offset) =>
    buildMessage({
      content: `Mensagem ${first + offset}`,
      timestamp: new Date(Date.UTC(2025, 2, 10, 8, first + offset)).toISOString(),
    }),
  );

const scroller = () => screen.getByRole('log', { name: 'Mensagens' });

/** Where a message's row sits in the viewport, in pixels from its top. */
const viewportTop = (text: string): number => {
  const row = screen.getByText(text).closest('[data-index]');
  const match = /translateY\((-?[\d.]+)px\)/.exec(row instanceof HTMLElement ? row.style.transform : '');
  return Number(match?.[1]) - scroller().scrollTop;
};

/** The operator drags the chat to `top` pixels from its start. */
const scrollTo = (top: number) => {
  const element = scroller();
  element.scrollTop = top;
  fireEvent.scroll(element);
};

const newMessageEvent = (messageId: string) => ({
  type: 'new_message' as const,
  instanceId: INSTANCE_ID,
  conversationId: CONVERSATION_ID,
  messageId,
  origin: 'contact' as const,
});

beforeEach(() => {
  stubChatLayout();
});

describe('chat pane scrolling', () => {
  it('opens at the newest message', async () => {
    installFakeChatServer({ pages: [{ messages: numbered(51, 50), hasMore: true }] });
    renderChat();
    expect(await screen.findByText('Mensagem 100')).toBeInTheDocument();
    expect(screen.queryByText('Mensagem 51')).not.toBeInTheDocument();
    await waitFor(() => expect(scroller().scrollTop).toBeGreaterThan(0));
  });

  it('asks for the older page when scrolled to the top, keeping the same message in view', async () => {
    const server = installFakeChatServer({
      pages: [
        { messages: numbered(51, 50), hasMore: true },
        { messages: numbered(1, 50), hasMore: false },
      ],
    });
    renderChat();
    await screen.findByText('Mensagem 100');
    await waitFor(() => expect(scroller().scrollTop).toBeGreaterThan(0));

    scrollTo(0);
    await act(async () => {});
    const before = viewportTop('Mensagem 51');
    await screen.findByText('Mensagem 50');
    const fetches = server.callsTo('GET', /^\/api\/messages$/);
    expect(fetches.map((call) => call.query.get('page'))).toEqual(['1', '2']);
    // 50 older bubbles went in above it, yet 'Mensagem 51' did not move on screen.
    await waitFor(() => expect(viewportTop('Mensagem 51')).toBe(before));
    expect(scroller().scrollTop).toBeGreaterThan(0);

    // The last page said there is no more: scrolling up again asks for nothing.
    scrollTo(0);
    await act(async () => {});
    expect(server.callsTo('GET', /^\/api\/messages$/)).toHaveLength(2);
  });

  it('refetches only the newest page for a burst of live messages and follows them at the bottom', async () => {
    const history = numbered(1, 3);
    const server = installFakeChatServer({ pages: [{ messages: history, hasMore: false }] });
    const { emit } = renderChat();
    await screen.findByText('Mensagem 3');
    server.state.pages = [{ messages: [...history, ...numbered(4, 1)], hasMore: false }];

    act(() => {
      for (let index = 0; index < 20; index += 1) emit(newMessageEvent(`m-${index}`));
      emit({ ...newMessageEvent('other'), conversationId: 'another-conversation' });
    });
    expect(await screen.findByText('Mensagem 4')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', /^\/api\/messages$/)).toHaveLength(3), {
      timeout: 2_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    const fetches = server.callsTo('GET', /^\/api\/messages$/);
    expect(fetches).toHaveLength(3);
    expect(fetches.every((call) => call.query.get('page') === '1')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Novas mensagens' })).not.toBeInTheDocument();
  });

  it('shows a "new messages" pill instead of jumping when the operator is reading history', async () => {
    const history = numbered(1, 40);
    const server = installFakeChatServer({ pages: [{ messages: history, hasMore: false }] });
    const { emit } = renderChat();
    await screen.findByText('Mensagem 40');
    await waitFor(() => expect(scroller().scrollTop).toBeGreaterThan(0));
    scrollTo(200);
    await act(async () => {});
    const before = viewportTop('Mensagem 6');

    server.state.pages = [{ messages: [...history, ...numbered(41, 1)], hasMore: false }];
    act(() => emit(newMessageEvent('m-41')));
    const pill = await screen.findByRole('button', { name: 'Novas mensagens' });
    expect(viewportTop('Mensagem 6')).toBe(before);
    expect(screen.queryByText('Mensagem 41')).not.toBeInTheDocument();

    await userEvent.click(pill);
    expect(await within(scroller()).findByText('Mensagem 41')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novas mensagens' })).not.toBeInTheDocument();
  });
});
