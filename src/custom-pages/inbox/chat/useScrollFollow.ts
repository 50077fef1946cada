import type { Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

/** How close to the bottom counts as "reading the latest message". */
export const AT_END_THRESHOLD_PX = 80;
/** Older messages load when the operator scrolls within this distance of the top (spec 2 §9). */
export const LOAD_OLDER_DISTANCE_PX = 100;

interface FollowOptions {
  scroller: RefObject<HTMLDivElement | null>;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  /** Key of the newest row: a change means a message arrived at the bottom. */
  lastKey: string | undefined;
  rowCount: number;
  /** Bumped when the operator sends, which always brings the bottom into view. */
  followRequest: number;
  canLoadOlder: boolean;
  onLoadOlder: () => void;
}

const distanceFromEnd = (element: HTMLElement): number =>
  element.scrollHeight - element.scrollTop - element.clientHeight;

/**
 * The chat's scrolling: start at the latest message, follow new ones only when already at the
 * bottom (else a "new messages" pill), and ask for older pages near the top. Keeping the view
 * still when older messages are prepended is the virtualizer's end anchoring.
 */
export const useScrollFollow = ({
  scroller,
  virtualizer,
  lastKey,
  rowCount,
  followRequest,
  canLoadOlder,
  onLoadOlder,
}: FollowOptions) => {
  const [unseen, setUnseen] = useState(false);
  const ready = useRef(false);
  const atEnd = useRef(true);
  const previousLastKey = useRef(lastKey);

  const jumpToEnd = useCallback(() => {
    virtualizer.scrollToEnd();
    atEnd.current = true;
    setUnseen(false);
  }, [virtualizer]);

  // The first page opens at its newest message.
  useLayoutEffect(() => {
    if (ready.current || rowCount === 0) return;
    ready.current = true;
    jumpToEnd();
  }, [rowCount, jumpToEnd]);

  useLayoutEffect(() => {
    if (previousLastKey.current === lastKey) return;
    const hadRows = previousLastKey.current !== undefined;
    previousLastKey.current = lastKey;
    if (hadRows && !atEnd.current) setUnseen(true);
  }, [lastKey]);

  useLayoutEffect(() => {
    if (followRequest > 0) jumpToEnd();
  }, [followRequest, jumpToEnd]);

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (!element || !ready.current) return;
    atEnd.current = distanceFromEnd(element) <= AT_END_THRESHOLD_PX;
    if (atEnd.current) setUnseen(false);
    if (element.scrollTop <= LOAD_OLDER_DISTANCE_PX && canLoadOlder) onLoadOlder();
  }, [scroller, canLoadOlder, onLoadOlder]);

  return { unseen, jumpToEnd, onScroll };
};
