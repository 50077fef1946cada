import { LOST_REASONS, SALE_CHANNELS } from '../../../../contract/constants';

/** Spec 2 §9, the board's numbers. */
export const BOARD_TIMING = {
  /** The list is read again this long after a lead update succeeds. */
  refetchAfterMoveMs: 500,
  /** A finger starts a drag after holding this long (moving less than `touchTolerancePx`). */
  touchDelayMs: 120,
  touchTolerancePx: 5,
  /** A mouse starts a drag after moving this far, so a click stays a click. */
  mouseDistancePx: 5,
  /** Within the spec's 0.33–0.55 s drop animation. */
  dropAnimationMs: 400,
} as const;

/** Auto-scroll while dragging near an edge: from 25% of the container, at most 28 px a step. */
export const BOARD_AUTO_SCROLL = { threshold: { x: 0.25, y: 0.25 }, acceleration: 28 } as const;

/** A column renders this many cards at first and this many more per 'Mostrar mais'. */
export const COLUMN_PAGE_SIZE = 50;

/** The last message preview is cut here, with '...' (spec 2 §2.5). */
export const PREVIEW_MAX_CHARS = 80;

/** The reason and channel whose text the user types instead (spec 2 §5). */
export const CUSTOM_LOST_REASON = LOST_REASONS[LOST_REASONS.length - 1] ?? '';
export const CUSTOM_SALE_CHANNEL = SALE_CHANNELS[SALE_CHANNELS.length - 1] ?? '';

/** The reason whose `{name}` is the dealer's own name ('… não compra o carro da época'). */
export const lostReasonText = (reason: string, dealerName: string): string =>
  reason.replace('{name}', dealerName);
