import { describe, expect, it } from 'vitest';
import {
  simulatorQrCode,
  simulatorQrDataUrl,
  simulatorQrModules,
  simulatorQrSvg,
} from '../../../../server/gateways/simulator/qr-image';

const ID_A = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
const ID_B = '0b9a8c7d-6e5f-4a3b-9c2d-1e0f2a3b4c5d';

describe('simulator QR image', () => {
  it('is an SVG data URL with the Simulador caption', () => {
    const url = simulatorQrDataUrl(ID_A);
    expect(url).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    const svg = Buffer.from(url.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toBe(simulatorQrSvg(ID_A));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('>Simulador</text>');
  });

  it('is the same picture for the same instance and another for another one', () => {
    expect(simulatorQrDataUrl(ID_A)).toBe(simulatorQrDataUrl(ID_A));
    expect(simulatorQrDataUrl(ID_A)).not.toBe(simulatorQrDataUrl(ID_B));
    expect(simulatorQrCode(ID_A)).toMatch(/^2@simulador,/);
  });

  it('has the three finder squares of a QR code and a mixed pattern elsewhere', () => {
    const modules = simulatorQrModules(ID_A);
    expect(modules).toHaveLength(25);
    const cell = (row: number, col: number) => modules[row]?.[col];
    for (const [top, left] of [
      [0, 0],
      [0, 18],
      [18, 0],
    ] as const) {
      expect(cell(top, left)).toBe(true);
      expect(cell(top + 1, left + 1)).toBe(false);
      expect(cell(top + 3, left + 3)).toBe(true);
    }
    const data = modules.slice(9, 16).flatMap((row) => row.slice(9, 16));
    expect(data.some(Boolean)).toBe(true);
    expect(data.every(Boolean)).toBe(false);
  });
});
