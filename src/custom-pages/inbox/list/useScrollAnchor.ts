import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';

/** The row at the top of the viewport, and where it stood in the list. */
export interface ScrollAnchor {
  id: string;
  index: number;
}

/** How many places the anchor row moved in the new list (0 when it is gone). */
export function anchorShift(anchor: ScrollAnchor | null, rows: readonly { id: string }[]): number {
  if (!anchor) return 0;
  const index = rows.findIndex((row) => row.id === anchor.id);
  return index < 0 ? 0 : index - anchor.index;
}

/**
 * Keeps the cards an operator is reading still while the list changes above them: a conversation
 * with a new message jumps to the top, which would push every card below it down one place. When
 * the list is scrolled, the scroll moves with the row at the top of the viewport; at the very top
 * it stays there, so new conversations come into view. Rows have one fixed height.
 * Answers the handler to call on scroll.
 */
export function useScrollAnchor(
  scroller: RefObject<HTMLElement | null>,
  rows: readonly { id: string }[],
  rowHeight: number,
): () => void {
  const anchor = useRef<ScrollAnchor | null>(null);

  const remember = useCallback(() => {
    const element = scroller.current;
    if (!element || element.scrollTop <= 0) {
      anchor.current = null;
      return;
    }
    const index = Math.floor(element.scrollTop / rowHeight);
    const row = rows[index];
    anchor.current = row ? { id: row.id, index } : null;
  }, [scroller, rows, rowHeight]);

  // Before paint, so the operator never sees the cards move.
  useLayoutEffect(() => {
    const element = scroller.current;
    const shift = anchorShift(anchor.current, rows);
    if (element && shift !== 0) element.scrollTop += shift * rowHeight;
    remember();
  }, [scroller, rows, rowHeight, remember]);

  return remember;
}
