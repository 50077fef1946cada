/**
 * How wide the desktop header is with its items on one line, estimated from their labels, so that
 * the header chooses what to show by media queries (no measuring after paint, no flicker).
 * Calibrated on the rendered header (Roboto 14 px, MUI's small buttons, the brand in h6 bold): an
 * estimate a little wider than the real thing, so that the header never wraps for lack of a few
 * pixels.
 */

/** Toolbar padding and the gaps between its four parts (brand, links, spacer, right-hand box). */
const TOOLBAR = 48 + 3 * 8;
/** A margin for what the estimate misses (a vertical scrollbar's rounding, a wider glyph). */
const SAFETY = 16;
/** The bell, the CRM dot, the theme switch and their gaps, then 'Sair' with its label or as an icon. */
const RIGHT_FIXED = 40 + 20 + 40 + 3 * 8;
const LOGOUT_WIDTH = { full: 70, tight: 40 };
/** The brand's icon (or logo), its gap and margin, and how wide its name may grow. */
const BRAND_ICON = 24;
const BRAND_LOGO = 120;
const BRAND_EXTRA = 8 + 8;
const BRAND_CHAR_WIDTH = 11.5;
export const BRAND_NAME_MAX = { full: 260, tight: 140 };
/** The 'Mais opções' button and its gap. */
const MORE_WIDTH = 120;
/** A navigation icon and its margin, where shown. */
const ICON_WIDTH = 28;
const CHAR_WIDTH = 6.6;
const BUTTON_PADDING = 16;
/** MUI's buttons are never narrower than this, however short their label. */
const BUTTON_MIN_WIDTH = 64;
const LINK_GAP = 4;
const BUTTON_GAP = 8;

const labelWidth = (label: string, withIcon: boolean) =>
  Math.max(BUTTON_MIN_WIDTH, BUTTON_PADDING + label.length * CHAR_WIDTH + (withIcon ? ICON_WIDTH : 0));

export interface HeaderBrand {
  name: string;
  withLogo: boolean;
}

/**
 * 'tight' is the header's narrow dress: the brand's name cut shorter and 'Sair' as an icon, so that
 * a tablet keeps some links in the bar.
 */
const chromeWidth = (brand: HeaderBrand, tight: boolean) => {
  const dress = tight ? 'tight' : 'full';
  const name = Math.min(BRAND_NAME_MAX[dress], brand.name.length * BRAND_CHAR_WIDTH);
  const brandWidth = (brand.withLogo ? BRAND_LOGO : BRAND_ICON) + BRAND_EXTRA + name;
  return TOOLBAR + SAFETY + brandWidth + RIGHT_FIXED + LOGOUT_WIDTH[dress];
};

/** The width the header needs for these links and outlined buttons, and 'Mais' if it shows. */
export function headerWidth({
  links,
  buttons,
  withMore,
  withIcons,
  brand,
  tight = false,
}: {
  links: readonly string[];
  buttons: readonly string[];
  withMore: boolean;
  withIcons: boolean;
  brand: HeaderBrand;
  tight?: boolean;
}): number {
  const items = [
    ...links.map((label) => labelWidth(label, withIcons) + LINK_GAP),
    ...buttons.map((label) => labelWidth(label, withIcons) + BUTTON_GAP),
  ];
  return Math.ceil(
    chromeWidth(brand, tight) + (withMore ? MORE_WIDTH : 0) + items.reduce((sum, width) => sum + width, 0),
  );
}

/**
 * In the tight dress, the width needed with the first 0, 1, 2… (up to all) links in the bar (the rest, the
 * buttons and the menu's own items behind 'Mais'): the header shows as many as the screen holds.
 */
export function tightWidths(links: readonly string[], brand: HeaderBrand): number[] {
  return Array.from({ length: links.length + 1 }, (_, count) =>
    headerWidth({
      links: links.slice(0, count),
      buttons: [],
      withMore: true,
      withIcons: false,
      brand,
      tight: true,
    }),
  );
}
