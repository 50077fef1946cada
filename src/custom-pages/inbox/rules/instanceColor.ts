import { blue, cyan, deepOrange, deepPurple, green, indigo, pink, purple, teal } from '@mui/material/colors';

/**
 * Colours of the instance chips and dots: distinct hues, dark enough for white text in both
 * themes. The hue follows from the id alone, so every screen and session paints an instance alike.
 */
export const INSTANCE_COLORS: readonly string[] = [
  blue[700],
  green[700],
  purple[700],
  deepOrange[700],
  teal[700],
  indigo[600],
  pink[700],
  cyan[800],
  deepPurple[600],
];

/** A stable colour for an instance id (a string hash into the palette). */
export const instanceColor = (instanceId: string): string => {
  let hash = 0;
  for (const char of instanceId) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return INSTANCE_COLORS[hash % INSTANCE_COLORS.length] ?? blue[700];
};
