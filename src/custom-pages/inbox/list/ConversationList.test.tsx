import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildConversations } from '../../../../tests/web/inbox/builders';
import { scrollListToEnd, stubInboxLayout } from '../../../../tests/web/inbox/layout';
import { renderWithAdmin } from '../../../../tests/web/TestApp';
import { ConversationList } from './ConversationList';

const renderList = (count: number, onLoadMore = vi.fn()) => {
  stubInboxLayout();
  renderWithAdmin(
    <ConversationList
      rows={buildConversations(count)}
      selectedId={null}
      connectedByInstance={new Map()}
      hasMore
      loadingMore={false}
      onLoadMore={onLoadMore}
      onSelect={vi.fn()}
      onToggle={vi.fn()}
      onOpenDialog={vi.fn()}
      isBusy={() => false}
    />,
  );
  return screen.getByRole('list', { name: 'Conversas' });
};

describe('conversation list', () => {
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
});
