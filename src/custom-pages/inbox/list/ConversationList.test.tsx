import { act, screen, within } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Conversation } from '../../../../contract/inbox';
import { buildConversations } from '../../../../tests/web/inbox/builders';
import { scrollListToEnd, stubInboxLayout } from '../../../../tests/web/inbox/layout';
import { renderWithAdmin } from '../../../../tests/web/TestApp';
import { CARD_HEIGHT } from './ConversationCard';
import { ConversationList } from './ConversationList';

const listOf = (rows: Conversation[], onLoadMore = vi.fn()) => (
  <ConversationList
    rows={rows}
    selectedId={null}
    connectedByInstance={new Map()}
    hasMore
    loadingMore={false}
    onLoadMore={onLoadMore}
    onSelect={vi.fn()}
    onToggle={vi.fn()}
    onOpenDialog={vi.fn()}
    isBusy={() => false}
  />
);

/** The list over rows the test replaces, as the inbox's live updates do. */
const ChangingList = ({
  initial,
  expose,
}: {
  initial: Conversation[];
  expose: (replace: (rows: Conversation[]) => void) => void;
}) => {
  const [rows, setRows] = useState(initial);
  expose(setRows);
  return listOf(rows);
};

const renderChangingList = (initial: Conversation[]) => {
  stubInboxLayout();
  let replace: (rows: Conversation[]) => void = () => undefined;
  renderWithAdmin(
    <ChangingList
      initial={initial}
      expose={(setRows) => {
        replace = setRows;
      }}
    />,
  );
  return {
    list: screen.getByRole('list', { name: 'Conversas' }),
    replaceRows: (rows: Conversation[]) => act(() => replace(rows)),
  };
};

const renderList = (count: number, onLoadMore = vi.fn()) => {
  stubInboxLayout();
  renderWithAdmin(listOf(buildConversations(count), onLoadMore));
  return screen.getByRole('list', { name: 'Conversas' });
};

/** Counts the cards in the DOM when it mounts: the first commit, before a layout effect's re-render. */
const FirstCommitProbe = ({ onMount }: { onMount: (cards: number) => void }) => {
  useLayoutEffect(() => {
    onMount(document.querySelectorAll('[role="listitem"]').length);
  }, [onMount]);
  return null;
};

describe('conversation list', () => {
  it('has the cards on screen in its very first render, before its scroller is measured', () => {
    stubInboxLayout();
    let firstCommitCards = -1;
    const record = (cards: number) => {
      firstCommitCards = cards;
    };
    renderWithAdmin(
      <>
        {listOf(buildConversations(50))}
        <FirstCommitProbe onMount={record} />
      </>,
    );
    // The window (768 px tall here) bounds the list: its cards, plus the ones kept past the edge.
    expect(firstCommitCards).toBeGreaterThanOrEqual(Math.ceil(window.innerHeight / CARD_HEIGHT));
    expect(firstCommitCards).toBeLessThan(30);
  });

  it('renders only the cards on screen out of 10,000, and the ones further down once scrolled to', async () => {
    const list = renderList(10_000);
    const shown = within(list).getAllByRole('listitem');
    expect(shown.length).toBeGreaterThan(3);
    expect(shown.length).toBeLessThan(30);
    expect(within(list).getByText('Cliente 1')).toBeInTheDocument();

    scrollListToEnd(list);
    expect(await within(list).findByText('Cliente 10000')).toBeInTheDocument();
    expect(within(list).queryByText('Cliente 1')).not.toBeInTheDocument();
  });

  it('asks for the next page only near the end of the list', () => {
    const onLoadMore = vi.fn();
    const list = renderList(40, onLoadMore);
    expect(onLoadMore).not.toHaveBeenCalled();
    scrollListToEnd(list);
    expect(onLoadMore).toHaveBeenCalled();
  });

  it('keeps the cards being read still when a conversation further down jumps to the top', async () => {
    const rows = buildConversations(100);
    const { list, replaceRows } = renderChangingList(rows);
    const reading = 10 * CARD_HEIGHT + 30;
    list.scrollTop = reading;
    list.dispatchEvent(new Event('scroll'));

    const moved = rows[60] as Conversation;
    replaceRows([moved, ...rows.filter((row) => row !== moved)]);
    expect(list.scrollTop).toBe(reading + CARD_HEIGHT);
    expect(await within(list).findByText('Cliente 11')).toBeInTheDocument();

    // A conversation above the ones being read moves up: nothing below it moves.
    const above = rows[3] as Conversation;
    replaceRows([above, moved, ...rows.filter((row) => row !== moved && row !== above)]);
    expect(list.scrollTop).toBe(reading + CARD_HEIGHT);
  });

  it('stays at the top, where new conversations come into view', () => {
    const rows = buildConversations(30);
    const { list, replaceRows } = renderChangingList(rows);
    const moved = rows[20] as Conversation;
    replaceRows([moved, ...rows.filter((row) => row !== moved)]);
    expect(list.scrollTop).toBe(0);
    expect(within(list).getByText('Cliente 21')).toBeInTheDocument();
  });
});
