/**
 * How wide the desktop header is with its items on one line, estimated from their labels, so that
 * the header chooses what to show by media queries (no measuring after paint, no flicker).
 * Calibrated on the rendered header (Roboto 14 px, MUI's small buttons): an estimate a little
 * wider than the real thing, so that the header never wraps for lack of a few pixels.
 */

/** Toolbar padding, the brand at its widest, the bell, the CRM dot, the theme switch, 'Sair', gaps. */
const FIXED_WIDTH = 48 + 300 + 167 + 32;
/** The 'Mais opções' button. */
const MORE_WIDTH = 120;
/** A navigation icon and its margin, where shown. */
export const ICON_WIDTH = 28;
const CHAR_WIDTH = 6.5;
const BUTTON_PADDING = 16;
const LINK_GAP = 4;
const BUTTON_GAP = 8;

const labelWidth = (label: string) => BUTTON_PADDING + label.length * CHAR_WIDTH;

/** The width the header needs for these links and outlined buttons, and 'Mais' if it shows. */
export function headerWidth({
  links,
  buttons,
  withMore,
  withIcons,
}: {
  links: readonly string[];
  buttons: readonly string[];
  withMore: boolean;
  withIcons: boolean;
}): number {
  const items = [
    ...links.map((label) => labelWidth(label) + LINK_GAP),
    ...buttons.map((label) => labelWidth(label) + BUTTON_GAP),
  ];
  const icons = withIcons ? (links.length + buttons.length) * ICON_WIDTH : 0;
  return Math.ceil(
    FIXED_WIDTH + (withMore ? MORE_WIDTH : 0) + icons + items.reduce((sum, width) => sum + width, 0),
  );
}
