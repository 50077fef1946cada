import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { Box, Button, LinearProgress } from '@mui/material';
import { useVirtualizer, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef } from 'react';
import type { Message } from '../../../../contract/inbox';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { AiActionLine } from './AiActionLine';
import { DateSeparator } from './DateSeparator';
import { MessageBubble } from './MessageBubble';
import type { ChatRow } from './rules';
import { AT_END_THRESHOLD_PX, useScrollFollow } from './useScrollFollow';

const SEPARATOR_ESTIMATE_PX = 40;
const BUBBLE_ESTIMATE_PX = 72;
const OVERSCAN = 8;

/**
 * A row at the top of the view that changes size (its day separator goes away when older
 * messages of the same day are prepended) moves the scroll with it, so its bubble stays still.
 * The library only does this for rows entirely above the view.
 */
const keepTopRowStill = (item: VirtualItem, _delta: number, instance: Virtualizer<HTMLDivElement, Element>) =>
  item.start <= (instance.scrollOffset ?? 0);

interface MessageListProps {
  rows: ChatRow[];
  instanceName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (message: Message) => Promise<boolean>;
  followRequest: number;
}

/** The virtualised chat: only the bubbles on screen are rendered, however long the conversation. */
export const MessageList = ({
  rows,
  instanceName,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  followRequest,
}: MessageListProps) => {
  const t = useAppTranslate();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => BUBBLE_ESTIMATE_PX + (rows[index]?.dayStart ? SEPARATOR_ESTIMATE_PX : 0),
    getItemKey: (index) => rows[index]?.key ?? index,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: AT_END_THRESHOLD_PX,
    overscan: OVERSCAN,
  });
  useLayoutEffect(() => {
    virtualizer.shouldAdjustScrollPositionOnItemSizeChange = keepTopRowStill;
  }, [virtualizer]);
  const { unseen, jumpToEnd, onScroll } = useScrollFollow({
    scroller,
    virtualizer,
    lastKey: rows.at(-1)?.key,
    rowCount: rows.length,
    followRequest,
    canLoadOlder: hasOlder && !loadingOlder,
    onLoadOlder,
  });

  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
      {loadingOlder && (
        <Box sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} role="status">
          <LinearProgress aria-label={t('app.chat.messages.loadingOlder')} />
        </Box>
      )}
      <Box
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label={t('app.chat.messages.label')}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden', overscrollBehavior: 'contain' }}
      >
        {/* Inline styles: these change on every scroll and must not mint a CSS class each time. */}
        <Box sx={{ width: '100%', position: 'relative' }} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <Box
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                sx={{ position: 'absolute', top: 0, left: 0, width: '100%' }}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {row.dayStart && <DateSeparator date={row.dayStart} />}
                {row.message.event === 'ai_action' ? (
                  <AiActionLine message={row.message} />
                ) : (
                  <MessageBubble message={row.message} instanceName={instanceName} onRetry={onRetry} />
                )}
              </Box>
            );
          })}
        </Box>
      </Box>
      {unseen && (
        <Button
          variant="contained"
          size="small"
          onClick={jumpToEnd}
          startIcon={<ArrowDownwardIcon />}
          sx={{
            position: 'absolute',
            bottom: 12,
            left: '50%',
            transform: 'translateX(-50%)',
            borderRadius: 4,
          }}
        >
          {t('app.chat.messages.newMessages')}
        </Button>
      )}
    </Box>
  );
};
