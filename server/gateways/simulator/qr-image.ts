import { createHash } from 'node:crypto';

/**
 * The simulator's "QR code": an SVG that looks like one (three finder squares and a block pattern)
 * so the connect dialog renders exactly as it does for Evolution's PNG, but that no phone can read.
 * The pattern is derived from the instance id, so the same instance always shows the same picture,
 * and the caption says plainly that it is the simulator.
 */

const MODULES = 25;
const QUIET = 4;
const FINDER = 7;
const CAPTION_HEIGHT = 7;
const SIZE = MODULES + QUIET * 2;

/** Enough pseudo-random bits for every module, from a hash chain seeded by the id. */
function bitsFor(seed: string, count: number): boolean[] {
  const bits: boolean[] = [];
  let block = createHash('sha256').update(`simulador:${seed}`).digest();
  while (bits.length < count) {
    for (const byte of block) {
      for (let bit = 0; bit < 8; bit++) bits.push(((byte >> bit) & 1) === 1);
    }
    block = createHash('sha256').update(block).digest();
  }
  return bits.slice(0, count);
}

/** Finder squares sit in three corners, with a one-module light border around each. */
function finderCell(row: number, col: number): boolean | null {
  const corners: Array<[number, number]> = [
    [0, 0],
    [0, MODULES - FINDER],
    [MODULES - FINDER, 0],
  ];
  for (const [top, left] of corners) {
    const r = row - top;
    const c = col - left;
    if (r < -1 || r > FINDER || c < -1 || c > FINDER) continue;
    if (r < 0 || r >= FINDER || c < 0 || c >= FINDER) return false;
    const ring = Math.min(r, c, FINDER - 1 - r, FINDER - 1 - c);
    return ring !== 1;
  }
  return null;
}

/** Which modules are dark, row by row. Exported for tests. */
export function simulatorQrModules(instanceId: string): boolean[][] {
  const bits = bitsFor(instanceId, MODULES * MODULES);
  return Array.from({ length: MODULES }, (_, row) =>
    Array.from({ length: MODULES }, (_, col) => finderCell(row, col) ?? bits[row * MODULES + col] === true),
  );
}

/** The SVG document of the instance's QR. */
export function simulatorQrSvg(instanceId: string): string {
  const path = simulatorQrModules(instanceId)
    .flatMap((cells, row) => cells.map((dark, col) => (dark ? `M${col + QUIET} ${row + QUIET}h1v1h-1z` : '')))
    .join('');
  const height = SIZE + CAPTION_HEIGHT - QUIET;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${height}" width="264" height="${height * 8}" shape-rendering="crispEdges">`,
    `<rect width="${SIZE}" height="${height}" fill="#ffffff"/>`,
    `<path d="${path}" fill="#111111"/>`,
    `<text x="${SIZE / 2}" y="${SIZE + 1}" font-family="Arial, Helvetica, sans-serif" font-size="3" font-weight="bold" text-anchor="middle" fill="#128c7e">Simulador</text>`,
    '</svg>',
  ].join('');
}

/** The QR as a data URL, ready for `<img src>` like Evolution's `base64`. */
export function simulatorQrDataUrl(instanceId: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(simulatorQrSvg(instanceId), 'utf8').toString('base64')}`;
}

/** The raw QR string, in the shape of WhatsApp's (`2@…`), so logs and events look alike. */
export function simulatorQrCode(instanceId: string): string {
  return `2@simulador,${createHash('sha256').update(instanceId).digest('base64')}`;
}
