import { Box, LinearProgress } from '@mui/material';
import { observeElementRect, type Rect, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import type { Conversation } from '../../../../contract/inbox';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import type { ChatDialog } from '../chat/dialogs';
import type { CardSwitch } from '../data/useCardSwitches';
import { CARD_HEIGHT, ConversationCard } from './ConversationCard';
import { useNow } from './useNow';
import { useScrollAnchor } from './useScrollAnchor';

/** Spec 2 §9: the next page loads within 100 px of the bottom. */
export const LOAD_MORE_DISTANCE_PX = 100;
const OVERSCAN = 6;

/**
 * The viewport the virtualizer assumes until it has measured its scroller. It measures in a layout
 * effect, after the first commit, and knows no size before: the list's first render had no card,
 * and on a full load the cards came only with one of react-admin's later renders. The list is never
 * taller than the window (desktop or phone), so the window's size puts every card on screen in the
 * first commit; the few below the list's real bottom are dropped once it is measured.
 */
const windowRect = (): Rect => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * The scroller's size from its ResizeObserver alone. The virtualizer's own observer also reads it in
 * the layout effect that mounts the list, and re-renders the list from there: inside React's
 * commit, so before the paint and after every effect of the first render (`ui/firstPaint.ts`).
 * The observer reports the first size itself, in the frame that paints the list; the list renders
 * from it just after. Without a ResizeObserver (tests), the virtualizer's own.
 */
const observeRectAfterPaint: typeof observeElementRect = (instance, onRect) => {
  const element = instance.scrollElement;
  const Observer = instance.targetWindow?.ResizeObserver;
  if (!element || !Observer) return observeElementRect(instance, onRect);
  const observer = new Observer(() => {
    const { width, height } = element.getBoundingClientRect();
    onRect({ width: Math.round(width), height: Math.round(height) });
  });
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
};

interface ConversationListProps {
  rows: readonly Conversation[];
  selectedId: string | null;
  connectedByInstance: ReadonlyMap<string, boolean>;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onSelect: (conversation: Conversation) => void;
  onToggle: (conversation: Conversation, kind: CardSwitch) => void;
  onOpenDialog: (conversation: Conversation, dialog: ChatDialog) => void;
  isBusy: (id: string, kind: CardSwitch) => boolean;
}

/**
 * The cards, virtualised: only those on screen exist, so 10,000 conversations scroll as 10 do.
 * Memoized: the pane around it renders again for the router's and react-admin's context changes
 * (its data hooks read them), which change nothing here.
 */
export const ConversationList = memo(function ConversationList({
  rows,
  selectedId,
  connectedByInstance,
  hasMore,
  loadingMore,
  onLoadMore,
  onSelect,
  onToggle,
  onOpenDialog,
  isBusy,
}: ConversationListProps) {
  const t = useAppTranslate();
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  const [initialRect] = useState(windowRect);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: OVERSCAN,
    initialRect,
    observeElementRect: observeRectAfterPaint,
  });

  const rememberAnchor = useScrollAnchor(scroller, rows, CARD_HEIGHT);

  const loadMoreNearEnd = useCallback(() => {
    const element = scroller.current;
    if (!element || !hasMore || loadingMore) return;
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (distance <= LOAD_MORE_DISTANCE_PX) onLoadMore();
  }, [hasMore, loadingMore, onLoadMore]);

  // A page shorter than the pane (or a tall screen) has no scroll to wait for: check after each load.
  useEffect(() => {
    loadMoreNearEnd();
  }, [loadMoreNearEnd]);

  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
      <Box
        ref={scroller}
        onScroll={() => {
          rememberAnchor();
          loadMoreNearEnd();
        }}
        role="list"
        aria-label={t('app.inbox.listLabel')}
        sx={{ flex: 1, minWidth: 0, overflowY: 'auto', overflowX: 'hidden' }}
      >
        <Box sx={{ position: 'relative', width: '100%' }} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const conversation = rows[item.index];
            if (!conversation) return null;
            return (
              <Box
                key={item.key}
                role="listitem"
                data-index={item.index}
                sx={{ position: 'absolute', top: 0, left: 0, width: '100%' }}
                style={{ height: item.size, transform: `translateY(${item.start}px)` }}
              >
                <ConversationCard
                  conversation={conversation}
                  selected={conversation.id === selectedId}
                  connected={connectedByInstance.get(conversation.instanceId)}
                  now={now}
                  busyAi={isBusy(conversation.id, 'ai')}
                  busyFollowUp={isBusy(conversation.id, 'followUp')}
                  onSelect={onSelect}
                  onToggle={onToggle}
                  onOpenDialog={onOpenDialog}
                />
              </Box>
            );
          })}
        </Box>
      </Box>
      {loadingMore && (
        <Box role="status" sx={{ position: 'absolute', left: 0, right: 0, bottom: 0 }}>
          <LinearProgress aria-label={t('app.inbox.list.loadingMore')} />
        </Box>
      )}
    </Box>
  );
});
